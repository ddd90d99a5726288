/**
 * docker-compose.yml, checked without a Docker engine: Debian's docker-compose validates and
 * resolves it (`config`), then the resolved services are checked against the contract and
 * against what each service reads (the shell's config.json schema, the server's config).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { parseAppConfig } from '../../shared/src/config/app-config';
import { e2eServerSettings } from '../../e2e/support/server-settings';
import { generateCommand, withGeneratedRegions } from '../../scripts/lib/compose-file';
import { frontEnds as listedFrontEnds } from '../../scripts/lib/front-ends';
import { composeConfig, type Compose, type Service } from './support/compose-config';

const root = path.resolve(__dirname, '../..');
const composeFile = path.join(root, 'docker-compose.yml');
const productionFile = path.join(root, 'docker-compose.production.yml');

// The shell and every remote the default document lists: the one source (scripts/lib/front-ends.ts).
const frontEnds = listedFrontEnds();
const remotes = frontEnds.slice(1);

const secretVariables = ['CLIENT_SECRET', 'SERVICE_KEY', 'PERSONAL_DATA_KEY', 'POSTGRES_PASSWORD', 'TRUST_PROXY'];

/** `docker-compose config` of `files` with only the given variables set (none of the caller's ports or secrets leak in). */
function resolved(variables: Record<string, string> = {}, files = [composeFile]): Compose {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.endsWith('_PORT') && !secretVariables.includes(name) && !name.startsWith('COMPOSE_'),
    ),
  );
  return composeConfig(files, { ...env, ...variables });
}

/** A service's published ports as Compose's short form writes them, "host:container". */
const published = (service: Service) => (service.ports ?? []).map((port) => `${port.published}:${port.target}`);
/** The published ports of each named service. */
const publishedBy = (compose: Compose, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, published(compose.services[name]!)]));
const mounts = (service: Service) =>
  (service.volumes ?? []).map((volume) =>
    typeof volume === 'string' ? volume.split(':').slice(0, 2).join(':') : `${volume.source}:${volume.target}`,
  );

describe('docker-compose.yml', () => {
  let compose: Compose;
  beforeAll(() => {
    compose = resolved();
  });

  it(`lists the front ends the default document lists, as \`${generateCommand}\` writes them`, () => {
    const committed = readFileSync(composeFile, 'utf8');
    const drift = `docker-compose.yml differs from what \`${generateCommand}\` writes from shell/public/config.json: run it and commit the file`;
    expect(withGeneratedRegions(committed, frontEnds) === committed || drift).toBe(true);
  });

  it('is valid for docker-compose', () => {
    expect(() => execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], { stdio: 'pipe' })).not.toThrow();
  });

  it('runs the shell and each remote as its own service, built from the front-end Dockerfile for that app, on its contract port', () => {
    const shellOnly = { WRITE_CONFIG_JSON: 'true', HEALTH_PATH: 'config.json' };
    for (const app of frontEnds) {
      const service = compose.services[app.dir]!;
      const args = { APP: app.dir, PORT: String(app.port), ...(app.dir === 'shell' ? shellOnly : {}) };
      expect({ app: app.dir, build: service.build }).toEqual({
        app: app.dir,
        build: { context: root, dockerfile: 'deploy/front-end.Dockerfile', args },
      });
      expect(published(service)).toEqual([`${app.port}:${app.port}`]);
    }
  });

  it('runs the API and identity (one server process), PostgreSQL with a volume, and MailDev on the contract ports', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...frontEnds.map((app) => app.dir), 'mail', 'postgres', 'server'].sort());
    expect(publishedBy(compose, ['server', 'mail'])).toEqual({ server: ['8080:8080', '8081:8081'], mail: ['1025:1025', '1080:1080'] });
    expect(compose.services.postgres!.image).toMatch(/^postgres:15\b/);
    expect(mounts(compose.services.postgres!)).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes ?? {})).toEqual(['postgres-data']);
  });

  it('gives every service a healthcheck (in the compose file or its image) and starts in health order', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const dockerfile = service.build ? readFileSync(path.join(root, service.build.dockerfile), 'utf8') : '';
      expect({ name, healthcheck: Boolean(service.healthcheck) || /^HEALTHCHECK\s/m.test(dockerfile) }).toEqual({
        name,
        healthcheck: true,
      });
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: 'service_healthy' });
      }
    }
    expect(Object.keys(compose.services.shell!.depends_on!).sort()).toEqual([...remotes.map((app) => app.dir), 'server'].sort());
    expect(Object.keys(compose.services.server!.depends_on!).sort()).toEqual(['mail', 'postgres']);
  });

  it('brings every service back when its process dies or the engine restarts, until it is stopped on purpose', () => {
    for (const [name, service] of Object.entries(compose.services))
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
  });

  it("writes a config.json the shell accepts from the shell service's environment", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'compose-config-'));
    try {
      const file = path.join(folder, 'config.json');
      const { environment } = compose.services.shell!;
      execFileSync('sh', [path.join(root, 'deploy/nginx/write-shell-config.sh'), file, path.join(root, 'shell/public/config.json')], {
        env: { PATH: process.env.PATH, ...environment },
      });
      const config = parseAppConfig(JSON.parse(readFileSync(file, 'utf8')));
      expect(config.apiBaseUrl).toBe('http://localhost:8080');
      expect(config.identity.baseUrl).toBe('http://localhost:8081');
      expect(Object.fromEntries(Object.entries(config.microFrontends).map(([name, [version]]) => [name, version!.url]))).toEqual(
        Object.fromEntries(remotes.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`])),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("has the shell's nginx fetch each remote's pre-rendered screens from that remote's service, while asset URLs name the browser's", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'compose-nginx-'));
    try {
      const { environment } = compose.services.shell!;
      execFileSync('sh', [path.join(root, 'deploy/nginx/render.sh'), folder], {
        env: { PATH: process.env.PATH, ...environment, WRITE_CONFIG_JSON: 'true', DOCUMENT_ROOT: path.join(root, 'shell/public') },
      });
      // discovery.js reaches a version at a browser's base through its service; sub_filter writes the browser's base.
      const bases = JSON.parse(readFileSync(path.join(folder, 'fragment-bases.json'), 'utf8')) as unknown;
      expect(bases).toEqual(Object.fromEntries(remotes.map(({ dir, port }) => [`http://localhost:${port}`, `http://${dir}:${port}`])));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives the server a configuration it accepts, with PostgreSQL, MailDev and every front-end origin allowed', () => {
    const config = loadConfig(compose.services.server!.environment, '/app/server');
    // The development setup: the demo accounts, and the image's NODE_ENV=production overridden.
    expect([config.nodeEnv, config.seedDemoData]).toEqual(['development', true]);
    expect(config.databaseUrl).toBe('postgres://rewards:rewards@postgres:5432/rewards');
    expect(config.smtpUrl).toBe('smtp://mail:1025');
    expect(config.issuer).toBe('http://localhost:8081/realms/players');
    expect(config.corsOrigins).toEqual(frontEnds.map((app) => `http://localhost:${app.port}`));
    expect(config.clientSecret).toBe(compose.services.shell!.environment!.CLIENT_SECRET);
  });

  it('moves every published port, URL and allowed origin with the same variables as `npm start`', () => {
    const moved = resolved({
      SHELL_PORT: '5000',
      CONTENT_PORT: '5004',
      BACKOFFICE_PORT: '5005',
      API_PORT: '5080',
      IDENTITY_PORT: '5081',
      MAIL_WEB_PORT: '5090',
    });
    expect(publishedBy(moved, ['shell', 'mfe-content', 'mfe-backoffice', 'server', 'mail'])).toEqual({
      shell: ['5000:3000'],
      'mfe-content': ['5004:3004'],
      'mfe-backoffice': ['5005:3005'],
      server: ['5080:8080', '5081:8081'],
      mail: ['1025:1025', '5090:1080'],
    });
    expect(moved.services['mfe-auth']!.environment).toMatchObject({
      SHELL_URL: 'http://localhost:5000',
      CONTENT_URL: 'http://localhost:5004',
      API_URL: 'http://localhost:5080',
    });
    const server = loadConfig(moved.services.server!.environment, '/app/server');
    expect([server.apiPublicUrl, server.issuer]).toEqual(['http://localhost:5080', 'http://localhost:5081/realms/players']);
    expect(server.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:5000', 'http://localhost:5005']));
  });
});

