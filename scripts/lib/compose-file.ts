/**
 * The parts of docker-compose.yml that list every front end, written from the one list
 * (scripts/lib/front-ends.ts: the default discovery document): the browser URLs, the server's
 * allowed origins, the shell's fragment URLs and dependencies, and a service per remote. Each sits
 * between a BEGIN and an END line; the rest of the file is hand-written. `npm run generate:compose`
 * writes them, and tooling/test/compose-file.test.ts fails when the committed file differs.
 */
import type { FrontEnd } from './front-ends';

export const generateCommand = 'npm run generate:compose';

const hostUrl = (app: Pick<FrontEnd, 'variable' | 'port'>) => `http://localhost:\${${app.variable}_PORT:-${app.port}}`;

/** The top-level lists, aliased by the services below them. */
function frontEndLists(apps: FrontEnd[]): string[] {
  const remotes = apps.filter((app) => app.name !== 'shell');
  return [
    "# Where the browser reaches each service. Every front end's Content-Security-Policy names these",
    "# origins, and the shell's config.json points at them.",
    'x-browser-urls: &browser-urls',
    ...apps.map((app) => `  ${app.variable}_URL: ${hostUrl(app)}`),
    `  API_URL: ${hostUrl({ variable: 'API', port: 8080 })}`,
    `  IDENTITY_URL: ${hostUrl({ variable: 'IDENTITY', port: 8081 })}`,
    '# The origins the server accepts requests from (CORS): every front end.',
    `x-front-end-origins: &front-end-origins ${apps.map(hostUrl).join(',')}`,
    "# Where the shell's nginx fetches each remote's pre-rendered screens (ADR 035): by its name on",
    "# the compose network, where the browser's localhost addresses would be the shell itself.",
    'x-fragment-urls: &fragment-urls',
    ...remotes.map((app) => `  ${app.variable}_FRAGMENT_URL: http://${app.dir}:${app.port}`),
    '# The shell is healthy when everything the page needs answers, so "shell healthy" means "open it".',
    'x-shell-depends-on: &shell-depends-on',
    '  server: { condition: service_healthy }',
    ...remotes.map((app) => `  ${app.dir}: { condition: service_healthy }`),
  ];
}

/** One service per remote, from the one front-end Dockerfile with the app as a build argument. */
function remoteServices(apps: FrontEnd[]): string[] {
  return apps
    .filter((app) => app.name !== 'shell')
    .flatMap((app) => [
      `${app.dir}:`,
      '  restart: unless-stopped',
      `  build: { context: ., dockerfile: deploy/front-end.Dockerfile, args: { APP: ${app.dir}, PORT: "${app.port}" } }`,
      `  ports: ["\${${app.variable}_PORT:-${app.port}}:${app.port}"]`,
      '  environment: *browser-urls',
    ]);
}

const regions = { 'front-end lists': frontEndLists, 'remote services': remoteServices };

/** `text` with every generated region written anew from `apps`; throws when a region's lines are missing. */
export function withGeneratedRegions(text: string, apps: FrontEnd[]): string {
  let result = text;
  for (const [name, lines] of Object.entries(regions)) {
    const pattern = new RegExp(`^( *)(# BEGIN generated \\(${name}\\)[^\\n]*\\n)[\\s\\S]*?^ *(# END generated \\(${name}\\)[^\\n]*)$`, 'm');
    if (!pattern.test(result)) throw new Error(`docker-compose.yml: the "# BEGIN generated (${name})" … "# END" lines are missing`);
    const written = (indent: string, begin: string, end: string) =>
      indent + begin + [...lines(apps), end].map((line) => indent + line).join('\n');
    result = result.replace(pattern, (_whole, indent: string, begin: string, end: string) => written(indent, begin, end));
  }
  return result;
}
