import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { currentLanguage } from '../i18n/language-store';

/**
 * The HTTP client apps receive (remotes use this type instead of importing axios). axios itself is
 * loaded with the first request, not with the page: most first paints make no call, and 18 kB gzip
 * of axios on every page's critical path bought nothing (ADR 016).
 */
export interface ApiClient {
  /** The identity service's form posts (its protocol is not the API's). */
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** Every call of the API, through callEndpoint. */
  request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** Replaces the transport under this client: the network edge the test suites stub. */
  useAdapter(adapter: AxiosAdapter): void;
}

/**
 * The spec's client has no timeout; a request that hangs would leave a button busy forever,
 * so every call gives up after this long and the screen shows its network-error message.
 */
const REQUEST_TIMEOUT_MS = 15_000;
/** Largest answer accepted; the API's biggest list is a few KB. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

let axiosModule: Promise<typeof import('axios')> | undefined;

/** axios, loaded once; a failed download is not remembered, so the next request tries again. */
function loadAxios(): Promise<typeof import('axios')> {
  axiosModule ??= import('axios').catch((error: unknown) => {
    axiosModule = undefined;
    throw error;
  });
  return axiosModule;
}

/** Each call says the page's language: the server keeps it for a new player's mails (ADR 034). */
function inPageLanguage(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...config, headers: { 'Accept-Language': currentLanguage(), ...config.headers } as AxiosRequestConfig['headers'] };
}

type RefusedTokenListener = (token: string) => void;
const refusedTokenListeners = new Set<RefusedTokenListener>();

/**
 * Hears of every bearer token the API answered 401 to: the session it opened has ended (signed out
 * elsewhere, a password changed, its lifetime over). The session provider signs that tab out.
 */
export function onRefusedToken(listener: RefusedTokenListener): () => void {
  refusedTokenListeners.add(listener);
  return () => refusedTokenListeners.delete(listener);
}

/** The bearer a request carried, when the API answered it 401. */
function refusedBearer(error: unknown, config: AxiosRequestConfig): string | null {
  if (!isAxiosError(error) || error.response?.status !== 401) return null;
  const authorization = (config.headers as Record<string, unknown> | undefined)?.Authorization;
  return typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
}

function lazyClient(baseURL: string): ApiClient {
  let instance: AxiosInstance | undefined;
  let adapter: AxiosAdapter | undefined;
  const ready = async () => {
    const { default: axios } = await loadAxios();
    instance ??= axios.create({
      baseURL,
      timeout: REQUEST_TIMEOUT_MS,
      maxContentLength: MAX_RESPONSE_BYTES,
      headers: { Accept: 'application/json' },
    });
    if (adapter) instance.defaults.adapter = adapter;
    return instance;
  };
  return {
    post: async (url, data, config) => (await ready()).post(url, data, inPageLanguage(config)),
    request: async (config) => {
      try {
        return await (await ready()).request(inPageLanguage(config));
      } catch (error) {
        const refused = refusedBearer(error, config);
        if (refused) for (const listener of refusedTokenListeners) listener(refused);
        throw error;
      }
    },
    useAdapter: (replacement) => {
      adapter = replacement;
    },
  };
}

const clients = new Map<string, ApiClient>();

/** One client per base URL, shared by every app on the page through the `shared` singleton. */
export function apiClientFor(baseURL: string): ApiClient {
  let client = clients.get(baseURL);
  if (!client) {
    client = lazyClient(baseURL);
    clients.set(baseURL, client);
  }
  return client;
}

interface AxiosErrorLike {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

/** axios.isAxiosError without axios: the check must work before axios has loaded. */
function isAxiosError(error: unknown): error is AxiosErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The envelope or error body of a failed call, when the server answered at all. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (isAxiosError(error) && error.response && typeof error.response.data === 'object' && error.response.data) {
    return error.response.data as Record<string, unknown>;
  }
  return null;
}

/** True when no answer came back: offline, refused, timed out, blocked by CORS. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
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

/** True for an answer with a 5xx status: the server failed, and the same request may succeed later. */
export function isServerError(error: unknown): boolean {
  return isAxiosError(error) && (error.response?.status ?? 0) >= 500;
}

/** True for the server's "too many attempts" answer, whose message says how long to wait. */
export function isRateLimited(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 429;
}
