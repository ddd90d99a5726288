/**
 * A signed-in page's first read of the profile, started by the shell's boot script beside the
 * page's code instead of after it (ADR 070), and taken by the read layer instead of asking again.
 * The boot script is bundled apart from the shell, so the two meet on a global. An answer is taken
 * once, and only for the same endpoint, player and token; a refused, failed or missing one makes
 * the read ask as usual (so a 401 still signs the tab out through the API client).
 */
import type { Envelope } from 'contract/envelope';

interface PreloadedRead {
  token: string;
  /** The envelope of a 2xx answer; null for any other outcome. */
  answer: Promise<Envelope<unknown> | null>;
}

const globalKey = '__playPrizePreloadedReads';
type WithReads = typeof globalThis & { [globalKey]?: Map<string, PreloadedRead> };

function reads(): Map<string, PreloadedRead> {
  const scope = globalThis as WithReads;
  scope[globalKey] ??= new Map();
  return scope[globalKey];
}

/** endpoints.getProfile's path, written out: the boot script must not bundle every endpoint's declaration (a test keeps them equal). */
export const profilePath = '/api/external/v1/profile';

const readKey = (path: string, playerId: string) => `${path}?uuid=${playerId}`;

/** Starts the GET of a player's `path` (a `uuid` query, as the profile's) with the bearer `token`. */
export function preloadRead(apiBaseUrl: string, path: string, token: string, playerId: string): void {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${path}?uuid=${encodeURIComponent(playerId)}`;
  const answer = fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': document.documentElement.lang || 'en' } })
    .then((response) => (response.ok ? (response.json() as Promise<Envelope<unknown>>) : null))
    .catch(() => null);
  reads().set(readKey(path, playerId), { token, answer });
}

/** The preloaded answer for this read, once; undefined when there is none for this player and token. */
export function takePreloadedRead<T>(path: string, token: string, playerId: string): Promise<Envelope<T> | null> | undefined {
  const key = readKey(path, playerId);
  const read = reads().get(key);
  reads().delete(key);
  return read?.token === token ? (read.answer as Promise<Envelope<T> | null>) : undefined;
}

/** The subject of a JWT, read without verifying (the API verifies) and without a library: the boot script stays small. */
export function tokenSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}
