import { ErrorCode, type Envelope } from 'contract/envelope';

export { ErrorCode, type Envelope };

/** A successful answer: status true, error_code NO_ERROR. */
export function ok<T>(content: T, message = 'OK'): Envelope<T> {
  return { status: true, error_code: ErrorCode.NO_ERROR, message, content };
}

/** A failed answer: content null, so it fits any endpoint whose content may be null. */
export function failure(errorCode: string, message: string): Envelope<null> {
  return { status: false, error_code: errorCode, message, content: null };
}

/**
 * An error a route throws to answer with an envelope: the global error handler turns it into
 * `failure(errorCode, message)` with this HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static validation(message: string): ApiError {
    return new ApiError(400, ErrorCode.VALIDATION_FAILED, message);
  }

  static unauthorized(): ApiError {
    return new ApiError(401, ErrorCode.UNAUTHORIZED, 'Invalid or expired token.');
  }

  static forbidden(message = 'You may not access this resource.'): ApiError {
    return new ApiError(403, ErrorCode.FORBIDDEN, message);
  }

  static notFound(message: string): ApiError {
    return new ApiError(404, ErrorCode.NOT_FOUND, message);
  }

  static unavailable(message = 'The service is temporarily unavailable. Please try again later.'): ApiError {
    return new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, message);
  }
}
