import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { RateLimit } from '../../plugins/rate-limit';
import { OAuthError } from './oauth-errors';

export interface IdentityRouteContext {
  config: Config;
  db: Database;
  rateLimit: RateLimit;
}

export type IdentityRoutes = (app: FastifyInstance, context: IdentityRouteContext) => Promise<void>;

/** Routes under /realms/:realm answer 404 for any realm but the configured one, as Keycloak does. */
export function realmGuard(realm: string) {
  return async function requireKnownRealm(request: { params: unknown }) {
    if ((request.params as { realm?: string }).realm !== realm) {
      throw new OAuthError(404, 'Realm does not exist', 'Realm does not exist');
    }
  };
}
