import { useEffect, useRef } from 'react';
import { callEndpoint, contentOf, endpoints, isLanguage, setLanguage, storedLanguage, useApi, useLanguage, useSession, type Language } from 'shared';
import { usePlayerCache, useProfile } from 'shared/queries';

/**
 * Keeps the page's language and the signed-in player's profile together (ADR 034): a language
 * chosen on the page is saved to the profile, which the player's mails follow; in a browser where
 * the player never chose one, the profile's language is adopted once the profile is read.
 */
export function useProfileLanguage(): void {
  const language = useLanguage();
  const { profile } = useProfile();
  const { accessToken } = useSession();
  const api = useApi();
  const { setProfile } = usePlayerCache();
  // Whose profile was compared with the page once already, and which language is being saved.
  const settledFor = useRef<string | null>(null);
  const saving = useRef<Language | null>(null);
  const playerId = profile?.uuid;
  // Undefined from a server that keeps no language (or a value this page does not know): nothing to follow.
  const profileLanguage = isLanguage(profile?.language) ? profile.language : undefined;

  useEffect(() => {
    if (!accessToken || !playerId || !profileLanguage) return;
    if (settledFor.current !== playerId) {
      settledFor.current = playerId;
      if (storedLanguage() === null) {
        // Followed, not chosen: kept nowhere, so the next player on this browser is not given it.
        if (profileLanguage !== language) setLanguage(profileLanguage, { remember: false });
        return;
      }
    }
    if (language === profileLanguage || saving.current === language) return;
    saving.current = language;
    contentOf(callEndpoint(api, endpoints.saveProfileLanguage, { token: accessToken, body: { language } }))
      .then(setProfile)
      // Unsaved, the page keeps its language; the next choice or sign-in saves it.
      .catch(() => undefined)
      .finally(() => {
        if (saving.current === language) saving.current = null;
      });
  }, [accessToken, api, language, playerId, profileLanguage, setProfile]);
}
