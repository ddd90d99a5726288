import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Only the configured front-end origins may call from a browser, with the headers they need. They
 * may read X-Request-Id (support) and Retry-After: a browser hides every other header of a
 * cross-origin answer, so without it the live balance could not wait as a 503 asks (ADR 040).
 */
export async function registerCors(
  app: FastifyInstance,
  options: { origins: string[]; methods: string[]; allowedHeaders: string[] },
): Promise<void> {
  await app.register(cors, {
    origin: options.origins,
    methods: options.methods,
    allowedHeaders: options.allowedHeaders,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
