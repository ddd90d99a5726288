import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './domain/access-tokens';
import type { Mailer } from './domain/mailer';
import { ensureSigningKey } from './domain/signing-keys';
import { parseFormsStrictly, parseJsonStrictly } from './http/body-parsers';
import { exposeRequestId, sendSecurityHeaders, serverOptions } from './http/server-options';
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { apiClientErrors, apiFrameworkErrors, registerApiErrorHandling } from './plugins/api-errors';
import { registerAuthentication, serviceKeyHook } from './plugins/authentication';
import { registerCors } from './plugins/cors';
import { createRateLimit, refuseWithEnvelope } from './plugins/rate-limit';
import { avatarRoutes } from './routes/api/avatars';
import { bankDetailsRoutes } from './routes/api/bank-details';
import type { ApiRouteContext, ApiRoutes } from './routes/api/context';
import { contactSupportRoutes } from './routes/api/contact-support';
import { countryRoutes } from './routes/api/countries';
import { emailVerificationRoutes } from './routes/api/email-verification';
import { gameCategoryRoutes } from './routes/api/game-categories';
import { healthRoutes } from './routes/api/health';
import { internalCoinRoutes } from './routes/api/internal-coins';
import { passwordResetRoutes } from './routes/api/password-reset';
import { profileRoutes } from './routes/api/profile';
import { profileUpdateRoutes } from './routes/api/profile-update';
import { registrationRoutes } from './routes/api/registration';
import { withdrawalRoutes } from './routes/api/withdrawals';
import type { IdentityRoutes } from './routes/identity/context';
import { discoveryRoutes } from './routes/identity/discovery';
import {
  oauthClientErrors,
  oauthFrameworkErrors,
  refuseWithOAuthError,
  registerOAuthErrorHandling,
} from './routes/identity/oauth-errors';
import { tokenRoutes } from './routes/identity/token';

/** Route modules in registration order; new endpoints are added here. */
const API_ROUTES: ApiRoutes[] = [
  healthRoutes,
  countryRoutes,
  registrationRoutes,
  emailVerificationRoutes,
  passwordResetRoutes,
  profileRoutes,
  internalCoinRoutes,
  bankDetailsRoutes,
  withdrawalRoutes,
  avatarRoutes,
  gameCategoryRoutes,
  profileUpdateRoutes,
  contactSupportRoutes,
];
const IDENTITY_ROUTES: IdentityRoutes[] = [discoveryRoutes, tokenRoutes];

export interface ApiDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /**
   * How bearer tokens are checked. Defaults to the realm's JWKS fetched over HTTP from
   * IDENTITY_INTERNAL_URL (or the public identity URL).
   */
  verifyAccessToken?: AccessTokenVerifier;
  /** Where logs go; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** JWKS address the API fetches keys from: the identity's internal address when there is one. */
export function jwksUrl(config: Config): string {
  return `${config.identityInternalUrl ?? config.identityPublicUrl}/realms/${config.realm}/protocol/openid-connect/certs`;
}

/** The player-facing API (`{host}` of the spec). Returned un-listened: call listen() or inject(). */
export function buildApiApp(deps: ApiDeps): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    ...serverOptions(config, 'api', deps.logStream),
    frameworkErrors: apiFrameworkErrors,
    clientErrorHandler: apiClientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  // A JSON body that is not UTF-8 is a 400, not text with U+FFFD in it.
  parseJsonStrictly(app);

  // Plugins first, in order: errors, request ids and security headers, CORS, authentication; then the routes.
  registerApiErrorHandling(app);
  exposeRequestId(app);
  sendSecurityHeaders(app);
  void registerCors(app, {
    origins: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  });
  const verify = deps.verifyAccessToken ?? createAccessTokenVerifier({ issuer: config.issuer, jwksUrl: jwksUrl(config) });
  const context: ApiRouteContext = {
    config,
    db: deps.db,
    mailer: deps.mailer,
    requireAccessToken: registerAuthentication(app, verify),
    requireServiceKey: serviceKeyHook(config.serviceKey),
    rateLimit: createRateLimit(deps.db, refuseWithEnvelope),
  };
  for (const routes of API_ROUTES) {
    void app.register(async (scope) => routes(scope, context));
  }
  return app;
}

export interface IdentityDeps {
  config: Config;
  db: Database;
  /** Where logs go; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The Keycloak-compatible identity service (`{auth host}` of the spec): token, certs and
 * discovery endpoints of one realm. Stateless: keys and accounts live in the database.
 */
export function buildIdentityApp(deps: IdentityDeps): FastifyInstance {
  const { config, db } = deps;
  const app = Fastify({
    ...serverOptions(config, 'identity', deps.logStream),
    frameworkErrors: oauthFrameworkErrors,
    clientErrorHandler: oauthClientErrors,
  });
  // A signing key exists before the first request (created once, shared by every replica).
  app.addHook('onReady', async () => {
    await ensureSigningKey(db);
  });

  registerOAuthErrorHandling(app);
  exposeRequestId(app);
  sendSecurityHeaders(app);
  void registerCors(app, {
    origins: config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
  });
  const rateLimit = createRateLimit(db, refuseWithOAuthError);
  // The token endpoint takes forms only, like Keycloak's; JSON bodies get 415. Forms whose bytes
  // or %-escapes are not UTF-8 get 400.
  app.removeAllContentTypeParsers();
  parseFormsStrictly(app, 4096);
  for (const routes of IDENTITY_ROUTES) {
    void app.register(async (scope) => routes(scope, { config, db, rateLimit }));
  }
  return app;
}
