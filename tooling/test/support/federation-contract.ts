import { apps, exposedModules, screenRoutes, type RemoteName } from '../../../contract/src/federation';

/** The part of an mf-manifest.json the contract needs. */
export interface Manifest {
  name: string;
  exposes: { path: string }[];
}

/**
 * What the shell consumes from a remote that the remote's built manifest does not provide:
 * every module the contract declares and every module a route renders, each named.
 */
export function contractProblems(remote: RemoteName, manifest: Manifest): string[] {
  const { dir, federationName } = apps[remote];
  const problems: string[] = [];
  if (manifest.name !== federationName)
    problems.push(`${dir}'s manifest is named "${manifest.name}", the shell loads it as "${federationName}"`);
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  const consumed = new Map<string, string>(
    Object.keys(exposedModules[remote]).map((module) => [module, 'declared in contract/src/federation']),
  );
  for (const route of screenRoutes) if (route.remote === remote) consumed.set(route.module, `rendered by the shell at ${route.path}`);
  for (const [module, why] of consumed) {
    if (!exposed.has(module)) problems.push(`${dir}'s mf-manifest.json does not expose "${module}" (${why})`);
  }
  return problems;
}
