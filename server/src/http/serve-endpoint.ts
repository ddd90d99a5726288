import type { IncomingMessage } from 'node:http';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Access, AnyEndpoint, ContentOf, Envelope, RequestOf } from 'contract/endpoints';
import type { ZodApp } from './types';
import type { ZodTypeProvider } from './zod';

/** An endpoint's request schemas under Fastify's names (`query` is Fastify's `querystring`). */
export type RouteSchemas<E extends AnyEndpoint> = {
  [K in keyof RequestOf<E> as K extends 'query' ? 'querystring' : K]: RequestOf<E>[K];
};

/** The request a handler of E sees: body and query as its schemas output them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  RouteSchemas<E>,
  ZodTypeProvider
>;

export interface EndpointRoute<E extends AnyEndpoint> {
  /** Exactly the schemas the declaration names (contract/src/api/endpoints.ts). */
  schema: RouteSchemas<E>;
  /** For 'player' endpoints requireAccessToken, for 'operator' ones requireOperator (checked at registration). */
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  /** A limit of its own where the declared body may be larger than the server's (16 KiB). */
  bodyLimit?: number;
  /** Answers the declared content in an envelope, or sends the reply itself. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Envelope<ContentOf<E>> | FastifyReply>;
}

/** The guard each access level must be served with: a declaration cannot be served less guarded than it says. */
const GUARD: Record<Access, string | undefined> = { open: undefined, player: 'requireAccessToken', operator: 'requireOperator' };

/** Throws at registration when a declaration (an endpoint or an event stream) would be served less guarded than it says. */
export function assertGuarded(
  declaration: { method: string; path: string; access: Access },
  onRequest: onRequestAsyncHookHandler | undefined,
): void {
  const guard = GUARD[declaration.access];
  if (guard !== undefined && onRequest?.name !== guard) {
    throw new Error(`${declaration.method} ${declaration.path} is declared '${declaration.access}' but served without ${guard}.`);
  }
}

/** Registers a declared endpoint: its method and path from the declaration, its handler typed by it. */
export function serveEndpoint<E extends AnyEndpoint>(app: ZodApp, endpoint: E, route: EndpointRoute<E>): void {
  assertGuarded(endpoint, route.onRequest);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...route,
    // One cast, here: Fastify's route generics cannot follow the mapped schema type.
    handler: route.handler as unknown as Parameters<ZodApp['route']>[0]['handler'],
  });
}
