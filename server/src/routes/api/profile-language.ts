import { endpoints } from 'contract/endpoints';
import { ProfileLanguageBody } from 'contract/schemas';
import { saveLanguage } from '../../domain/players';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { currentProfile } from './profile-content';

/**
 * PUT /api/external/v1/profile/language: the page's language, saved to the signed-in player's
 * profile; their mails follow it (ADR 034). The token names the player, so the body is the
 * language alone; a player whose e-mail is not verified yet may save it too, since the code mails
 * follow it. Answers the profile, as GET does.
 */
export const profileLanguageRoutes: ApiRoutes = async (app, { config, db, requireAccessToken }) => {
  serveEndpoint(app, endpoints.saveProfileLanguage, {
    onRequest: requireAccessToken,
    schema: { body: ProfileLanguageBody },
    handler: async (request) => {
      const id = playerIdOf(request);
      if (!(await saveLanguage(db, id, request.body.language))) throw ApiError.notFound('Player not found.');
      return ok(await currentProfile(db, id, config), 'Language saved.');
    },
  });
};
