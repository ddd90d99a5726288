import axios, { type AxiosInstance } from 'axios';

/** The HTTP client apps receive; remotes use this type instead of importing axios. */
export type ApiClient = AxiosInstance;

/**
 * The spec's client has no timeout; a request that hangs would leave a button busy forever,
 * so every call gives up after this long and the screen shows its network-error message.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Largest answer accepted; the API's biggest list is a few KB. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

const clients = new Map<string, AxiosInstance>();

/** One axios instance per base URL, shared by every app on the page through the `shared` singleton. */
export function apiClientFor(baseURL: string): AxiosInstance {
  let client = clients.get(baseURL);
  if (!client) {
    client = axios.create({
      baseURL,
      timeout: REQUEST_TIMEOUT_MS,
      maxContentLength: MAX_RESPONSE_BYTES,
      headers: { Accept: 'application/json' },
    });
    clients.set(baseURL, client);
  }
  return client;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The envelope or error body of a failed call, when the server answered at all. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (axios.isAxiosError(error) && error.response && typeof error.response.data === 'object' && error.response.data) {
    return error.response.data as Record<string, unknown>;
  }
  return null;
}

/** True when no answer came back: offline, refused, timed out, blocked by CORS. */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}

/** The error_code of a failed call's answer, as text ('' when there was none). */
export function errorCodeOf(error: unknown): string {
  return String(errorBody(error)?.error_code ?? '');
}

/** The server's own message for a failed call, when it sent one. */
export function serverMessageOf(error: unknown): string | null {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** True for the server's "too many attempts" answer, whose message says how long to wait. */
export function isRateLimited(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 429;
}
