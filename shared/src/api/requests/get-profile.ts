import { bearer, type ApiClient } from '../client';
import type { Envelope } from '../envelope';

export interface Profile {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  actualUsableCoins: number;
  country: { id: number; name: string; code: string } | null;
  avatarImagePath: string;
  avatarImage: { id: number; name: string; avatarImageUrl: string } | null;
  gameCategories: { id: number; name: string }[];
}

export async function getProfile(api: ApiClient, token: string, playerId: string): Promise<Envelope<Profile>> {
  const { data } = await api.get<Envelope<Profile>>('/api/external/v1/profile', {
    params: { uuid: playerId },
    headers: bearer(token),
  });
  return data;
}

/** The avatar URL is the base path and the file name joined by a slash (spec §3). */
export function avatarUrl(profile: Pick<Profile, 'avatarImagePath' | 'avatarImage'>): string | null {
  if (!profile.avatarImage) return null;
  return `${profile.avatarImagePath.replace(/\/+$/, '')}/${profile.avatarImage.avatarImageUrl}`;
}
