import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from 'contract/endpoints';
import { z } from 'zod';

/** A route's request schemas as it was registered (Fastify's names). */
export interface ServedSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
}

const zodSchema = (value: unknown): z.ZodType | undefined => (value instanceof z.ZodType ? value : undefined);

/** Records the request schemas of every route `app` registers, by "METHOD path"; call before ready(). */
export function recordServedSchemas(app: FastifyInstance): Map<string, ServedSchemas> {
  const served = new Map<string, ServedSchemas>();
  app.addHook('onRoute', (route) => {
    const schemas = { body: zodSchema(route.schema?.body), querystring: zodSchema(route.schema?.querystring) };
    for (const method of [route.method].flat()) served.set(`${method} ${route.url}`, schemas);
  });
  return served;
}

/** A request schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as callers send it; rules only code can check are left out. */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
}

const MEDIA_TYPE = { json: 'application/json', multipart: 'multipart/form-data' } as const;

const ENVELOPE = { $ref: '#/components/schemas/Envelope' };

function operation(operationId: string, endpoint: AnyEndpoint, served: ServedSchemas) {
  return {
    operationId,
    ...(endpoint.access === 'open' ? {} : { security: [{ [`${endpoint.access}Token`]: [] }] }),
    ...(served.querystring ? { parameters: queryParameters(served.querystring) } : {}),
    ...(served.body
      ? { requestBody: { required: true, content: { [MEDIA_TYPE[endpoint.encoding]]: { schema: jsonSchema(served.body) } } } }
      : {}),
    responses: {
      '200': {
        description: 'The envelope; its content as declared in contract/src/api/endpoints.ts.',
        content: { 'application/json': { schema: ENVELOPE } },
      },
      default: {
        description: 'A refusal: the envelope with status false and an error code.',
        content: { 'application/json': { schema: ENVELOPE } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the declared endpoints, with the request schemas they are served
 * with. Answers are described as the envelope only: their content types exist as TypeScript types,
 * not as schemas. A declared endpoint that is not served is an error, not a gap in the document.
 */
export function openApiDocument(title: string, declared: Record<string, AnyEndpoint>, served: Map<string, ServedSchemas>) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const [operationId, endpoint] of Object.entries(declared)) {
    const schemas = served.get(`${endpoint.method} ${endpoint.path}`);
    if (!schemas) throw new Error(`${operationId} (${endpoint.method} ${endpoint.path}) is declared but not served.`);
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(operationId, endpoint, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    paths,
    components: {
      securitySchemes: {
        playerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token whose realm_access.roles holds payout-operator.',
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          description: 'Every answer (spec §7): error_code is NO_ERROR on success.',
          required: ['status', 'error_code', 'message', 'content'],
          properties: { status: { type: 'boolean' }, error_code: { type: 'string' }, message: { type: 'string' }, content: {} },
        },
      },
    },
  };
}
