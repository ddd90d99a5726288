/**
 * The API's route table as the app registers it, for suites that must cover every endpoint
 * (token tampering, IDOR): a route added later is covered without editing them.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApiApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { SuiteContext } from './database';
import { noMailExpected, type TestStack } from './test-apps';

export interface ApiRoute {
  method: string;
  url: string;
  /** Names of the route's onRequest, preValidation and preHandler hooks (requireAccessToken, rateLimited…). */
  hooks: string[];
  /** Field names of the zod body and query-string schemas. */
  bodyFields: string[];
  queryFields: string[];
}

const hookNames = (hooks: unknown): string[] =>
  (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []).map((hook: { name?: string }) => hook.name ?? 'anonymous');

const fieldsOf = (schema: unknown): string[] => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

function describeRoute(route: RouteOptions): ApiRoute[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );
  return methods.map((method) => ({
    method,
    url: route.url,
    hooks: [...hookNames(route.onRequest), ...hookNames(route.preValidation), ...hookNames(route.preHandler)],
    bodyFields: fieldsOf(route.schema?.body),
    queryFields: fieldsOf(route.schema?.querystring),
  }));
}

/** A ready API app over `db` and every route it serves (HEAD and OPTIONS left out). */
export async function apiWithRouteTable(config: Config, db: Database): Promise<{ api: FastifyInstance; routes: ApiRoute[] }> {
  const api = buildApiApp({ config, db, mailer: noMailExpected });
  const routes: ApiRoute[] = [];
  // Route modules register when the app loads, so a hook added now sees every one of them.
  api.addHook('onRoute', (route) => void routes.push(...describeRoute(route)));
  await api.ready();
  return { api, routes };
}

/** apiWithRouteTable over the stack's config and the suite's database, built in beforeAll and closed in afterAll. */
export function routeTableFor(
  stack: TestStack,
  context: Pick<SuiteContext, 'db'>,
): { readonly api: FastifyInstance; readonly routes: ApiRoute[] } {
  const table = {} as { api?: FastifyInstance; routes: ApiRoute[] };
  beforeAll(async () => {
    Object.assign(table, await apiWithRouteTable(stack.config, context.db));
  });
  afterAll(() => table.api?.close());
  return table as { api: FastifyInstance; routes: ApiRoute[] };
}

/** Routes that need a player's bearer token: the API's /api/external/ ones and /api/health. */
export const isPlayerRoute = (route: ApiRoute) => route.url.startsWith('/api/external/') || route.url === '/api/health';
