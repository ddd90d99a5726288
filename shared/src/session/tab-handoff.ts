/**
 * The session across tabs of one origin (docs/decisions/022-session-across-tabs.md). The spec keeps
 * the token in sessionStorage, which a new tab starts without: a new tab asks the open ones for
 * theirs, and signing out in one tab signs out all. The token never goes to localStorage, so it
 * still dies with the last tab, and it only travels between pages of this origin.
 */
import { hasSignedInTab, readSession, writeSessionItem } from './storage';

const CHANNEL_NAME = 'playprize-session';

/**
 * How long a new tab waits for an open one to answer before it starts signed out: briefly when no
 * tab of this browser says it is signed in, and long enough for a busy one (a slow phone, a tab
 * mid-render) when one does (ADR 050). An answer ends the wait at once.
 */
export const handoffWaitMs = { noSignedInTab: 150, signedInTab: 2000 } as const;

type TabMessage = { type: 'ask' } | { type: 'token'; token: string } | { type: 'signed-out' };

export interface TabHandoff {
  /** The token an open tab holds, or null when none answers within `waitMs`. */
  ask(waitMs: number): Promise<string | null>;
  /** Tells the other tabs this one signed out. */
  signedOut(): void;
  close(): void;
}

function isTabMessage(data: unknown): data is TabMessage {
  const message = data as TabMessage | null;
  if (typeof message !== 'object' || message === null) return false;
  if (message.type === 'token') return typeof message.token === 'string' && message.token.length > 0;
  return message.type === 'ask' || message.type === 'signed-out';
}

/**
 * Joins the tabs' channel. `currentToken` is read when another tab asks; `onSignedOut` runs when
 * another tab signs out. Without BroadcastChannel (old browsers, tests) each tab stands alone.
 */
export function joinTabHandoff({ currentToken, onSignedOut }: { currentToken: () => string | null; onSignedOut: () => void }): TabHandoff {
  if (typeof BroadcastChannel === 'undefined') {
    return { ask: async () => null, signedOut: () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const waiting = new Set<(token: string) => void>();
  channel.onmessage = ({ data }: MessageEvent) => {
    if (!isTabMessage(data)) return;
    if (data.type === 'ask') {
      const token = currentToken();
      if (token) channel.postMessage({ type: 'token', token } satisfies TabMessage);
    } else if (data.type === 'token') {
      waiting.forEach((receive) => receive(data.token));
    } else {
      onSignedOut();
    }
  };
  return {
    ask: (waitMs) =>
      new Promise((resolve) => {
        const finish = (token: string | null) => {
          clearTimeout(timer);
          waiting.delete(finish);
          resolve(token);
        };
        const timer = setTimeout(() => finish(null), waitMs);
        waiting.add(finish);
        channel.postMessage({ type: 'ask' } satisfies TabMessage);
      }),
    signedOut: () => channel.postMessage({ type: 'signed-out' } satisfies TabMessage),
    close: () => channel.close(),
  };
}

/**
 * For a new tab, before the session is first read: takes an open tab's token into this tab's
 * sessionStorage, or settles with nothing after `handoffWaitMs`.
 */
export async function adoptOpenTabSession(): Promise<void> {
  if (readSession().accessToken) return;
  const tabs = joinTabHandoff({ currentToken: () => null, onSignedOut: () => undefined });
  const token = await tabs.ask(hasSignedInTab() ? handoffWaitMs.signedInTab : handoffWaitMs.noSignedInTab);
  tabs.close();
  // None answering also clears a signed-in mark the last signed-in tab left when it closed.
  writeSessionItem('accessToken', token);
}
