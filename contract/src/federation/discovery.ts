/**
 * The front-end discovery document (ADR 049): which micro-frontends the page is composed of, in the
 * Frontend Discovery schema's shape (github.com/awslabs/frontend-discovery, `v1-pre`): per
 * micro-frontend its versions, each with its Module Federation manifest URL, an optional fallback,
 * its version and the integrity of its entry, its share of browsers, and in `extras` the routes it
 * owns. Pure and small: the shell checks it on every first visit, the servers and tools under Node.
 */
import { realmRoles, type RealmRole } from '../session/roles';

export const discoverySchema = 'https://mfewg.org/schema/v1-pre.json';

/** A route a micro-frontend owns: a react-router path and the exposed screen it renders. */
export interface DiscoveredRoute {
  path: string;
  module: `./${string}`;
  /** Signed-in pages show the shell's top bar. */
  topBar?: boolean;
  /** Only an account holding this realm role may open it; the shell loads nothing of the remote for others. */
  requiresRole?: RealmRole;
  /**
   * Its remote's build pre-renders it (ADR 035): the shell's server paints its
   * `prerender/<prerenderedPageOf(path)>.<language>.html` from the HTML, with no rebuild of the shell.
   * `true`: a signed-out screen, for a browser with no signed-in tab. `"signed-in"`: a signed-in one
   * as it shows before the player's data comes, framed by the top bar, for a browser with one (ADR 079).
   */
  prerendered?: boolean | 'signed-in';
}

export interface MicroFrontendVersion {
  /** The version's `mf-manifest.json`. */
  url: string;
  /** Another copy of the same version, tried when `url` fails or does not match `integrity`. */
  fallbackUrl?: string;
  metadata: {
    version: string;
    /** Subresource Integrity of the version's `remoteEntry.js` (`sha384-…`). */
    integrity?: string;
  };
  /** Required when a micro-frontend lists several versions: shares of browsers summing to 100, one default. */
  deployment?: { traffic: number; default: boolean };
  extras: { routes: DiscoveredRoute[] };
}

export interface DiscoveryDocument {
  schema: string;
  microFrontends: Record<string, MicroFrontendVersion[]>;
}

type Problems = string[];
type Value = unknown;

const isObject = (value: Value): value is Record<string, Value> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Value): value is string => typeof value === 'string' && value.trim().length > 0;
export function isHttpUrl(value: Value): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A federation name is a JavaScript identifier: the runtime uses it as the container's global name. */
const federationName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const integrity = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The page and fragment name of a pre-rendered route: its path without a trailing `/*`, as
 * pageNameOf names a URL's ('/lab/*' → 'lab'); null unless that is one segment of a-z, 0-9 and '-',
 * the names the servers' fragment locations take.
 */
export function prerenderedPageOf(path: string): string | null {
  const name = path
    .replace(/\/?\*$/, '')
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  return /^[a-z0-9-]+$/.test(name) ? name : null;
}

