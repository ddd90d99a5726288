import type { Profile } from 'contract/endpoints';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { avatarImagePath } from '../../domain/avatars';
import { findProfile, type PlayerProfile } from '../../domain/players';
import { ApiError } from '../../http/envelope';

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
    // Not kept (ADR 057): absent, so a page follows its own choice and saves nothing.
    ...(profile.language === null ? {} : { language: profile.language }),
  };
}

/** The player's profile as it stands (read after any change), answered as GET does; 404 when the player is gone. */
export async function currentProfile(db: Queryable, playerId: string, config: Pick<Config, 'apiPublicUrl'>): Promise<Profile> {
  const profile = await findProfile(db, playerId);
  if (!profile) throw ApiError.notFound('Player not found.');
  return profileContent(profile, config);
}
