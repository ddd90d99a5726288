import { callEndpoint, endpoints, type AvatarImage, type ApiClient, type Envelope } from 'shared';
import { useReferenceList } from 'shared/queries';

export async function getAvatars(api: ApiClient): Promise<Envelope<{ avatarImagePath: string; data: AvatarImage[] }>> {
  return callEndpoint(api, endpoints.getAvatars, {});
}

/** The avatar choices: image base path and items (spec §3 "Avatar list"). */
export function useAvatars() {
  return useReferenceList(endpoints.getAvatars, getAvatars);
}
