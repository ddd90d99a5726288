/**
 * Front-end builds served by real nginx with the project's own config (deploy/nginx), as the
 * containers serve them: the e2e suite's E2E_STACK=nginx and the tooling tests use it.
 * The config is rendered by the containers' own deploy/nginx/render.sh, not a copy of its logic.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontEnds } from './front-ends';
import { frontEndPort, repoRoot, type ServiceSpec, type StackPorts } from './stack';

export const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const njsModule = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const jqBinary = '/usr/bin/jq';
const renderScript = path.join(repoRoot, 'deploy/nginx/render.sh');

/** Throws with the install command when nginx, its brotli or njs module, or jq (config.json's writer) is missing. */
export function assertNginxInstalled(): void {
  if (![nginxBinary, brotliModule, njsModule, jqBinary].every((file) => existsSync(file))) {
    throw new Error(
      `nginx with the brotli and njs modules, and jq, are needed (${nginxBinary}, ${brotliModule}, ${njsModule}, ${jqBinary}). Debian: apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-js jq`,
    );
  }
}

export interface NginxSite {
  documentRoot: string;
  /** A port, or address:port. */
  listen: string;
  /** The shell: client-side routes, and config.json written from the environment like its container. */
  shell: boolean;
  /** SHELL_URL … IDENTITY_URL: the origins the Content-Security-Policy names and config.json points at. */
  urls: Record<string, string>;
}

/** Writes a runnable nginx folder for one build; returns nginx's arguments to serve it. */
export function renderNginxSite(folder: string, site: NginxSite): string[] {
  execFileSync('sh', [renderScript, folder], {
    // process.env too: CLIENT_ID, CLIENT_SECRET, REALM and SUPPORT_* reach config.json as in localDiscoveryDocument.
    // Not its *_URL variables (CI's DATABASE_URL): a remote's policy names every one it is given.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.endsWith('_URL'))),
      LISTEN: site.listen,
      DOCUMENT_ROOT: site.documentRoot,
      WRITE_CONFIG_JSON: String(site.shell),
      ...site.urls,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return ['-p', folder, '-c', path.join(folder, 'nginx.conf')];
}

/**
 * Where the browser reaches each service of the local stack, in render.sh's variables; and where
 * the shell's nginx reaches each remote for its pre-rendered screens (the address nginx listens on:
 * `localhost` would be tried on ::1 first, where nothing listens).
 */
function stackUrls(ports: StackPorts): Record<string, string> {
  const localhost = (port: number) => `http://localhost:${port}`;
  return {
    ...Object.fromEntries(frontEnds().map((app) => [`${app.variable}_URL`, localhost(frontEndPort(ports, app))])),
    ...Object.fromEntries(
      frontEnds()
        .slice(1)
        .map((app) => [`${app.variable}_FRAGMENT_URL`, `http://127.0.0.1:${frontEndPort(ports, app)}`]),
    ),
    API_URL: localhost(ports.api),
    IDENTITY_URL: localhost(ports.identity),
  };
}

/**
 * The stack's services with the front-end origins served by nginx (one nginx per app, so a
 * test can stop one remote) instead of the Node static server; nginx folders go under `folder`.
 */
export function withNginxFrontEnds(specs: ServiceSpec[], ports: StackPorts, folder: string): ServiceSpec[] {
  assertNginxInstalled();
  const urls = stackUrls(ports);
  return specs.map((spec) => {
    const app = frontEnds().find((candidate) => candidate.dir === spec.name);
    if (!app) return spec;
    const args = renderNginxSite(path.join(folder, app.dir), {
      documentRoot: path.join(repoRoot, app.dir, 'dist'),
      listen: `127.0.0.1:${frontEndPort(ports, app)}`,
      shell: app.name === 'shell',
      urls,
    });
    return { ...spec, command: nginxBinary, args, env: {} };
  });
}
