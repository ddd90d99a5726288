import { useEffect, useRef } from 'react';
import { isLanguage, setLanguage, storedLanguage, useLanguage, useSession, type Language } from 'shared';
import { useProfile } from 'shared/queries';
import { useSaveProfileLanguage } from './api/save-profile-language';

/**
 * Keeps the page's language and the signed-in player's profile together (ADR 034): a language
 * chosen on the page is saved to the profile, which the player's mails follow; in a browser where
 * the player never chose one, the profile's language is adopted once the profile is read.
 */
export function useProfileLanguage(): void {
  const language = useLanguage();
  const { profile } = useProfile();
  const { accessToken } = useSession();
  const save = useSaveProfileLanguage();
  // Whose profile was compared with the page once already, and the language being saved, or that failed to, for it.
  const settledFor = useRef<string | null>(null);
  const tried = useRef<Language | null>(null);
  const playerId = profile?.uuid;
  // Undefined from a server that keeps no language (or a value this page does not know): nothing to follow.
  const profileLanguage = isLanguage(profile?.language) ? profile.language : undefined;

  useEffect(() => {
    if (!accessToken || !playerId || !profileLanguage) return;
    if (settledFor.current !== playerId) {
      settledFor.current = playerId;
      tried.current = null;
      if (storedLanguage() === null) {
        // Followed, not chosen: kept nowhere, so the next player on this browser is not given it.
        if (profileLanguage !== language) setLanguage(profileLanguage, { remember: false });
        return;
      }
    }
    // One save at a time: a language chosen meanwhile is sent once this one is done. One that
    // failed is not sent again (each render would) until another is chosen or another player signs in.
    if (language === profileLanguage || save.busy || tried.current === language) return;
    tried.current = language;
    void save.run(language).then((saved) => {
      if (saved) tried.current = null;
    });
  }, [accessToken, language, playerId, profileLanguage, save]);
}
