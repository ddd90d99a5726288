import { endpoints } from 'contract/endpoints';
import { ErrorCode } from 'contract/envelope';
import { findPlayerById } from '../../domain/players';
import { ApiError, failure, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accessTokenOf } from '../../plugins/authentication';
import type { ApiRoutes } from './context';

/**
 * GET /api/health: "is this session usable?" The front end calls it right after sign-in;
 * NO_ERROR means the token is valid and the player's e-mail is verified.
 */
export const healthRoutes: ApiRoutes = async (app, { db, requireAccessToken }) => {
  serveEndpoint(app, endpoints.checkHealth, {
    onRequest: requireAccessToken,
    schema: {},
    handler: async (request) => {
      const token = accessTokenOf(request);
      const player = await findPlayerById(db, token.sub);
      if (!player) throw ApiError.unauthorized();
      if (!token.emailVerified || !player.emailVerified) {
        return failure(ErrorCode.EMAIL_NOT_VERIFIED, 'Email not verified.');
      }
      return ok(null);
    },
  });
};
