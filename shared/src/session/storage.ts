import { signedInTabCookie } from 'contract/federation';
import { forgetLastKnown } from './last-known';
import { sessionStore } from './session-store';

/** The session storage items of spec §3, under the exact names the spec uses. */
export const sessionKeys = {
  accessToken: 'access_token',
  userEmail: 'user_email',
  uuid: 'uuid',
  resetCode: 'code',
} as const;

export type SessionItem = keyof typeof sessionKeys;
export type SessionValues = Record<SessionItem, string | null>;

/** Without storage (disabled in a privacy mode) the session lives in memory only. */
export function readSession(): SessionValues {
  const store = sessionStore();
  const read = (item: SessionItem) => store?.getItem(sessionKeys[item]) ?? null;
  return { accessToken: read('accessToken'), userEmail: read('userEmail'), uuid: read('uuid'), resetCode: read('resetCode') };
}

/** Tells the shell's server whether a tab of this browser is signed in (`signedInTabCookie`: no secret, gone with the browser). */
function markSignedInTab(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${signedInTabCookie}=${signedIn ? '1' : '; Max-Age=0'}; Path=/; SameSite=Lax`;
}

/** Whether a tab of this browser said it is signed in (it may since have closed without signing out). */
export function hasSignedInTab(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${signedInTabCookie}=1`);
}

export function writeSessionItem(item: SessionItem, value: string | null): void {
  if (item === 'accessToken') markSignedInTab(value !== null);
  // What the tab showed the player goes with their session (ADR 078).
  if (item === 'accessToken' && value === null) forgetLastKnown();
  const store = sessionStore();
  if (!store) return;
  if (value === null) store.removeItem(sessionKeys[item]);
  else store.setItem(sessionKeys[item], value);
}
