import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './domain/access-tokens';
import { createBalanceHub, type BalanceHub } from './domain/balance-events';
import type { Mailer } from './domain/mailer';
import { recordingMailer } from './domain/sent-mails';
import { createSessionGuard, type SessionGuard } from './domain/sessions';
import { ensureSigningKey } from './domain/signing-keys';
import { parseFormsStrictly, parseJsonStrictly } from './http/body-parsers';
import { exposeRequestId, sendSecurityHeaders, serverOptions } from './http/server-options';
import type { StreamSlots } from './http/stream-slots';
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { apiClientErrors, apiFrameworkErrors, registerApiErrorHandling } from './plugins/api-errors';
import { personalDataKeys } from './domain/personal-data';
import { registerAuthentication } from './plugins/authentication';
import { registerCors } from './plugins/cors';
import { createRateLimit, refuseWithEnvelope } from './plugins/rate-limit';
import { requireServiceKey } from './plugins/service-key';
import { accountCoinRoutes } from './routes/api/account-coins';
import { accountConsentRoutes } from './routes/api/account-consents';
import { accountRoutes } from './routes/api/account';
import { dataExportRoutes } from './routes/api/data-export';
import { accountClosureRoutes } from './routes/api/account-closure';
import { playLimitRoutes } from './routes/api/play-limits';
import { avatarRoutes } from './routes/api/avatars';
import { balanceEventRoutes } from './routes/api/balance-events';
import { bankDetailsRoutes } from './routes/api/bank-details';
import { identityVerificationRoutes } from './routes/api/identity-verification';
import { operatorIdentityRoutes } from './routes/api/operator-identities';
import type { ApiRouteContext, ApiRoutes } from './routes/api/context';
import { contactSupportRoutes } from './routes/api/contact-support';
import { countryRoutes } from './routes/api/countries';
import { emailVerificationRoutes } from './routes/api/email-verification';
import { gameCategoryRoutes } from './routes/api/game-categories';
import { gameRoutes } from './routes/api/games';
import { operatorGameRoutes } from './routes/api/operator-games';
import { operatorPrivacyRoutes } from './routes/api/operator-privacy';
import { healthRoutes } from './routes/api/health';
import { operatorWithdrawalRoutes } from './routes/api/operator-withdrawals';
import { passwordResetRoutes } from './routes/api/password-reset';
import { payoutBatchRoutes } from './routes/api/payout-batches';
import { profileRoutes } from './routes/api/profile';
import { profileLanguageRoutes } from './routes/api/profile-language';
import { profileUpdateRoutes } from './routes/api/profile-update';
import { registrationRoutes } from './routes/api/registration';
import { withdrawalRoutes } from './routes/api/withdrawals';
import type { IdentityRoutes } from './routes/identity/context';
import { discoveryRoutes } from './routes/identity/discovery';
import { oauthClientErrors, oauthFrameworkErrors, refuseWithOAuthError, registerOAuthErrorHandling } from './routes/identity/oauth-errors';
import { revocationRoutes } from './routes/identity/revocation';
import { tokenRoutes } from './routes/identity/token';
import { internalCoinRoutes } from './routes/internal/coins';
import { internalPrivacyJobRoutes } from './routes/internal/privacy-jobs';
import { internalPlayClockRoutes } from './routes/internal/play-clock';
import type { InternalRoutes } from './routes/internal/context';

/** Route modules in registration order; new endpoints are added here. */
const API_ROUTES: ApiRoutes[] = [
  healthRoutes,
  countryRoutes,
  registrationRoutes,
  emailVerificationRoutes,
  passwordResetRoutes,
  profileRoutes,
  bankDetailsRoutes,
  withdrawalRoutes,
  avatarRoutes,
  gameCategoryRoutes,
  profileUpdateRoutes,
  profileLanguageRoutes,
  contactSupportRoutes,
  operatorWithdrawalRoutes,
  payoutBatchRoutes,
  identityVerificationRoutes,
  operatorIdentityRoutes,
  gameRoutes,
  operatorGameRoutes,
  operatorPrivacyRoutes,
  balanceEventRoutes,
  accountCoinRoutes,
  accountConsentRoutes,
  accountRoutes,
  dataExportRoutes,
  accountClosureRoutes,
  playLimitRoutes,
];
const IDENTITY_ROUTES: IdentityRoutes[] = [discoveryRoutes, tokenRoutes, revocationRoutes];
const INTERNAL_ROUTES: InternalRoutes[] = [internalCoinRoutes, internalPrivacyJobRoutes, internalPlayClockRoutes];

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
  /** Open sessions; shared with the identity app of the same process, so its revocations apply here at once. */
  sessions?: SessionGuard;
  /** The balance streams' hub (built over db when absent), heartbeat and slots; tests watch their own hub and slots and shorten the heartbeat. */
  balanceEvents?: { hub?: BalanceHub; heartbeatMs?: number; slots?: StreamSlots };
}

