import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isLanguage, setLanguage, storedLanguage, useLanguage, useSession, type Language } from 'shared';
import { useProfile } from 'shared/queries';

// The write engine and the save come with the first save: most visits have nothing to save.
const SaveProfileLanguage = lazy(() => import('./SaveProfileLanguage'));

/**
 * Keeps the page's language and the signed-in player's profile together (ADR 034): a language
 * chosen on the page is saved to the profile, which the player's mails follow; in a browser where
 * the player never chose one, the profile's language is adopted once the profile is read.
 */
export function ProfileLanguage() {
  const language = useLanguage();
  const { profile } = useProfile();
  const { accessToken } = useSession();
  // Whose profile was compared with the page once already.
  const [settledFor, setSettledFor] = useState<string | null>(null);
  // A language whose save failed is not sent again until another is chosen or another player signs in.
  const [failed, setFailed] = useState<{ player: string; language: Language } | null>(null);
  const playerId = profile?.uuid;
  // Undefined from a server that keeps no language (or a value this page does not know): nothing to follow.
  const profileLanguage = isLanguage(profile?.language) ? profile.language : undefined;
  const chosen = useRef(language);

  useEffect(() => {
    if (chosen.current !== language) setFailed(null);
    chosen.current = language;
  }, [language]);

  useEffect(() => {
    if (!accessToken || !playerId || !profileLanguage || settledFor === playerId) return;
    setSettledFor(playerId);
    // Followed, not chosen: kept nowhere, so the next player on this browser is not given it.
    if (storedLanguage() === null && profileLanguage !== language) setLanguage(profileLanguage, { remember: false });
  }, [accessToken, language, playerId, profileLanguage, settledFor]);

  const saveNeeded =
    accessToken &&
    playerId &&
    profileLanguage &&
    settledFor === playerId &&
    language !== profileLanguage &&
    !(failed?.player === playerId && failed.language === language);
  if (!saveNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SaveProfileLanguage language={language} onFailed={(language) => setFailed({ player: playerId, language })} />
    </Suspense>
  );
}
