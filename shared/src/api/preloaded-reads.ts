/**
 * A signed-in page's first reads (the profile, the screen's own), started by the shell's boot script
 * beside the page's code instead of after it (ADR 070), and taken by the read layer instead of asking again.
 * The boot script is bundled apart from the shell, so the two meet on a global. An answer is taken
 * once, and only for the same endpoint, player and token; a refused, failed or missing one makes
 * the read ask as usual (so a 401 still signs the tab out through the API client).
 */
import { decodeAccessToken } from '../session/token';
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

/** endpoints.getProfile's, written out: the boot script must not bundle every endpoint's declaration (a test keeps them equal). */
export const profileRead: PlayerReadPath = { path: '/api/external/v1/profile', byPlayer: true };

/**
 * The reads a signed-in page starts with, beyond the top bar's profile, by the page's exact path
 * (not its route's: /games/<game> is another screen): the withdrawal page's identity panel and
 * transactions, the games list and today's play, the account area's details and the lists its forms
 * choose from (a test keeps them equal to the endpoints' declarations). Its panels then show their
 * answer with the screen, instead of a loading row that the answer replaces (a layout shift).
 */
export const screenReads: Readonly<Record<string, readonly ScreenReadPath[]>> = {
  '/withdrawal': [
    { path: '/api/external/v1/identity-verification', byPlayer: true },
    { path: '/api/external/v1/transactions', byPlayer: true },
  ],
  '/games': [
    { path: '/api/external/v1/games', byPlayer: false },
    { path: '/api/external/v1/account/play-limits', byPlayer: true },
  ],
  // The details form's countries and the choices' avatars and categories are open lists: asked
  // after axios's chunk, they held the area's takeover back (BENCHMARKS.md, "/account's reads").
  '/account': [
    { path: '/api/external/v1/account/details', byPlayer: true },
    { path: '/api/open/v1/country', open: true },
    { path: '/api/open/v1/avatar_image', open: true },
    { path: '/api/open/v1/game_category', open: true },
  ],
};

const readKey = (path: string, playerId: string) => `${path}?uuid=${playerId}`;

/** A player's read: its path, and whether it names the player in a `uuid` query (the profile's does) or by the token alone. */
export interface PlayerReadPath {
  path: string;
  byPlayer: boolean;
}

/** A read open to anyone (no bearer): the same answer for every player. */
export interface OpenReadPath {
  path: string;
  open: true;
}

export type ScreenReadPath = PlayerReadPath | OpenReadPath;

/** An open read is kept under its path alone, and taken by whichever read asks first. */
const openKey = (path: string) => `open ${path}`;

/** Starts the GET of `read` (a player's with the bearer `token`); kept under the player's id, or for an open read under its path. */
export function preloadRead(apiBaseUrl: string, read: ScreenReadPath, token: string, playerId: string): void {
  const open = 'open' in read;
  const byPlayer = !open && read.byPlayer;
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${read.path}${byPlayer ? `?uuid=${encodeURIComponent(playerId)}` : ''}`;
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en' };
  if (!open) headers.Authorization = `Bearer ${token}`;
  const answer = fetch(url, { headers })
    .then((response) => (response.ok ? (response.json() as Promise<Envelope<unknown>>) : null))
    .catch(() => null);
  reads().set(open ? openKey(read.path) : readKey(read.path, playerId), { token: open ? '' : token, answer });
}

/** The preloaded answer of an open read, once; undefined when there is none. */
export function takePreloadedOpenRead<T>(path: string): Promise<Envelope<T> | null> | undefined {
  const read = reads().get(openKey(path));
  reads().delete(openKey(path));
  return read?.answer as Promise<Envelope<T> | null> | undefined;
}

/** The preloaded answer for this read, once; undefined when there is none for this player and token. */
export function takePreloadedRead<T>(path: string, token: string, playerId: string): Promise<Envelope<T> | null> | undefined {
  const key = readKey(path, playerId);
  const read = reads().get(key);
  reads().delete(key);
  return read?.token === token ? (read.answer as Promise<Envelope<T> | null>) : undefined;
}

/**
 * The subject of a JWT, read without verifying (the API verifies), as the session reads it: with
 * jwt-decode, which the boot script can afford (+0.3 kB gzip, ADR 070's amendment).
 */
export function tokenSubject(token: string): string | null {
  return decodeAccessToken(token)?.sub ?? null;
}
