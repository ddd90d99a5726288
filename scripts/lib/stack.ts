/**
 * The composed stack as separate processes, one per deployable: the mail catcher, the
 * server (API + identity), and one static origin per front end. `npm start` and the
 * end-to-end suite both run it from here, so what the tests exercise is what a developer runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppId } from '../../contract/src/federation';
import { frontEnds, readDefaultDocument, type FrontEnd } from './front-ends';

export const repoRoot = path.resolve(__dirname, '../..');

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} must be a port number, got "${raw}"`);
  return port;
}

/**
 * docs/platform-contract.md §2, each port overridable by an environment variable; a front end's by
 * its federation name, for every remote the default document lists (scripts/lib/front-ends.ts).
 */
export function stackPorts() {
  const frontEndPorts = Object.fromEntries(frontEnds().map((app) => [app.name, portFrom(`${app.variable}_PORT`, app.port)]));
  return {
    ...(frontEndPorts as Record<AppId, number>),
    api: portFrom('API_PORT', 8080),
    identity: portFrom('IDENTITY_PORT', 8081),
    internal: portFrom('INTERNAL_PORT', 8082),
    smtp: portFrom('SMTP_PORT', 1025),
    mailWeb: portFrom('MAIL_WEB_PORT', 1080),
  };
}
export type StackPorts = ReturnType<typeof stackPorts>;

/** A front end's port in `ports`: each has its federation name's key, a remote only the document lists too. */
export function frontEndPort(ports: StackPorts, app: FrontEnd): number {
  const port = (ports as unknown as Record<string, unknown>)[app.name];
  if (typeof port !== 'number') throw new Error(`The stack has no port for ${app.name}`);
  return port;
}

export interface ServiceSpec {
  name: string;
  /** The program to run; Node (this process's binary) when absent. */
  command?: string;
  args: string[];
  /** Where it runs; the repository root when absent. */
  cwd?: string;
  env: Record<string, string>;
  /** Answers 2xx once the service is up. */
  readyUrls: string[];
  url: string;
}

const localhost = (port: number) => `http://localhost:${port}`;
const tsxEntry = ['--import', 'tsx'];

export function stackServices(
  ports: StackPorts,
  { dataDir, databaseUrl, serverSettings = {} }: { dataDir: string; databaseUrl?: string; serverSettings?: Record<string, string> },
): ServiceSpec[] {
  const frontEndOrigins = frontEnds().map((app) => localhost(frontEndPort(ports, app)));
  const serverEnv: Record<string, string> = {
    API_PORT: String(ports.api),
    IDENTITY_PORT: String(ports.identity),
    INTERNAL_PORT: String(ports.internal),
    // A developer's stack (npm start, npm run dev, the e2e suite), said so: the server takes anything
    // else for production. It has the demo accounts; production never does.
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    API_PUBLIC_URL: localhost(ports.api),
    IDENTITY_PUBLIC_URL: localhost(ports.identity),
    CORS_ORIGINS: frontEndOrigins.join(','),
    // The players' site, which mails link to.
    WEB_PUBLIC_URL: localhost(ports.shell),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...serverSettings,
  };
  return [
    {
      name: 'mail',
      args: [
        require.resolve('maildev/bin/maildev'),
        '--smtp',
        String(ports.smtp),
        '--web',
        String(ports.mailWeb),
        '--ip',
        '127.0.0.1',
        '--silent',
      ],
      env: {},
      readyUrls: [`http://127.0.0.1:${ports.mailWeb}/email`],
      url: localhost(ports.mailWeb),
    },
    {
      name: 'server',
      args: [path.join(repoRoot, 'server/dist/main.js')],
      env: serverEnv,
      readyUrls: [
        `http://127.0.0.1:${ports.api}/api/open/v1/country`,
        `http://127.0.0.1:${ports.identity}/realms/players/.well-known/openid-configuration`,
      ],
      url: `${localhost(ports.api)} (API), ${localhost(ports.identity)} (identity), http://127.0.0.1:${ports.internal} (internal)`,
    },
    ...frontEnds().map((app) => ({
      name: app.dir,
      args: [...tsxEntry, path.join(repoRoot, 'scripts/serve-static.ts'), app.dir],
      // Every origin answers config.json from the one document: the shell's, and a remote's standalone harness.
      env: { PORT: String(frontEndPort(ports, app)), DISCOVERY_DOCUMENT: discoveryDocumentFile(dataDir) },
      readyUrls: [`http://127.0.0.1:${frontEndPort(ports, app)}/${app.name === 'shell' ? 'config.json' : 'mf-manifest.json'}`],
      url: localhost(frontEndPort(ports, app)),
    })),
  ];
}

/**
 * Where the stack's discovery document (config.json, ADR 049) lives: beside its data, outside every
 * build, so an edit (a new remote, a rollback) is seen at the next load and no build's files change.
 */
