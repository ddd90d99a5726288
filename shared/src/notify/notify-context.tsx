import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../design/tokens';

/** How long a notice stays; long enough to read a short sentence twice. */
const NOTICE_DURATION_MS = 5000;

type Tone = 'success' | 'error';

interface Notice {
  id: number;
  text: string;
  tone: Tone;
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
 * Messages that must outlive the screen that raised them (e.g. 'Login Successful!'
 * right before navigating away). The shell owns the region; remotes only call `useNotify()`.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const notify = useCallback<Notify>((text, tone = 'success') => {
    const id = nextId.current++;
    setNotices((current) => [...current, { id, text, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNotices((current) => current.filter((notice) => notice.id !== id));
    }, NOTICE_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Region>
        {(['error', 'success'] as const).map((tone) => (
          // Errors in role="alert", successes in role="status" (docs/platform-contract.md §7); both always mounted.
          <div key={tone} role={tone === 'error' ? 'alert' : 'status'}>
            {notices
              .filter((notice) => notice.tone === tone)
              .map((notice) => (
                <Toast key={notice.id} $tone={tone}>
                  {notice.text}
                </Toast>
              ))}
          </div>
        ))}
      </Region>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <NotifyProvider> (the shell or a standalone harness provides it).');
  return notify;
}
