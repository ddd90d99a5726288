import { useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { endpoints, useApi, useSession, type Profile } from 'shared';
import { readProfileInto } from './get-profile';
import { playerKey } from './read';

/** The signed-in player's cached reads, for code that changed or must check them outside a read. */
export interface PlayerCache {
  /** The profile an update answered with, shown at once everywhere without reading it again. */
  setProfile(profile: Profile): Promise<void>;
  /**
   * A balance the server announced with its ledger version (a live event, a game's result): shown
   * in the cached profile unless a newer one was shown already. Nothing happens before the profile's
   * first read: swr would drop that read's answer as older than the change.
   */
  setBalance(coins: number, version: number): Promise<void>;
  /** Reads the profile now, for a check that must not use a cached balance; rejects with the read's failure. */
  readProfile(): Promise<Profile>;
}

/** The ledger version of the balance shown, kept in the page's one cache beside the profile. */
const balanceVersionKey = (playerId: string) => ['balance-version', playerId] as const;

export function usePlayerCache(): PlayerCache {
  const { cache, mutate } = useSWRConfig();
  const api = useApi();
  const { accessToken, claims } = useSession();
  return useMemo(() => {
    const player = accessToken && claims ? { token: accessToken, id: claims.sub } : null;
    return {
      setProfile: async (profile) => {
        if (player) await mutate(playerKey(endpoints.getProfile, player.id), profile, { revalidate: false });
      },
      setBalance: async (coins, version) => {
        if (!player) return;
        const profileKey = playerKey(endpoints.getProfile, player.id);
        const versionKey = balanceVersionKey(player.id);
        const shownVersion = cache.get(unstable_serialize(versionKey))?.data as number | undefined;
        if (cache.get(unstable_serialize(profileKey))?.data === undefined || (shownVersion !== undefined && version <= shownVersion))
          return;
        await mutate(versionKey, version, { revalidate: false });
        await mutate<Profile>(profileKey, (profile) => profile && { ...profile, actualUsableCoins: coins }, { revalidate: false });
      },
      readProfile: () =>
        player ? readProfileInto(mutate, api, player.token, player.id) : Promise.reject(new Error('No player is signed in.')),
    };
  }, [cache, mutate, api, accessToken, claims]);
}