describe('docker-compose.production.yml (the production profile)', () => {
  const files = [composeFile, productionFile];
  const secrets = {
    CLIENT_SECRET: 'c'.repeat(40),
    SERVICE_KEY: 's'.repeat(40),
    PERSONAL_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    POSTGRES_PASSWORD: 'p'.repeat(40),
  };

  it.each(Object.keys(secrets))('refuses to start without %s: it carries no default secret', (missing) => {
    const partial = Object.fromEntries(Object.entries(secrets).filter(([name]) => name !== missing));
    expect(() => resolved(partial, files)).toThrow(new RegExp(`set ${missing} to a secret of 32\\+ characters`));
  });

  it('runs the server in production, seeding no demo account, with a configuration it accepts', () => {
    const compose = resolved(secrets, files);
    const config = loadConfig(compose.services.server!.environment, '/app/server');
    expect(config).toMatchObject({
      nodeEnv: 'production',
      seedDemoData: false,
      clientSecret: secrets.CLIENT_SECRET,
      serviceKey: secrets.SERVICE_KEY,
      trustProxy: false,
    });
    expect(config.databaseUrl).toBe(`postgres://rewards:${secrets.POSTGRES_PASSWORD}@postgres:5432/rewards`);
    expect(config.personalDataKey).toEqual(Buffer.from(secrets.PERSONAL_DATA_KEY, 'base64'));
    expect(compose.services.postgres!.environment!.POSTGRES_PASSWORD).toBe(secrets.POSTGRES_PASSWORD);
    expect(compose.services.shell!.environment!.CLIENT_SECRET).toBe(secrets.CLIENT_SECRET);
    expect(published(compose.services.server!)).not.toContainEqual(expect.stringMatching(/^8082:/));
  });

  it('keeps the restart policy on every service', () => {
    for (const [name, service] of Object.entries(resolved(secrets, files).services))
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
  });

  it('leaves the development secrets to the server to refuse', () => {
    const compose = resolved({ ...secrets, SERVICE_KEY: 'dev-service-key-change-me', POSTGRES_PASSWORD: 'rewards' }, files);
    expect(() => loadConfig(compose.services.server!.environment, '/app/server')).toThrow(
      /SERVICE_KEY must not be a development value[\s\S]*DATABASE_URL must not be a development value/,
    );
  });
});

describe('e2e/docker-compose.e2e.yml (the e2e suite on the containers)', () => {
  it("gives the server the Node stacks' e2e settings, and the internal listener on the host's loopback only", () => {
    const compose = resolved({}, [composeFile, path.join(root, 'e2e/docker-compose.e2e.yml')]);
    const server = compose.services.server!;
    expect(server.environment).toMatchObject({ ...e2eServerSettings, INTERNAL_HOST: '0.0.0.0' });
    // docker-compose 1.29 prints a port with a host address in the short form.
    expect(server.ports as unknown[]).toContainEqual('127.0.0.1:8082:8082/tcp');
  });
});
