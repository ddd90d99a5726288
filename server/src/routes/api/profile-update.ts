import { endpoints } from 'contract/endpoints';
import { ErrorCode } from 'contract/envelope';
import * as messages from 'contract/messages';
import { isPersonName, personNameProblem, ProfileUpdateBody } from 'contract/schemas';
import { avatarImageExists } from '../../domain/avatars';
import { gameCategoriesExist } from '../../domain/game-categories';
import { findPlayerById, type PlayerSummary } from '../../domain/players';
import { updateProfile, type ProfileChanges } from '../../domain/profile-updates';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { currentProfile } from './profile-content';

const { invalidAvatar, noCategory, emailNotVerified } = messages.onboarding;

/** Ids are PostgreSQL `integer`s; anything larger could never match and would fail the cast. */
const MAX_ID = 2_147_483_647;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.every(isId);

/**
 * The names as sent (null keeps the stored one). A new name must be a name (shared's rule); one
 * sent back unchanged passes even if it predates the rule, since the onboarding steps echo the
 * token's names and must not lock such a player out.
 */
function checkedNames(body: { firstName: string | null; lastName: string | null }, player: PlayerSummary): ProfileChanges {
  for (const field of ['firstName', 'lastName'] as const) {
    const name = body[field];
    if (name !== null && name !== player[field] && !isPersonName(name)) throw ApiError.validation(personNameProblem(field));
  }
  return { firstName: body.firstName, lastName: body.lastName };
}

/** avatarImageId and gameCategoryIds as sent (null counts as sent), shape-checked. */
function parseChoices(body: { avatarImageId?: unknown; gameCategoryIds?: unknown }): ProfileChanges {
  const { avatarImageId, gameCategoryIds } = body;
  if (avatarImageId === undefined && gameCategoryIds === undefined) {
    throw ApiError.validation('Send avatarImageId, gameCategoryIds or both.');
  }
  if (avatarImageId !== undefined && !isId(avatarImageId)) throw ApiError.validation(invalidAvatar);
  if (gameCategoryIds !== undefined && !isIdList(gameCategoryIds)) throw ApiError.validation(noCategory);
  return { avatarImageId, gameCategoryIds };
}

/**
 * PUT /api/external/v1/profile: the signed-in player's avatar (onboarding step 2), favourite
 * categories (step 3) or both, plus non-blank names. Answers the updated profile, as GET does.
 */
export const profileUpdateRoutes: ApiRoutes = async (app, { config, db, requireAccessToken }) => {
  serveEndpoint(app, endpoints.updateProfile, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', 'You may only update your own profile.'),
    schema: { body: ProfileUpdateBody },
    handler: async (request) => {
      const body = request.body;
      const player = await findPlayerById(db, playerIdOf(request));
      if (!player) throw ApiError.notFound('Player not found.');
      if (!player.emailVerified) throw new ApiError(403, ErrorCode.EMAIL_NOT_VERIFIED, emailNotVerified);

      const changes: ProfileChanges = { ...parseChoices(body), ...checkedNames(body, player) };
      await db.transaction(async (tx) => {
        if (changes.avatarImageId !== undefined && !(await avatarImageExists(tx, changes.avatarImageId))) {
          throw ApiError.validation(invalidAvatar);
        }
        if (changes.gameCategoryIds !== undefined && !(await gameCategoriesExist(tx, changes.gameCategoryIds))) {
          throw ApiError.validation(noCategory);
        }
        await updateProfile(tx, player.id, changes);
      });
      return ok(await currentProfile(db, player.id, config), 'Profile updated.');
    },
  });
};
