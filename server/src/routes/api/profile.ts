import { endpoints } from 'contract/endpoints';
import { PlayerQuery } from 'contract/schemas';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { currentProfile } from './profile-content';

/** GET /api/external/v1/profile?uuid=: the signed-in player's own profile, never anyone else's. */
export const profileRoutes: ApiRoutes = async (app, { config, db, requireAccessToken }) => {
  serveEndpoint(app, endpoints.getProfile, {
    onRequest: requireAccessToken,
    // Checked before any read: another player's uuid learns nothing, not even whether it exists.
    preValidation: requireOwnUuid('query', 'You may only read your own profile.'),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await currentProfile(db, playerIdOf(request), config)),
  });
};
