import type { ApiClient } from '../client';
import { callEndpoint } from '../call-endpoint';
import { endpoints, type Profile } from '../endpoints';
import type { Envelope } from '../envelope';

export async function getProfile(api: ApiClient, token: string, playerId: string): Promise<Envelope<Profile>> {
  return callEndpoint(api, endpoints.getProfile, { token, query: { uuid: playerId } });
}

/** The avatar URL is the base path and the file name joined by a slash (spec §3). */
export function avatarUrl(profile: Pick<Profile, 'avatarImagePath' | 'avatarImage'>): string | null {
  if (!profile.avatarImage) return null;
  return `${profile.avatarImagePath.replace(/\/+$/, '')}/${profile.avatarImage.avatarImageUrl}`;
}
