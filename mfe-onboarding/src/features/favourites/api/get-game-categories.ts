import type { ApiClient, Envelope } from 'shared';

export interface GameCategory {
  id: number;
  name: string;
}

export async function getGameCategories(api: ApiClient): Promise<Envelope<GameCategory[]>> {
  const { data } = await api.get<Envelope<GameCategory[]>>('/api/open/v1/game_category');
  return data;
}
