import { useEffect, useState } from 'react';
import { getProfile, useApi, useSession, type Profile } from 'shared';

/** The signed-in player's profile for the top bar; refetched when a remote reports a change. */
export function usePlayerProfile(): Profile | null {
  const api = useApi();
  const { accessToken, playerId, profileVersion } = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);

  useEffect(() => {
    if (!accessToken || !playerId) return;
    let current = true;
    getProfile(api, accessToken, playerId).then(
      (answer) => {
        if (current && answer.status) setProfile(answer.content);
      },
      // Spec §8: a profile failure in the top bar is only logged.
      (error: unknown) => console.error('Top bar: profile could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [api, accessToken, playerId, profileVersion]);

  return profile;
}
