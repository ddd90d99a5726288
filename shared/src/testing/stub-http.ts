import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClientFor } from '../api/client';

export interface StubbedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  params: unknown;
  body: unknown;
}

/** What a stub route answers: an HTTP status and body, or 'network' for no answer at all. */
export type StubAnswer = { status: number; body: unknown } | 'network';
export type StubRoute = (request: StubbedRequest) => StubAnswer | Promise<StubAnswer>;

/** A route whose answer never comes: the screen stays in its loading state. */
export const neverAnswered = (): Promise<StubAnswer> => new Promise<StubAnswer>(() => undefined);

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Replaces the network under the shared axios instance for `baseURL` — the only edge tests stub.
 * Routes are keyed "METHOD /path"; an unmatched request fails the test (jest.setup.jsdom.js), even
 * when the screen catches the error. Returns the calls seen.
 */
export function stubHttp(baseURL: string, routes: Record<string, StubRoute>): StubbedRequest[] {
  const calls: StubbedRequest[] = [];
  apiClientFor(baseURL).useAdapter(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: StubbedRequest = {
      method,
      url,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      params: config.params,
      body: parseBody(config.data),
    };
    calls.push(request);
    const route = routes[`${method} ${url}`];
    if (!route) {
      const unstubbed = `No stub for ${method} ${url} on ${baseURL}`;
      // A screen may catch the error and go on: the jsdom setup fails the test after it.
      ((globalThis as { unstubbedRequests?: string[] }).unstubbedRequests ??= []).push(unstubbed);
      throw new Error(unstubbed);
    }
    const answer = await route(request);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: answer.body, status: answer.status, statusText: String(answer.status), headers: {}, config, request: {} };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  });
  return calls;
}

export function envelope<T>(content: T, overrides: Partial<{ status: boolean; error_code: string; message: string }> = {}) {
  return { status: true, error_code: 'NO_ERROR', message: 'OK', content, ...overrides };
}

/** The API saying no: `status` and an envelope with `error_code`, and with `message` if given (else the envelope's own). */
export const refusal = (status: number, error_code: string, message?: string): StubAnswer => ({
  status,
  body: envelope(null, { status: false, error_code, ...(message === undefined ? {} : { message }) }),
});
