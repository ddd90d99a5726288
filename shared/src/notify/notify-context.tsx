import { createContext, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
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

const Region = styled.div`
  position: fixed;
  inset: auto ${tokens.space.md} ${tokens.space.md} auto;
  z-index: 1000;
  max-width: min(420px, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
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
      <NavigatedContext.Provider value={navigated}>{children}</NavigatedContext.Provider>
      <Region>
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
