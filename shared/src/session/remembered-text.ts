import { useEffect } from 'react';
import { useLanguage } from '../i18n/language-store';
import { lastKnownAttribute, rememberText } from './last-known';
import { useSession } from './session-context';

/**
 * Marks a place of a signed-in screen whose text the tab remembers for its next load (ADR 078):
 * spread the answer onto the element. `text` is remembered once it is the player's own (null while
 * it is a placeholder's, as before the profile is read).
 */
export function useRememberedText(slot: string, text: string | null): Record<typeof lastKnownAttribute, string> {
  const player = useSession().claims?.sub;
  const language = useLanguage();
  useEffect(() => {
    if (player && text !== null) rememberText(player, language, slot, text);
  }, [player, language, slot, text]);
  return { [lastKnownAttribute]: slot };
}