function checkRoute(route: Value, at: string, problems: Problems): void {
  if (!isObject(route)) return void problems.push(`${at}: expected an object`);
  if (typeof route.path !== 'string' || !/^\/[^\s?#]*$/.test(route.path)) problems.push(`${at}.path: expected a path starting with "/"`);
  if (typeof route.module !== 'string' || !/^\.\/[A-Za-z0-9_-]+$/.test(route.module))
    problems.push(`${at}.module: expected an exposed module such as "./Games"`);
  if (route.topBar !== undefined && typeof route.topBar !== 'boolean') problems.push(`${at}.topBar: expected true or false`);
  const roles: readonly string[] = Object.values(realmRoles);
  if (route.requiresRole !== undefined && !roles.includes(route.requiresRole as string))
    problems.push(`${at}.requiresRole: expected one of ${roles.join(', ')}`);
  // Its page is named by its path, and a role's screen is never painted before the shell has checked the role.
  const prerendered =
    (route.prerendered === true || route.prerendered === 'signed-in') &&
    typeof route.path === 'string' &&
    prerenderedPageOf(route.path) &&
    !route.requiresRole;
  if (route.prerendered !== undefined && route.prerendered !== false && !prerendered)
    problems.push(
      `${at}.prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole`,
    );
}

function checkVersion(entry: Value, at: string, several: boolean, problems: Problems): void {
  if (!isObject(entry)) return void problems.push(`${at}: expected an object`);
  if (!isHttpUrl(entry.url)) problems.push(`${at}.url: expected the http(s) URL of an mf-manifest.json`);
  if (entry.fallbackUrl !== undefined && !isHttpUrl(entry.fallbackUrl)) problems.push(`${at}.fallbackUrl: expected an http(s) URL`);
  const metadata = isObject(entry.metadata) ? entry.metadata : undefined;
  if (!metadata || !isText(metadata.version)) problems.push(`${at}.metadata.version: expected non-empty text`);
  if (metadata?.integrity !== undefined && !(typeof metadata.integrity === 'string' && integrity.test(metadata.integrity)))
    problems.push(`${at}.metadata.integrity: expected a Subresource Integrity hash such as "sha384-…"`);
  const deployment = entry.deployment;
  if (deployment !== undefined || several) {
    const valid =
      isObject(deployment) &&
      Number.isInteger(deployment.traffic) &&
      (deployment.traffic as number) >= 0 &&
      (deployment.traffic as number) <= 100 &&
      typeof deployment.default === 'boolean';
    if (!valid) problems.push(`${at}.deployment: expected { "traffic": 0 to 100, "default": true or false }`);
  }
  const routes = isObject(entry.extras) ? entry.extras.routes : undefined;
  if (!Array.isArray(routes)) problems.push(`${at}.extras.routes: expected a list of routes`);
  else routes.forEach((route, index) => checkRoute(route, `${at}.extras.routes[${index}]`, problems));
}

function checkMicroFrontend(name: string, versions: Value, problems: Problems): void {
  const at = `microFrontends.${name}`;
  if (!federationName.test(name)) problems.push(`${at}: the name must be a federation name (letters, digits, _)`);
  if (!Array.isArray(versions) || versions.length === 0) return void problems.push(`${at}: expected a list of one or more versions`);
  const several = versions.length > 1;
  versions.forEach((entry, index) => checkVersion(entry, `${at}[${index}]`, several, problems));
  const listed = versions.filter(isObject);
  const numbers = listed.map((entry) => (isObject(entry.metadata) ? entry.metadata.version : undefined));
  if (new Set(numbers).size !== numbers.length) problems.push(`${at}: each version must be listed once`);
  if (several) {
    const deployments = listed.map((entry) => entry.deployment).filter(isObject);
    const traffic = deployments.reduce((sum, { traffic }) => sum + (typeof traffic === 'number' ? traffic : 0), 0);
    if (traffic !== 100) problems.push(`${at}: the versions' traffic must add up to 100, not ${traffic}`);
    if (deployments.filter((deployment) => deployment.default === true).length !== 1)
      problems.push(`${at}: exactly one version must be the default`);
  }
}

/** Two micro-frontends claiming one path would make the page depend on the document's order. */
function checkPathOwners(document: DiscoveryDocument, problems: Problems): void {
  const owners = new Map<string, string>();
  for (const [name, versions] of Object.entries(document.microFrontends)) {
    const paths = new Set(
      versions.flatMap((version) => version.extras.routes.map((route) => route.path.toLowerCase().replace(/\/+$/, '') || '/')),
    );
    for (const path of paths) {
      const owner = owners.get(path);
      if (owner) problems.push(`microFrontends.${name}: the route "${path}" is already owned by ${owner}`);
      else owners.set(path, name);
    }
  }
}

/** Every bad entry of a discovery document, each named by its place; none for a valid one. */
export function discoveryProblems(raw: Value): string[] {
  const problems: Problems = [];
  if (!isObject(raw)) return ['(root): expected an object'];
  if (raw.schema !== discoverySchema) problems.push(`schema: expected "${discoverySchema}"`);
  if (!isObject(raw.microFrontends)) problems.push('microFrontends: expected an object');
  else for (const [name, versions] of Object.entries(raw.microFrontends)) checkMicroFrontend(name, versions, problems);
  if (problems.length === 0) checkPathOwners(raw as unknown as DiscoveryDocument, problems);
  return problems;
}

/** The version a page runs when its server chose none: the only one listed, or the default. */
export function runningVersion(versions: readonly MicroFrontendVersion[]): MicroFrontendVersion {
  return versions.find((version) => version.deployment?.default) ?? versions[0]!;
}

/** A route with the micro-frontend that owns it (its federation name). */
export type OwnedRoute = DiscoveredRoute & { remote: string };

/** The page's route table: every route of the version each micro-frontend runs. */
export function routesOf(document: Pick<DiscoveryDocument, 'microFrontends'>): OwnedRoute[] {
  return Object.entries(document.microFrontends).flatMap(([remote, versions]) =>
    runningVersion(versions).extras.routes.map((route) => ({ ...route, remote })),
  );
}
