import { bearer, type ApiClient } from '../client';
import type { Envelope } from '../envelope';
import type { Profile } from './get-profile';

/** Spec §3 "Profile update payload": names and uuid from the token, plus the avatar or the categories. */
export type ProfileUpdate = { firstName: string; lastName: string; uuid: string } & (
  | { avatarImageId: number }
  | { gameCategoryIds: number[] }
);

export async function updateProfile(api: ApiClient, token: string, update: ProfileUpdate): Promise<Envelope<Profile | null>> {
  const { data } = await api.put<Envelope<Profile | null>>('/api/external/v1/profile', update, { headers: bearer(token) });
  return data;
}
