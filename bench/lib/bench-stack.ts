/**
 * The stacks the front-end benchmarks and the single-bundle journey run against: the server
 * and mail catcher, plus the composed front end (the shell and every remote) and/or the single-bundle
 * build, each origin a static server over a production build. Ports default to a 4000 range so
 * a run never collides with `npm start` or the e2e suite on the contract's ports.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  assertPortsFree,
  localDiscoveryDocument,
  repoRoot,
  spawnService,
  frontEndPort,
  stackPorts,
  stackServices,
  waitUntilReady,
  type ServiceSpec,
  type StackPorts,
} from '../../scripts/lib/stack';
import { frontEnds, remoteFrontEnds } from '../../scripts/lib/front-ends';

/**
 * The contract's ports moved from 3000 to 4000 (front ends) and from 8080 to 4080 (server). Every
 * front end the discovery document lists (the account area too, which the contract's `apps` lacks).
 */
const benchPortDefaults: Record<string, string> = {
  ...Object.fromEntries(frontEnds().map((app) => [`${app.variable}_PORT`, String(app.port + 1000)])),
  MONO_PORT: '4010',
  API_PORT: '4080',
  IDENTITY_PORT: '4081',
  INTERNAL_PORT: '4082',
  SMTP_PORT: '4025',
  MAIL_WEB_PORT: '4090',
};

export interface BenchPorts extends StackPorts {
  mono: number;
}

/** stackPorts() with the 4000-range defaults; every port still overridable by its variable. */
export function benchPorts(): BenchPorts {
  for (const [variable, fallback] of Object.entries(benchPortDefaults)) {
    if (!process.env[variable]) process.env[variable] = fallback;
  }
  return { ...stackPorts(), mono: Number(process.env.MONO_PORT) };
}

export const localhost = (port: number) => `http://localhost:${port}`;

export type Build = 'composed' | 'mono';

/**
 * The stack's discovery document into a staged copy of a build: the bench's origins are its own,
 * so it never repoints the document a running `npm start` or e2e stack reads.
 */
function writeAppConfig(dir: string, ports: StackPorts): void {
  writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(localDiscoveryDocument(ports), null, 2)}\n`);
}

interface StagedOrigin {
  spec: ServiceSpec;
  root: string;
}

/** A static origin over a copy of a build; the shell and the single bundle get this stack's config.json. */
function stagedOrigin(name: string, dist: string, stageDir: string, port: number, ports: StackPorts): StagedOrigin {
  const root = path.join(stageDir, name);
  cpSync(dist, root, { recursive: true });
  const isRemote = name.startsWith('mfe-');
  if (!isRemote) writeAppConfig(root, ports);
  const spec = {
    name,
    args: ['--import', 'tsx', path.join(__dirname, 'serve-dir.ts'), root, ...(isRemote ? [] : ['--spa'])],
    env: { PORT: String(port) },
    readyUrls: [`http://127.0.0.1:${port}/${isRemote ? 'mf-manifest.json' : 'config.json'}`],
    url: localhost(port),
  };
  return { spec, root };
}

/**
 * Asks each origin once for every script, style and document, brotli and gzip: the static server
 * compresses on first request (brotli at quality 11 takes a second or more for a large bundle), and
 * a CDN serves precompressed files, so no measured visit should pay for it.
 */
async function warmCompressionCaches(origins: StagedOrigin[]): Promise<void> {
  for (const { root, spec } of origins) {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|json|html|css|svg)$/.test(file));
    for (const file of files) {
      for (const encoding of ['br', 'gzip']) {
        const response = await fetch(`${spec.url}/${file.split(path.sep).join('/')}`, { headers: { 'Accept-Encoding': encoding } });
        await response.arrayBuffer();
      }
    }
  }
}

export interface StackOptions {
  builds: Build[];
  /** Server settings on top of the defaults (rate limits are raised: a bench signs in many times). */
  serverSettings?: Record<string, string>;
  quiet?: boolean;
}

export interface RunningStack {
  ports: BenchPorts;
  dataDir: string;
  services: { spec: ServiceSpec; pid: number }[];
  /** The origin each build is served from. */
  origin: Record<Build, string>;
  stop(): Promise<void>;
}

export async function startStack({ builds, serverSettings = {}, quiet = true }: StackOptions): Promise<RunningStack> {
  const ports = benchPorts();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'playprize-bench-'));
  const origin: Record<Build, string> = { composed: localhost(ports.shell), mono: localhost(ports.mono) };
  const server = stackServices(ports, {
    dataDir,
    serverSettings: {
      // The server's CORS list is the composed origins by default: the single-bundle origin is added.
      CORS_ORIGINS: [...Object.values(origin), ...remoteFrontEnds().map((app) => localhost(frontEndPort(ports, app)))].join(','),
      // Mails link to the build the players open: the composed one, or the single bundle when it runs alone.
      WEB_PUBLIC_URL: builds.includes('composed') ? origin.composed : origin.mono,
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_TARGET: '100000',
      CODE_RESEND_INTERVAL_SECONDS: '0',
      ...serverSettings,
    },
  });
  // The staged front ends live under DATA_DIR, next to the server's DATA_DIR/pglite: one folder to remove.
  const stageDir = path.join(dataDir, 'web');
  // BENCH_BUILD_ROOT measures candidate builds made elsewhere (same folder layout) without touching the working ones.
  const buildRoot = path.resolve(process.env.BENCH_BUILD_ROOT ?? repoRoot);
  const staged: StagedOrigin[] = [];
  if (builds.includes('composed')) {
    for (const app of frontEnds()) {
      staged.push(stagedOrigin(app.dir, path.join(buildRoot, app.dir, 'dist'), stageDir, frontEndPort(ports, app), ports));
    }
  }
  if (builds.includes('mono')) staged.push(stagedOrigin('mono', path.join(buildRoot, 'bench/mono/dist'), stageDir, ports.mono, ports));
  const specs = [...server.filter((spec) => spec.name === 'mail' || spec.name === 'server'), ...staged.map(({ spec }) => spec)];
  await assertPortsFree(specs);

  const services: RunningStack['services'] = [];
  const stop = async () => {
    for (const { pid } of services) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const spec of specs) {
      const child = spawnService(spec, { quiet });
      services.push({ spec, pid: child.pid! });
      await waitUntilReady(spec, child);
    }
    await warmCompressionCaches(staged);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, dataDir, services, origin, stop };
}

/** A fresh access token for a seeded player, from the identity service as the sign-in screen gets one. */
export async function accessTokenFor(ports: StackPorts, email: string, password: string): Promise<string> {
  const response = await fetch(`${localhost(ports.identity)}/realms/players/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from('player-web:player-web-secret').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'player-web', username: email, password }),
  });
  if (!response.ok) throw new Error(`token request for ${email} failed: HTTP ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token?: string };
  if (!token) throw new Error(`token response for ${email} has no access_token`);
  return token;
}
