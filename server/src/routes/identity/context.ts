import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../domain/mailer';
import type { PersonalDataKeys } from '../../domain/personal-data';
import type { SessionGuard } from '../../domain/sessions';
import { secretsEqual } from '../../plugins/authentication';
import type { RateLimit } from '../../plugins/rate-limit';
import { OAuthError } from './oauth-errors';

export interface IdentityRouteContext {
  config: Config;
  db: Database;
  /** Opens the sealed signing key (domain/signing-keys.ts). */
  personalData: PersonalDataKeys;
  rateLimit: RateLimit;
  /** Open sessions: a revocation tells this replica at once. */
  sessions: SessionGuard;
  /** Mails the owner when wrong passwords lock their account; none: no such mail. */
  mailer?: Mailer;
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

const invalidClient = () => new OAuthError(401, 'unauthorized_client', 'Invalid client or Invalid client credentials');

/** client_id and client_secret of `Authorization: Basic …` (form-encoded, then base64; RFC 6749 §2.3.1). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    const formDecode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/** A single-valued form parameter; repeated or non-text parameters count as absent. */
export function formField(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The confidential client's credentials (Basic; a client_id in the form must agree), or 401 unauthorized_client. */
export function requireClient(request: FastifyRequest, config: Pick<Config, 'clientId' | 'clientSecret'>): void {
  const client = basicCredentials(request.headers.authorization);
  const clientOk = client !== undefined && secretsEqual(client.id, config.clientId) && secretsEqual(client.secret, config.clientSecret);
  if (!clientOk) throw invalidClient();
  const bodyClientId = formField(request.body, 'client_id');
  if (bodyClientId !== undefined && bodyClientId !== config.clientId) throw invalidClient();
}

/**
 * Serves POST /realms/{realm}/protocol/openid-connect/{endpoint} for the confidential client, as
 * Keycloak does: another realm is a 404, each address is limited under the endpoint's name, and
 * the client's credentials are checked before `handler` runs.
 */
export function serveClientEndpoint(
  app: FastifyInstance,
  { config, rateLimit }: Pick<IdentityRouteContext, 'config' | 'rateLimit'>,
  endpoint: 'token' | 'revoke',
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.post(
    `/realms/:realm/protocol/openid-connect/${endpoint}`,
    { onRequest: realmGuard(config.realm), preHandler: rateLimit({ name: endpoint, perIp: config.rateLimits.perIp }) },
    async (request, reply) => {
      requireClient(request, config);
      return handler(request, reply);
    },
  );
}
