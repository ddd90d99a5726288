/**
 * What this tab last showed its signed-in player in a few named places (ADR 078): the boot script
 * writes it into a signed-in page's pre-rendered copy before its first paint, so a reload shows the
 * player's own greeting at once instead of the placeholder's, and the live screen, showing the
 * same text, adds no later paint. Kept with the session (this tab only, gone when it signs out), for
 * one player and one language: another player's token or another page language finds nothing.
 * React-free: the boot script bundles it.
 */
import { sessionStore } from './session-store';
import { decodeAccessToken } from './token';

/** The session storage item (beside spec §3's, ADR 078). */
export const lastKnownKey = 'last_known';

/** The attribute marking a place in a screen's markup whose text is remembered: its value is the slot. */
export const lastKnownAttribute = 'data-last-known';

interface LastKnown {
  player: string;
  language: string;
  texts: Record<string, string>;
}

function read(player: string, language: string): Record<string, string> {
  try {
    const stored = JSON.parse(sessionStore()?.getItem(lastKnownKey) ?? 'null') as Partial<LastKnown> | null;
    const texts = stored?.player === player && stored.language === language ? stored.texts : undefined;
    return texts && typeof texts === 'object' ? texts : {};
  } catch {
    return {};
  }
}

/** Remembers what `slot` showed `player` in `language`; texts of another player or language are dropped. */
export function rememberText(player: string, language: string, slot: string, text: string): void {
  const texts = { ...read(player, language), [slot]: text };
  try {
    sessionStore()?.setItem(lastKnownKey, JSON.stringify({ player, language, texts } satisfies LastKnown));
  } catch {
    // A full or disabled storage only loses the head start.
  }
}

export function forgetLastKnown(): void {
  sessionStore()?.removeItem(lastKnownKey);
}

/**
 * Writes each remembered text into `container`'s marked places, for the player of `accessToken`
 * in the page's language; places with nothing remembered keep the copy's text.
 */
export function showLastKnown(container: HTMLElement, accessToken: string | null): void {
  const player = decodeAccessToken(accessToken)?.sub;
  if (!player) return;
  const texts = read(player, document.documentElement.lang);
  for (const place of container.querySelectorAll<HTMLElement>(`[${lastKnownAttribute}]`)) {
    const text = texts[place.getAttribute(lastKnownAttribute) ?? ''];
    if (typeof text === 'string') place.textContent = text;
  }
}
