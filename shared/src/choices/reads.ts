import { callEndpoint, endpoints, type ApiClient, type AvatarImage, type Envelope, type GameCategory } from 'shared';
import { useReferenceList } from 'shared/queries';

export async function getAvatars(api: ApiClient): Promise<Envelope<{ avatarImagePath: string; data: AvatarImage[] }>> {
  return callEndpoint(api, endpoints.getAvatars, {});
}

/** The avatar choices: image base path and items (spec §3 "Avatar list"). */
export function useAvatars() {
  return useReferenceList(endpoints.getAvatars, getAvatars);
}

export async function getGameCategories(api: ApiClient): Promise<Envelope<GameCategory[]>> {
  return callEndpoint(api, endpoints.getGameCategories, {});
}

export function useGameCategories() {
  return useReferenceList(endpoints.getGameCategories, getGameCategories);
}
