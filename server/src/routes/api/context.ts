import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { BalanceHub } from '../../domain/balance-events';
import type { Mailer } from '../../domain/mailer';
import type { PersonalDataKeys } from '../../domain/personal-data';
import type { SessionGuard } from '../../domain/sessions';
import type { StreamSlots } from '../../http/stream-slots';
import type { ZodApp } from '../../http/types';
import type { RateLimit } from '../../plugins/rate-limit';

/** What API route modules are given: dependencies plus the shared authentication and rate-limit hooks. */
export interface ApiRouteContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  requireAccessToken: onRequestAsyncHookHandler;
  /** The operator API's guard: a token with the realm role payout-operator (ADR 027). */
  requireOperator: onRequestAsyncHookHandler;
  /** Open sessions (password resets end them): routes that end one tell this replica at once. */
  sessions: SessionGuard;
  /** preHandler factory: `rateLimit({ name, perIp: config.rateLimits.perIp, perTarget? })`. */
  rateLimit: RateLimit;
  /** The keys personal data is sealed and looked up with (ADR 030). */
  personalData: PersonalDataKeys;
  /**
   * The replica's balance notifications, how often a stream sends a heartbeat (default 25 s), and
   * its stream slots (default: config.balanceStreams' limits).
   */
  balanceEvents: { hub: BalanceHub; heartbeatMs?: number; slots?: StreamSlots };
}

export type ApiRoutes = (app: ZodApp, context: ApiRouteContext) => Promise<void>;
