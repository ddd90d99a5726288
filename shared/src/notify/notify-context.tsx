import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from 'contract/design-tokens';
import { useSharedMessages } from '../i18n/shared-messages';

/** How long a notice stays; long enough to read a short sentence twice. */
const NOTICE_DURATION_MS = 5000;

type Tone = 'success' | 'error';

interface Notice {
  id: number;
  text: string;
  tone: Tone;
  raisedAt: number;
}

type Notify = (text: string, tone?: Tone) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Below this width a notice floating over the page covers its buttons (a phone's form ends at the bottom of the screen). */
const PHONE = `(max-width: calc(${tokens.breakpoint.tablet} - 1px))`;

const Region = styled.div`
  position: fixed;
  inset: auto ${tokens.space.md} ${tokens.space.md} auto;
  z-index: 1000;
  max-width: min(420px, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  /* On a phone the live regions stay for screen readers alone; the page's NoticeSlot shows the notice in the flow. */
  &[data-slotted] {
    @media ${PHONE} {
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/** The notice in a page's flow, under its bar, on a phone: it moves the page down rather than cover it. */
const SlotToast = styled.p<{ $tone: Tone }>`
  display: none;
  @media ${PHONE} {
    display: block;
    margin: ${tokens.space.sm} ${tokens.space.md} 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${({ $tone }) => ($tone === 'error' ? tokens.color.dangerSurface : tokens.color.successSurface)};
    color: ${({ $tone }) => ($tone === 'error' ? tokens.color.danger : tokens.color.success)};
    border: 1px solid currentColor;
    /* Its words are the live region's, shown here: one copy of the text in the document. */
    &::before {
      content: attr(data-notice);
    }
  }
`;

const Toast = styled.p<{ $tone: Tone }>`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${({ $tone }) => ($tone === 'error' ? tokens.color.dangerSurface : tokens.color.successSurface)};
  color: ${({ $tone }) => ($tone === 'error' ? tokens.color.danger : tokens.color.success)};
  border: 1px solid currentColor;
  box-shadow: 0 8px 24px rgb(0 0 0 / 35%);
`;

/**
 * A notice raised this shortly before a navigation announces it ('Login Successful!' right before
 * going home) and stays on the new page; an older one belongs to the page left and goes.
 */
const ANNOUNCES_NAVIGATION_MS = 1500;

const NavigatedContext = createContext<(() => void) | null>(null);

/** The notice on screen, for the page's NoticeSlot; and how many slots are mounted, so the floating one hides on a phone only when one is. */
const ShownContext = createContext<{ notice: Notice | null; slotMounted: (delta: 1 | -1) => void } | null>(null);

/**
 * Messages that must outlive the screen that raised them (e.g. 'Login Successful!' right before
 * navigating away). The shell owns the region; remotes only call `useNotify()`. One notice shows
 * at a time, the newest: a stack of old ones would bury the one that matters.
 */
/** A notice in the page's language; its own component, so waiting for a catalogue never suspends the provider's tree. */
function NoticeText({ text }: { text: string }) {
  return useSharedMessages()(text);
}

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [slots, setSlots] = useState(0);
  const slotMounted = useCallback((delta: 1 | -1) => setSlots((count) => count + delta), []);
  const shown = useMemo(() => ({ notice, slotMounted }), [notice, slotMounted]);
  const nextId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const notify = useCallback<Notify>((text, tone = 'success') => {
    const id = nextId.current++;
    setNotice({ id, text, tone, raisedAt: Date.now() });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
  }, []);

  const navigated = useCallback(() => {
    setNotice((current) => (current && Date.now() - current.raisedAt > ANNOUNCES_NAVIGATION_MS ? null : current));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      <NavigatedContext.Provider value={navigated}>
        <ShownContext.Provider value={shown}>{children}</ShownContext.Provider>
      </NavigatedContext.Provider>
      <Region data-slotted={slots > 0 || undefined}>
        {(['error', 'success'] as const).map((tone) => (
          // Errors in role="alert", successes in role="status" (docs/platform-contract.md §7); both always mounted.
          <div key={tone} role={tone === 'error' ? 'alert' : 'status'}>
            {notice?.tone === tone && (
              <Toast key={notice.id} $tone={tone}>
                <Suspense fallback={notice.text}>
                  <NoticeText text={notice.text} />
                </Suspense>
              </Toast>
            )}
          </div>
        ))}
      </Region>
    </NotifyContext.Provider>
  );
}

function SlotText({ notice }: { notice: Notice }) {
  const text = useSharedMessages()(notice.text);
  return <SlotToast $tone={notice.tone} data-notice={text} />;
}

/**
 * Where a page shows its notices on a phone: in its flow, under the top bar, pushing the page down
 * for the notice's 5 s, so a notice never covers a button ('Login Successful!' over the home
 * screen's first game). Wider screens keep the floating notice in the corner. Screen readers hear
 * the notice from the provider's live regions either way; this copy is hidden from them.
 */
export function NoticeSlot() {
  const shown = useContext(ShownContext);
  const slotMounted = shown?.slotMounted;
  useEffect(() => {
    if (!slotMounted) return;
    slotMounted(1);
    return () => slotMounted(-1);
  }, [slotMounted]);
  const notice = shown?.notice;
  return (
    <div aria-hidden="true" data-notice-slot="">
      {notice ? (
        <Suspense key={notice.id} fallback={<SlotToast $tone={notice.tone} data-notice={notice.text} />}>
          <SlotText notice={notice} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Placed inside a router: a notice left from the previous page goes when the player moves on. */
export function NoticesFollowNavigation() {
  const { pathname } = useLocation();
  const navigated = useContext(NavigatedContext);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    navigated?.();
  }, [pathname, navigated]);
  return null;
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <NotifyProvider> (the shell or a standalone harness provides it).');
  return notify;
}
