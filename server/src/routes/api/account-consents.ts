import { accountEndpoints } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import { CONSENTS, ConsentsBody, PlayerQuery, type Consents } from 'contract/schemas';
import { changeConsents, currentConsents } from '../../domain/consents';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const OWN_CONSENTS_ONLY = 'You may only see and change your own consents.';

const playerNotFound = () => ApiError.notFound('Player not found.');

/**
 * The consents the player controls (issue 38, ADR 057), for the token's player only (another
 * player's uuid: 403 before anything is read or changed): GET reads them, PUT changes those sent
 * in one transaction and keeps each change with its time.
 */
export const accountConsentRoutes: ApiRoutes = async (app, { db, requireAccessToken }) => {
  serveEndpoint(app, accountEndpoints.getConsents, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', OWN_CONSENTS_ONLY),
    schema: { querystring: PlayerQuery },
    handler: async (request) => {
      const consents = await currentConsents(db, playerIdOf(request));
      if (!consents) throw playerNotFound();
      return ok(consents);
    },
  });

  serveEndpoint(app, accountEndpoints.updateConsents, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', OWN_CONSENTS_ONLY),
    schema: { body: ConsentsBody },
    handler: async (request) => {
      const wanted: Partial<Consents> = {};
      for (const name of CONSENTS) if (request.body[name] !== undefined) wanted[name] = request.body[name];
      const consents = await db.transaction((tx) => changeConsents(tx, playerIdOf(request), wanted));
      if (!consents) throw playerNotFound();
      return ok(consents, messages.consents.saved);
    },
  });
};
