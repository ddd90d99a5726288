import { callEndpoint, endpoints, type ApiClient, type Envelope, type GameCategory } from 'shared';
import { useReferenceList } from 'shared/queries';

export async function getGameCategories(api: ApiClient): Promise<Envelope<GameCategory[]>> {
  return callEndpoint(api, endpoints.getGameCategories, {});
}

export function useGameCategories() {
  return useReferenceList(endpoints.getGameCategories, getGameCategories);
}
