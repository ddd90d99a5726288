/** The routes BENCHMARKS.md's front-end figures measure; /withdrawal is opened signed in (a session pre-set in sessionStorage, spec §3). */
export interface BenchRoute {
  path: string;
  signedIn: boolean;
}

const allRoutes: readonly BenchRoute[] = [
  { path: '/', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/get-started/', signedIn: false },
  { path: '/cashprizes', signedIn: false },
  { path: '/withdrawal', signedIn: true },
];

/** All of them, or those ROUTES lists (comma-separated paths) for a quicker look at a few. */
export const benchRoutes: readonly BenchRoute[] = process.env.ROUTES
  ? allRoutes.filter((route) => process.env.ROUTES!.split(',').includes(route.path))
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
