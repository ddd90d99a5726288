/**
 * The composed stack's front ends, from its one source: the shell's default discovery document
 * (shell/public/config.json, ADR 049) and a convention. Each micro-frontend it lists is a remote
 * with federation name `x`, folder `mfe-x`, contract port that of its manifest URL there, and the
 * variables X_PORT, X_URL and X_FRAGMENT_URL. The compose file (scripts/generate-compose.ts),
 * `npm start` and the deploy-config tests read the list here, so a new remote is one document entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, runningVersion, type DiscoveryDocument } from '../../contract/src/federation';

export const defaultDocumentFile = path.resolve(__dirname, '../../shell/public/config.json');

export interface FrontEnd {
  /** The federation name: `shell`, or the document's key. */
  name: string;
  /** Its workspace folder. */
  dir: string;
  /** Its contract port: the container's, and the host's unless `<variable>_PORT` moves it. */
  port: number;
  /** The variables' stem: AUTH for auth (AUTH_PORT, AUTH_URL, AUTH_FRAGMENT_URL). */
  variable: string;
}

export const shellFrontEnd: FrontEnd = { name: 'shell', dir: apps.shell.dir, port: apps.shell.port, variable: 'SHELL' };

export function readDefaultDocument(file = defaultDocumentFile): DiscoveryDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as DiscoveryDocument;
}

/** The shell, then each remote in the document's order; throws, naming the entry, on one the convention cannot place. */
export function frontEnds(document: DiscoveryDocument = readDefaultDocument()): FrontEnd[] {
  return [shellFrontEnd, ...Object.entries(document.microFrontends).map(([name, versions]) => remoteFrontEnd(name, versions))];
}

/** The remotes alone. */
export function remoteFrontEnds(document?: DiscoveryDocument): FrontEnd[] {
  return frontEnds(document).slice(1);
}

/** Names whose variables (API_URL, SMTP_PORT …) or ports the stack already uses. */
const reserved = ['shell', 'api', 'identity', 'internal', 'smtp'];

function remoteFrontEnd(name: string, versions: DiscoveryDocument['microFrontends'][string]): FrontEnd {
  // The name becomes a folder, variable names and an nginx location: nothing else may pass.
  if (!/^[a-z][a-z0-9]*$/.test(name) || reserved.includes(name))
    throw new Error(
      `microFrontends.${name}: a remote's name is lower-case letters and digits (its folder is mfe-<name>), none of ${reserved.join(', ')}`,
    );
  const { url } = runningVersion(versions);
  const port = Number(new URL(url).port);
  if (!port) throw new Error(`microFrontends.${name}: the default document's url names the remote's port (${url})`);
  return { name, dir: `mfe-${name}`, port, variable: name.toUpperCase() };
}
