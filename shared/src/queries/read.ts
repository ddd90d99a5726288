import { useEffect } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  contentOf,
  isNetworkError,
  isServerError,
  useApi,
  useSession,
  type AnyEndpoint,
  type ApiClient,
  type ContentOf,
  type Envelope,
} from 'shared';
import { takePreloadedOpenRead, takePreloadedRead } from '../api/preloaded-reads';
import { onReadsChanged } from './changed-reads';

/**
 * Reads of server data through swr (docs/decisions/020-data-layer.md): swr is a page singleton, so
 * every app reads from one cache; concurrent reads of a key make one request; a transient failure
 * is tried again; a change (`usePlayerCache`) reaches every screen showing the data. shared/queries
 * imports `shared` by name, never its files: a copy of this module that is not the shell's (a
 * remote's own page) must still use the page's one session and API client.
 */

/** What a screen gets from a read. */
export interface Read<T> {
  /** The last content read; undefined until the first answer. */
  data: T | undefined;
  /** The last read's failure (HTTP, network, or UnsuccessfulAnswer), until a read succeeds. */
  error: unknown;
  /** True while a read is under way and nothing has been read yet. */
  isLoading: boolean;
  /** True while any read is under way, a re-read too: `error` may then be an earlier read's. */
  isValidating: boolean;
  /** Reads again now (a Retry button). */
  retry(): void;
}

const MAX_RETRIES = 2;
const FIRST_RETRY_DELAY_MS = 500;

/** Worth trying again: no answer at all, or a 5xx. A 4xx or a status-false answer would come back the same. */
function isTransientFailure(error: unknown): boolean {
  return isNetworkError(error) || isServerError(error);
}

/**
 * The policy of every read, set here once and passed with each read rather than by a provider:
 * `shared`'s root, which every app renders, cannot render swr's (it is eager, swr is not).
 */
export const readPolicy: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > MAX_RETRIES || !isTransientFailure(error)) return;
    setTimeout(() => revalidate({ retryCount }), FIRST_RETRY_DELAY_MS * 2 ** (retryCount - 1));
  },
};

/**
 * A read the server records each time (an operator's view of personal data): once per visit of its
 * screen, not again when the window regains focus or the network comes back.
 */
export const auditedReadPolicy: SWRConfiguration = { ...readPolicy, revalidateOnFocus: false, revalidateOnReconnect: false };

/** Reference lists change with a deploy, not while a page is open: read once, again only when nothing was read. */
const referenceListPolicy: SWRConfiguration = {
  ...readPolicy,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** The caches (one a page; a test's each) whose reads a write's change reaches. */
const cachesListening = new WeakSet<object>();

/**
 * A write (shared's useWrite) names the endpoints it changed: every cached read of them is read
 * again, one request a key however many screens show it; one not shown is marked stale (swr's
 * "just read" mark cleared), so it is read when next shown even within the deduplication window.
 * Keys are arrays that start with their endpoint's path (playerKey, useAccountRead).
 */
function useChangesReachCache(): void {
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    if (cachesListening.has(cache)) return;
    cachesListening.add(cache);
    // Listens for the page's life: the cache lives as long. A failed re-read is the read's to show.
    onReadsChanged((change) => mutate((key) => Array.isArray(key) && change.paths.has(key[0] as string)).catch(() => undefined));
  }, [cache, mutate]);
}

export function useRead<T>(
  key: readonly unknown[] | null,
  request: (() => Promise<Envelope<T>>) | null,
  policy: SWRConfiguration,
): Read<T> {
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, request && (() => contentOf(request())), {
    ...policy,
    // Each failed request once (a deduplicated read shares it); what the player sees is the screen's to say.
    onError: (failure: unknown) => console.error(`${String(key?.[0])} could not be read`, failure),
  });
  useChangesReachCache();
  return { data, error, isLoading, isValidating, retry: () => void mutate() };
}

/** An open endpoint's content (no bearer), read once per page. */
export function useReferenceList<E extends AnyEndpoint>(
  endpoint: E,
  request: (api: ApiClient) => Promise<Envelope<ContentOf<E>>>,
): Read<ContentOf<E>> {
  const api = useApi();
  // A signed-in page's boot script may have asked already (ADR 070); else, or refused, the read asks.
  const read = async () => (await takePreloadedOpenRead<ContentOf<E>>(endpoint.path)) ?? request(api);
  return useRead([endpoint.path], read, referenceListPolicy);
}

/** The cache key of one player's read of `endpoint`: another player's data is never under it. */
export function playerKey(endpoint: AnyEndpoint, playerId: string): readonly unknown[] {
  return [endpoint.path, playerId];
}

/**
 * The page's first read of `endpoint` may have been started by the boot script beside the page's
 * code (ADR 070): its answer is taken once, for this player and token only; else the read asks.
 */
async function preloadedOr<E extends AnyEndpoint>(
  endpoint: E,
  request: (api: ApiClient, token: string, playerId: string) => Promise<Envelope<ContentOf<E>>>,
  api: ApiClient,
  player: { token: string; id: string },
): Promise<Envelope<ContentOf<E>>> {
  const preloaded = await takePreloadedRead<ContentOf<E>>(endpoint.path, player.token, player.id);
  return preloaded ?? request(api, player.token, player.id);
}

/** The signed-in player's data, keyed by the player and read with the current token; nothing is read signed out. */
export function usePlayerRead<E extends AnyEndpoint>(
  endpoint: E,
  request: (api: ApiClient, token: string, playerId: string) => Promise<Envelope<ContentOf<E>>>,
  policy: SWRConfiguration = readPolicy,
): Read<ContentOf<E>> {
  const api = useApi();
  const { accessToken, claims } = useSession();
  const player = accessToken && claims ? { token: accessToken, id: claims.sub } : null;
  return useRead(player && playerKey(endpoint, player.id), player && (() => preloadedOr(endpoint, request, api, player)), policy);
}