/** JWKS address the API fetches keys from: the identity's internal address when there is one. */
export function jwksUrl(config: Config): string {
  return `${config.identityInternalUrl ?? config.identityPublicUrl}/realms/${config.realm}/protocol/openid-connect/certs`;
}

/**
 * A Fastify app that answers in the API's envelope (its own errors and the framework's), checks
 * bodies with zod, and sends request ids and security headers: the API and the internal listener.
 */
function envelopeApp(config: Config, name: 'api' | 'internal', logStream?: NodeJS.WritableStream) {
  const app = Fastify({
    ...serverOptions(config, name, logStream),
    frameworkErrors: apiFrameworkErrors,
    clientErrorHandler: apiClientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  registerApiErrorHandling(app);
  exposeRequestId(app);
  sendSecurityHeaders(app);
  return app;
}

/** The player-facing API (`{host}` of the spec). Returned un-listened: call listen() or inject(). */
export function buildApiApp(deps: ApiDeps): FastifyInstance {
  const { config } = deps;
  // Plugins first, in order: errors, request ids and security headers, CORS, authentication; then the routes.
  const app = envelopeApp(config, 'api', deps.logStream);
  // A JSON body that is not UTF-8 is a 400, not text with U+FFFD in it.
  parseJsonStrictly(app);
  void registerCors(app, {
    origins: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  });
  const verify =
    deps.verifyAccessToken ??
    createAccessTokenVerifier({
      issuer: config.issuer,
      jwksUrl: jwksUrl(config),
      clientId: config.clientId,
      maxLifetimeSeconds: config.accessTokenTtlSeconds,
    });
  const sessions = deps.sessions ?? createSessionGuard(deps.db);
  const { requireAccessToken, requireOperator } = registerAuthentication(app, verify, sessions);
  const balanceHub = deps.balanceEvents?.hub ?? createBalanceHub(deps.db);
  // Before the server waits for open requests to finish: the streams would keep it waiting for ever.
  app.addHook('preClose', () => balanceHub.close());
  const context: ApiRouteContext = {
    config,
    db: deps.db,
    // Every mail to a player is recorded here, once, for their data archive (sent-mails.ts).
    mailer: recordingMailer(deps.mailer, deps.db, app.log),
    requireAccessToken,
    requireOperator,
    sessions,
    rateLimit: createRateLimit(deps.db, refuseWithEnvelope, config.rateLimits),
    personalData: personalDataKeys(config.personalDataKey),
    balanceEvents: { hub: balanceHub, heartbeatMs: deps.balanceEvents?.heartbeatMs, slots: deps.balanceEvents?.slots },
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
  /** Open sessions; shared with the API app of the same process (see ApiDeps). */
  sessions?: SessionGuard;
  /** The account-locked mail; without one, none is sent. */
  mailer?: Mailer;
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
  const personalData = personalDataKeys(config.personalDataKey);
  app.addHook('onReady', async () => {
    await ensureSigningKey(db, personalData);
  });

  registerOAuthErrorHandling(app);
  exposeRequestId(app);
  sendSecurityHeaders(app);
  void registerCors(app, {
    origins: config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
  });
  const rateLimit = createRateLimit(db, refuseWithOAuthError, config.rateLimits);
  const sessions = deps.sessions ?? createSessionGuard(db);
  // The token endpoint takes forms only, like Keycloak's; JSON bodies get 415. Forms whose bytes
  // or %-escapes are not UTF-8 get 400.
  app.removeAllContentTypeParsers();
  parseFormsStrictly(app, 4096);
  const mailer = deps.mailer && recordingMailer(deps.mailer, db, app.log);
  for (const routes of IDENTITY_ROUTES) {
    void app.register(async (scope) => routes(scope, { config, db, personalData, rateLimit, sessions, mailer }));
  }
  return app;
}

export interface InternalDeps {
  config: Config;
  db: Database;
  /** Where logs go; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Service-to-service endpoints (coin credits from a games service or `npm run coins`) on their
 * own listener (INTERNAL_PORT on INTERNAL_HOST, 127.0.0.1 by default), never on the public API.
 * Every request needs the service key; no CORS, since no browser has business here.
 */
export function buildInternalApp(deps: InternalDeps): FastifyInstance {
  const { config, db } = deps;
  const app = envelopeApp(config, 'internal', deps.logStream);
  requireServiceKey(app, {
    db,
    serviceKey: config.serviceKey,
    failuresPerMinute: config.internal.keyFailuresPerMinute,
    ipv6PrefixLength: config.rateLimits.ipv6PrefixLength,
  });
  for (const routes of INTERNAL_ROUTES) {
    void app.register(async (scope) => routes(scope, { config, db }));
  }
  return app;
}
