/**
 * The routes BENCHMARKS.md's front-end figures measure. A signed-in route is opened with a session
 * pre-set in sessionStorage (spec §3); the same path can be measured signed out and signed in, so
 * each route has a key: its path, with " (signed in)" after it when the signed-out page has the same path.
 */
export interface BenchRoute {
  /** How tables, results and ROUTES name the route. */
  key: string;
  path: string;
  signedIn: boolean;
}

const allRoutes: readonly BenchRoute[] = [
  { key: '/', path: '/', signedIn: false },
  { key: '/signin', path: '/signin', signedIn: false },
  { key: '/get-started/', path: '/get-started/', signedIn: false },
  { key: '/cashprizes', path: '/cashprizes', signedIn: false },
  { key: '/withdrawal', path: '/withdrawal', signedIn: true },
  { key: '/games', path: '/games', signedIn: true },
  { key: '/ (signed in)', path: '/', signedIn: true },
  { key: '/account', path: '/account', signedIn: true },
];

/** The signed-in routes, for ROUTES=signed-in. */
const signedInKeys = allRoutes.filter((route) => route.signedIn).map((route) => route.key);

/**
 * All of them, or those ROUTES lists (comma-separated keys) for a quicker look at a few;
 * `ROUTES=signed-in` names the signed-in ones, `ROUTES='/ (signed in),/games'` mixes.
 */
export const benchRoutes: readonly BenchRoute[] = process.env.ROUTES
  ? allRoutes.filter((route) =>
      process.env
        .ROUTES!.split(',')
        .flatMap((key) => (key.trim() === 'signed-in' ? signedInKeys : [key.trim()]))
        .includes(route.key),
    )
  : allRoutes;

/** The seeded player a signed-in route is opened as (server seed data). */
export const benchPlayer = { email: 'player@example.com', password: 'player-pass' };

/** Runs in the page before any of its scripts: the session the sign-in screen would have stored. */
export function presetSession(token: string): void {
  try {
    if (location.protocol.startsWith('http')) sessionStorage.setItem('access_token', token);
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}
