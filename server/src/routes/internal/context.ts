import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ZodApp } from '../../http/types';

/** What internal route modules are given; the service-key check already ran for every request. */
export interface InternalRouteContext {
  config: Config;
  db: Database;
}

export type InternalRoutes = (app: ZodApp, context: InternalRouteContext) => Promise<void>;
