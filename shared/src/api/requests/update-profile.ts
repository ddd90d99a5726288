import type { ApiClient } from '../client';
import { callEndpoint, type EndpointCall } from '../call-endpoint';
import { endpoints, type Profile } from 'contract/endpoints';
import type { Envelope } from 'contract/envelope';

/** Spec §3 "Profile update payload": names and uuid from the token, plus the avatar or the categories. */
export type ProfileUpdate = EndpointCall<typeof endpoints.updateProfile>['body'];

export async function updateProfile(api: ApiClient, token: string, update: ProfileUpdate): Promise<Envelope<Profile>> {
  return callEndpoint(api, endpoints.updateProfile, { token, body: update });
}
