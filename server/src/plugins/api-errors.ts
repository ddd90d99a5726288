import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { CHARACTER_NOT_IN_REPERTOIRE, NUL_IN_TEXT_MESSAGE, sqlState } from '../db/database';
import { BodyEncodingError } from '../http/body-parsers';
import { ApiError, ErrorCode, failure } from '../http/envelope';
import { answerUnmetExpectations, BODY_LIMIT_BYTES, clientErrorAnswer, type RenderRefusal } from '../http/server-options';
import { describeZodError, isZodError } from '../http/zod';
import { identityMessages } from 'contract/identity';

interface Answer {
  statusCode: number;
  errorCode: string;
  message: string;
}

const INTERNAL: Answer = {
  statusCode: 500,
  errorCode: ErrorCode.INTERNAL_ERROR,
  message: 'Something went wrong. Please try again later.',
};

/** Fastify's own request errors (body parsing and the like), worded for the caller. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_BAD_URL: 'The URL is not valid: it has a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is not valid: a part of its path is too long.',
  // Multipart forms (@fastify/multipart, the identity photos' route only).
  FST_REQ_FILE_TOO_LARGE: identityMessages.photoTooLarge,
  FST_FILES_LIMIT: 'Send two photos at most: the front and the back of the NIC.',
  FST_PARTS_LIMIT: 'The form has more fields than it takes.',
  FST_FIELDS_LIMIT: 'The form has more fields than it takes.',
  FST_PROTO_VIOLATION: 'A form field may not be named __proto__ or constructor.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
  FST_MP_PREMATURE_CLOSE: 'The form ended before it was complete. Please send it again.',
};

const CODE_BY_STATUS: Record<number, string> = {
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  429: ErrorCode.RATE_LIMITED,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/** `bodyLimit`: the route's own limit where it has one (the games' submissions), else the server's. */
function classify(error: unknown, bodyLimit: number): Answer {
  if (error instanceof ApiError) return error;
  if (error instanceof BodyEncodingError) return ApiError.validation(error.message);
  if (isZodError(error)) {
    const part = (error as { validationContext?: string }).validationContext;
    return { statusCode: 400, errorCode: ErrorCode.VALIDATION_FAILED, message: describeZodError(error, part) };
  }
  const { name, code, statusCode } = (error ?? {}) as Partial<FastifyError>;
  if (name === 'DatabaseUnavailableError' || name === 'IdentityUnavailableError') {
    return ApiError.unavailable();
  }
  if (sqlState(error) === CHARACTER_NOT_IN_REPERTOIRE) {
    // A NUL in any text the request sent: bad input, refused when the database met it.
    return { statusCode: 400, errorCode: ErrorCode.VALIDATION_FAILED, message: NUL_IN_TEXT_MESSAGE };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's client errors (malformed JSON, oversized body, bad media type): safe to explain.
    const message =
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? `The request body is larger than ${bodyLimit / 1024} KiB.`
        : ((code && FASTIFY_MESSAGES[code]) ?? 'The request is invalid.');
    return { statusCode, errorCode: CODE_BY_STATUS[statusCode] ?? ErrorCode.VALIDATION_FAILED, message };
  }
  return INTERNAL;
}

function answerWithEnvelope(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = classify(error, request.routeOptions?.bodyLimit ?? BODY_LIMIT_BYTES);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: answer.statusCode, errorCode: answer.errorCode }, answer.message);
  return reply.status(answer.statusCode).send(failure(answer.errorCode, answer.message));
}

/**
 * The server option for the router's own errors (a path with a broken %-escape or an over-long
 * part), which never reach the error handler: envelopes for those too.
 */
export const apiFrameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  void answerWithEnvelope(error, request, reply);
};

const refusalEnvelope: RenderRefusal = (message) => failure(ErrorCode.VALIDATION_FAILED, message);

/** The server option for requests Node's parser refused (slow, oversized head, broken): envelopes too. */
export const apiClientErrors = clientErrorAnswer(refusalEnvelope);

/**
 * Every API error is an envelope `{status:false, error_code, message, content:null}`. Bad input
 * is a 4xx naming the problem; an unreachable database is a 503; anything else is a 500 whose
 * details (stack, SQL) stay in the log.
 */
export function registerApiErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerWithEnvelope);
  answerUnmetExpectations(app, refusalEnvelope);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send(failure(ErrorCode.NOT_FOUND, `There is no ${request.method} ${path} endpoint.`));
  });
}
