import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { ErrorCode } from 'contract/envelope';
import { CHARACTER_NOT_IN_REPERTOIRE, NUL_IN_TEXT_MESSAGE, sqlState } from '../../db/database';
import { answerUnmetExpectations, clientErrorAnswer, type RenderRefusal } from '../../http/server-options';

/** An OAuth 2.0 error answer (RFC 6749 §5.2), shaped as Keycloak sends it. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }

  toJSON() {
    return { error: this.error, error_description: this.description, ...this.extra };
  }
}

/**
 * The identity's answer over a rate limit: OAuth-shaped like all its errors, carrying the API's
 * error_code RATE_LIMITED as Keycloak-style answers carry theirs (docs/decisions/007).
 */
export const refuseWithOAuthError = (message: string) =>
  new OAuthError(429, 'too_many_requests', message, { error_code: ErrorCode.RATE_LIMITED });

/** The server option for requests Node's parser refused (slow, oversized head, broken): OAuth errors too. */
const invalidRequest: RenderRefusal = (message) => ({ error: 'invalid_request', error_description: message });

export const oauthClientErrors = clientErrorAnswer(invalidRequest);

/**
 * The server option for the router's own errors (a path with a broken %-escape or an over-long
 * part), which never reach the error handler: OAuth errors too, without echoing the path.
 */
export const oauthFrameworkErrors: FastifyServerOptions['frameworkErrors'] = (_error, _request, reply) => {
  void (reply as FastifyReply).status(400).send(invalidRequest('The URL is not valid.'));
};

/** Errors of the identity service as `{error, error_description}`; no stack ever leaves. */
export function registerOAuthErrorHandling(app: FastifyInstance): void {
  answerUnmetExpectations(app, invalidRequest);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthError) return reply.status(error.statusCode).send(error.toJSON());
    const { name, statusCode } = error as Partial<FastifyError>;
    if (name === 'DatabaseUnavailableError') {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: 'temporarily_unavailable', error_description: 'The service is temporarily unavailable.' });
    }
    if (sqlState(error) === CHARACTER_NOT_IN_REPERTOIRE) {
      return reply.status(400).send({ error: 'invalid_request', error_description: NUL_IN_TEXT_MESSAGE });
    }
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'bad request');
      // Fastify's client-error messages (bad media type, body too large) are safe to show.
      return reply.status(statusCode).send({ error: 'invalid_request', error_description: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'server_error', error_description: 'Unexpected server error.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'not_found', error_description: 'Unable to find matching target resource method.' }),
  );
}
