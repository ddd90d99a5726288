import type { Profile } from 'contract/endpoints';
import type { Config } from '../../config';
import { avatarImagePath } from '../../domain/avatars';
import type { PlayerProfile } from '../../domain/players';

/** The profile as GET and PUT /api/external/v1/profile answer it (spec §3, "Profile (read)"). */
export function profileContent(profile: PlayerProfile, config: Pick<Config, 'apiPublicUrl'>): Profile {
  return {
    uuid: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    actualUsableCoins: profile.coins,
    country: profile.country,
    avatarImagePath: avatarImagePath(config),
    avatarImage: profile.avatarImage && {
      id: profile.avatarImage.id,
      name: profile.avatarImage.name,
      avatarImageUrl: profile.avatarImage.fileName,
    },
    gameCategories: profile.gameCategories,
    previousSignInAt: profile.previousSignInAt?.toISOString() ?? null,
    language: profile.language,
  };
}
