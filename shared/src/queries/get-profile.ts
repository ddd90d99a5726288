import { mutate as mutateCache, type ScopedMutator } from 'swr';
import { callEndpoint, contentOf, endpoints, type ApiClient, type Envelope, type Profile } from 'shared';
import { playerKey, usePlayerRead, type Read } from './read';

export async function getProfile(api: ApiClient, token: string, playerId: string): Promise<Envelope<Profile>> {
  return callEndpoint(api, endpoints.getProfile, { token, query: { uuid: playerId } });
}

/** The avatar URL is the base path and the file name joined by a slash (spec §3). */
export function avatarUrl(profile: Pick<Profile, 'avatarImagePath' | 'avatarImage'>): string | null {
  if (!profile.avatarImage) return null;
  return `${profile.avatarImagePath.replace(/\/+$/, '')}/${profile.avatarImage.avatarImageUrl}`;
}

export interface ProfileRead extends Omit<Read<Profile>, 'data'> {
  /** Undefined until read, and while signed out. */
  profile: Profile | undefined;
}

/** The signed-in player's profile (spec §3 "Profile (read)"), the one read of it every screen shares. */
export function useProfile(): ProfileRead {
  const { data, ...read } = usePlayerRead(endpoints.getProfile, getProfile);
  return { profile: data, ...read };
}

/** Reads the profile now and leaves it in `cache` for every screen showing it; rejects with the read's failure. */
export async function readProfileInto(cache: ScopedMutator, api: ApiClient, token: string, playerId: string): Promise<Profile> {
  const profile = await cache<Profile>(playerKey(endpoints.getProfile, playerId), contentOf(getProfile(api, token, playerId)), {
    revalidate: false,
  });
  return profile!;
}

/**
 * Sign-in's read of the profile, outside any component (its destination depends on the avatar and
 * favourites): made through the page's cache, the screens after sign-in start from it.
 */
export function loadProfile(api: ApiClient, token: string, playerId: string): Promise<Profile> {
  return readProfileInto(mutateCache, api, token, playerId);
}
