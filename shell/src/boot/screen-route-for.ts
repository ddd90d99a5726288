/** A path as react-router compares it: case-insensitive, without a trailing slash. */
function normalised(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * The screen route a path renders, by the rules react-router applies to this table (static
 * segments, a trailing `*` taking the rest, an exact route before a splat). The boot script uses it
 * before react-router has loaded; a test holds it to react-router's own matchRoutes.
 */
export function screenRouteFor<Route extends { path: string }>(pathname: string, routes: readonly Route[]): Route | undefined {
  const path = normalised(pathname);
  const exact = routes.find((route) => !route.path.endsWith('*') && normalised(route.path) === path);
  if (exact) return exact;
  const splats = routes
    .filter((route) => route.path.endsWith('*'))
    .map((route) => ({ route, base: normalised(route.path.slice(0, -1)) }))
    .filter(({ base }) => path === base || path.startsWith(base === '/' ? '/' : `${base}/`))
    .sort((a, b) => b.base.length - a.base.length);
  return splats[0]?.route;
}
