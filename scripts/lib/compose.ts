/**
 * The composed containers (docker-compose.yml) as the e2e suite's production-like stack: the
 * images built from the repository's Dockerfiles, PostgreSQL, MailDev and the same nginx config,
 * under their own project name so a developer's own `docker compose up` is never touched.
 * e2e/docker-compose.e2e.yml adds only what the journeys need (limits off, the internal listener
 * published on loopback for coin credits).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run, type RunOptions } from './run';
import { repoRoot } from './stack';

export const composeProject = process.env.E2E_COMPOSE_PROJECT ?? 'playprize-e2e';
const composeFiles = ['docker-compose.yml', 'e2e/docker-compose.e2e.yml'];
/** Debian's docker.io client builds with the engine's own BuildKit; a newer client first on PATH may lack buildx. */
const debianDocker = '/usr/bin/docker';

/** Compose 1.29 builds with BuildKit only when told to (the Dockerfiles' cache mounts need it). */
export function composeEnvironment(): NodeJS.ProcessEnv {
  const dockerDir = existsSync(debianDocker) ? path.dirname(debianDocker) : undefined;
  return {
    ...process.env,
    DOCKER_BUILDKIT: '1',
    COMPOSE_DOCKER_CLI_BUILD: '1',
    PATH: dockerDir ? `${dockerDir}${path.delimiter}${process.env.PATH ?? ''}` : process.env.PATH,
  };
}

const composeArgs = (args: string[], project: string, files: string[]) => [
  '-p',
  project,
  ...files.flatMap((file) => ['-f', file]),
  ...args,
];

export interface ComposeOptions extends RunOptions {
  project?: string;
  files?: string[];
  env?: Record<string, string>;
}

/** Runs docker-compose with the e2e project and files; resolves with its exit code, output inherited (or logged). */
export function compose(
  args: string[],
  { project = composeProject, files = composeFiles, env = {}, logFile }: ComposeOptions = {},
): Promise<number> {
  return run(
    'docker-compose',
    composeArgs(args, project, files),
    { ...(composeEnvironment() as Record<string, string>), ...env },
    { logFile },
  );
}

/** The same, synchronously, returning its output (for tests' afterAll hooks, which cannot wait on a spawn). */
export function composeSync(args: string[], { project = composeProject, files = composeFiles, env = {} }: ComposeOptions = {}): string {
  return execFileSync('docker-compose', composeArgs(args, project, files), {
    cwd: repoRoot,
    env: { ...composeEnvironment(), ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function docker(args: string[]): string {
  return execFileSync('docker', args, { env: composeEnvironment(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The container that runs one service now (its id changes when the service is recreated). */
export function containerOf(service: string, options: ComposeOptions = {}): string {
  const id = composeSync(['ps', '-q', service], options).trim();
  if (!id) throw new Error(`The ${service} service has no container`);
  return id;
}

/** Each service's container health ('healthy', 'starting', 'unhealthy', or the state when it has no health check). */
export function healthOf(options: ComposeOptions = {}): Record<string, string> {
  const ids = composeSync(['ps', '-q'], options).split('\n').filter(Boolean);
  if (ids.length === 0) return {};
  const lines = docker([
    'inspect',
    '-f',
    '{{index .Config.Labels "com.docker.compose.service"}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
    ...ids,
  ]);
  return Object.fromEntries(
    lines
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
}

/** Waits until every service of the project is healthy; throws naming those that are not. */
export async function waitUntilHealthy(
  services: string[],
  { timeoutMs = 180_000, ...options }: ComposeOptions & { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = healthOf(options);
    const waiting = services.filter((service) => health[service] !== 'healthy');
    if (waiting.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `Not healthy within ${timeoutMs / 1000} s: ${waiting.map((service) => `${service} (${health[service] ?? 'no container'})`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Every service the compose files declare. */
export function composeServices(options: ComposeOptions = {}): string[] {
  return composeSync(['config', '--services'], options).split('\n').filter(Boolean);
}
