import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Only the configured front-end origins may call from a browser, with the headers they need. */
export async function registerCors(
  app: FastifyInstance,
  options: { origins: string[]; methods: string[]; allowedHeaders: string[] },
): Promise<void> {
  await app.register(cors, {
    origin: options.origins,
    methods: options.methods,
    allowedHeaders: options.allowedHeaders,
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
}
