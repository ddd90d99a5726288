import type { ApiClient, Envelope } from 'shared';

export interface AvatarImage {
  id: number;
  name: string;
  avatarImageUrl: string;
}

export interface AvatarList {
  avatarImagePath: string;
  data: AvatarImage[];
}

export async function getAvatars(api: ApiClient): Promise<Envelope<AvatarList>> {
  const { data } = await api.get<Envelope<AvatarList>>('/api/open/v1/avatar_image');
  return data;
}
