import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../domain/mailer';
import type { ZodApp } from '../../http/types';

/** What API route modules are given: dependencies plus the shared authentication hooks. */
export interface ApiRouteContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  requireAccessToken: onRequestAsyncHookHandler;
  requireServiceKey: onRequestAsyncHookHandler;
}

export type ApiRoutes = (app: ZodApp, context: ApiRouteContext) => Promise<void>;
