import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Larger bodies are refused with 413: every request of the spec is a small form. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-service-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-service-key"]',
  'password',
  '*.password',
  'code',
  'body.code',
  'req.body.code',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  // Database errors carry their statement's parameters (password and code hashes among them).
  'err.params',
  'err.cause.params',
];

/**
 * Options both listeners share: structured pino logs with request ids, redaction, body limit,
 * which proxies to trust.
 * Logs go to stdout unless a stream is given (tests read them back).
 */
export function serverOptions(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'trustProxy'>>,
  service: 'api' | 'identity',
  logStream?: NodeJS.WritableStream,
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip (rate limits, logs) comes from X-Forwarded-For only behind configured proxies.
    trustProxy: config.trustProxy ?? false,
  };
}

/** Echoes the request id so a player's support report can be matched with the server's log. */
export function exposeRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