export function discoveryDocumentFile(dataDir: string): string {
  return path.join(dataDir, 'config.json');
}

/**
 * What the shell reads at start (docs/platform-contract.md §3) for the local stack's ports, as the
 * containers write it: the default document with each remote listed once at its port here.
 */
export function localDiscoveryDocument(ports: StackPorts) {
  const clientId = process.env.CLIENT_ID ?? 'player-web';
  const clientSecret = process.env.CLIENT_SECRET ?? 'player-web-secret';
  const { schema, microFrontends } = readDefaultDocument();
  for (const app of frontEnds().slice(1)) {
    const versions = microFrontends[app.name]!;
    if (versions.length === 1) versions[0]!.url = `${localhost(frontEndPort(ports, app))}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: localhost(ports.api),
    identity: {
      baseUrl: localhost(ports.identity),
      realm: process.env.REALM ?? 'players',
      clientId,
      clientAuthorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    schema,
    microFrontends,
    support: { email: process.env.SUPPORT_EMAIL ?? 'support@playprize.lk', phone: process.env.SUPPORT_PHONE ?? '+94 11 234 5678' },
  };
}

export function writeDiscoveryDocument(ports: StackPorts, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(localDiscoveryDocument(ports), null, 2)}\n`);
}

export function spawnService(spec: ServiceSpec, { quiet }: { quiet: boolean }): ChildProcess {
  // The database is the one the stack was given (stackServices' databaseUrl), never one the calling
  // shell happens to export: CI exports DATABASE_URL for the server suites, and the e2e stack
  // must still start on its fresh embedded database.
  const { DATABASE_URL: _exported, ...inherited } = process.env;
  const child = spawn(spec.command ?? process.execPath, spec.args, {
    cwd: spec.cwd ?? repoRoot,
    env: { ...inherited, ...spec.env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (quiet) {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('exit', (code) => {
      if (code && errors) process.stderr.write(`[${spec.name}] exited with ${code}:\n${errors}\n`);
    });
  }
  return child;
}

/** On Ctrl-C or SIGTERM, stops every child and exits; returns that stop for the caller's own reasons to stop. */
function stopOnSignals(children: ChildProcess[]): () => void {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}

/** Waits until the service's ready URLs answer; `child`, when the service is our process, fails fast if it exits. */
export async function waitUntilReady(spec: ServiceSpec, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const url of spec.readyUrls) {
    for (;;) {
      if (child && child.exitCode !== null) throw new Error(`${spec.name} exited with code ${child.exitCode} before it was ready`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${spec.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A developer's stack on this machine (`npm start`, `npm run dev`): the ports, DATA_DIR and DATABASE_URL of the calling shell. */
export function localStack(): { ports: StackPorts; dataDir: string; services: ServiceSpec[] } {
  const ports = stackPorts();
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  return { ports, dataDir, services: stackServices(ports, { dataDir, databaseUrl: process.env.DATABASE_URL }) };
}

/**
 * Starts the services in turn, each ready before the next, their output on this terminal, then
 * lists them under `heading`. Ctrl-C stops them all; so does one that fails, rather than leave a
 * stack with a hole in it.
 */
export async function runInForeground(services: ServiceSpec[], heading: string, readyTimeoutMs?: number): Promise<void> {
  const children: ChildProcess[] = [];
  const stop = stopOnSignals(children);
  for (const service of services) {
    const child = spawnService(service, { quiet: false });
    children.push(child);
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) {
        console.error(`${service.name} stopped (exit ${code}); stopping the stack.`);
        stop();
      }
    });
    await waitUntilReady(service, child, readyTimeoutMs);
  }
  console.log(`\n${heading}`);
  for (const service of services) console.log(`  ${service.name.padEnd(15)} ${service.url}`);
}

/** Throws, naming the service, if something already listens on one of the stack's ports. */
export async function assertPortsFree(specs: ServiceSpec[]): Promise<void> {
  for (const spec of specs) {
    for (const url of spec.readyUrls) {
      const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
        () => true,
        () => false,
      );
      if (answered) throw new Error(`Port of ${spec.name} (${new URL(url).port}) is already in use: stop what runs there first.`);
    }
  }
}

export function missingBuilds(): string[] {
  const missing: string[] = frontEnds()
    .filter((app) => !existsSync(path.join(repoRoot, app.dir, 'dist', app.dir === 'shell' ? 'index.html' : 'mf-manifest.json')))
    .map((app) => app.dir);
  // The server's build also writes the avatar images it serves (server/generated/avatars).
  const serverOutputs = ['server/dist/main.js', 'server/generated/avatars'];
  if (serverOutputs.some((output) => !existsSync(path.join(repoRoot, output)))) missing.push('server');
  return missing;
}
