import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints, useApi, useSession, type AnyEndpoint, type Profile } from 'shared';
import { readProfileInto } from './get-profile';
import { playerKey } from './read';

/** The signed-in player's cached reads, for code that changed or must check them outside a read. */
export interface PlayerCache {
  /** Reads `endpoint` again wherever it is shown: after a call that changed it on the server. */
  invalidate(endpoint: AnyEndpoint): Promise<void>;
  /** The profile an update answered with, shown at once everywhere without reading it again. */
  setProfile(profile: Profile): Promise<void>;
  /** A balance the server announced (the live balance stream), shown at once wherever the profile is, without reading it again. */
  setBalance(coins: number): Promise<void>;
  /** Reads the profile now, for a check that must not use a cached balance; rejects with the read's failure. */
  readProfile(): Promise<Profile>;
}

export function usePlayerCache(): PlayerCache {
  const { mutate } = useSWRConfig();
  const api = useApi();
  const { accessToken, claims } = useSession();
  return useMemo(() => {
    const player = accessToken && claims ? { token: accessToken, id: claims.sub } : null;
    return {
      invalidate: async (endpoint) => {
        if (player) await mutate(playerKey(endpoint, player.id));
      },
      setProfile: async (profile) => {
        if (player) await mutate(playerKey(endpoints.getProfile, player.id), profile, { revalidate: false });
      },
      setBalance: async (coins) => {
        if (!player) return;
        await mutate<Profile>(playerKey(endpoints.getProfile, player.id), (profile) => profile && { ...profile, actualUsableCoins: coins }, { revalidate: false });
      },
      readProfile: () => (player ? readProfileInto(mutate, api, player.token, player.id) : Promise.reject(new Error('No player is signed in.'))),
    };
  }, [mutate, api, accessToken, claims]);
}
