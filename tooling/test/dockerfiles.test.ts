import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontEnds } from '../../scripts/lib/front-ends';
import { dockerfileProblems, parseDockerfile } from './support/dockerfile-rules';
import { workspaceFolders } from './support/workspaces';

const root = path.resolve(__dirname, '../..');
const workspaces = workspaceFolders(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const stageOf = (file: string, name: string) => parseDockerfile(read(file)).find((stage) => stage.name === name);

/**
 * deploy/front-end.Dockerfile as docker builds it for one app: its build arguments APP and PORT
 * substituted (run-time variables such as ${LISTEN} stay).
 */
function frontEndDockerfile({ dir, port }: { dir: string; port: number }): string {
  const buildArgs: Record<string, string> = { APP: dir, PORT: String(port) };
  return read('deploy/front-end.Dockerfile').replace(/\$\{(\w+)\}/g, (whole, name: string) => buildArgs[name] ?? whole);
}

const images = [
  ...frontEnds().map((app) => ({ image: app.dir, text: frontEndDockerfile(app), ports: [app.port] })),
  { image: 'server', text: read('server/Dockerfile'), ports: [8080, 8081] },
];

describe.each(images)('the $image image', ({ image, text, ports }) => {
  it('follows the project rules', () => {
    expect(dockerfileProblems(text, { ports, workspaces })).toEqual([]);
  });

  it('builds this workspace, not another', () => {
    const runs = parseDockerfile(text).flatMap((stage) => stage.instructions.filter((instruction) => instruction.keyword === 'RUN'));
    expect(runs.map((run) => run.args)).toContainEqual(expect.stringContaining(`npm run build -w ${image}`));
  });
});

describe.each(frontEnds())('the $dir image (deploy/front-end.Dockerfile, nginx)', (app) => {
  const { dir, port } = app;
  it('listens on the port it exposes and starts through the shared entrypoint', () => {
    const final = parseDockerfile(frontEndDockerfile(app)).at(-1)!;
    const args = (keyword: string) =>
      final.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
    expect(args('ENV').join(' ')).toMatch(new RegExp(`\\bLISTEN=${port}\\b`));
    expect(args('ENTRYPOINT')).toEqual(['["/bin/sh", "/opt/deploy/nginx/entrypoint.sh"]']);
    expect(args('COPY')).toContain(`--from=build /app/${dir}/dist/ /srv/app/`);
  });
});

describe('the dependencies layer', () => {
  it('is the same stages in every Dockerfile, so one npm ci serves every image', () => {
    const stages = (file: string) =>
      ['manifests', 'dependencies'].map((name) => {
        const stage = stageOf(file, name);
        return stage && { image: stage.image, instructions: stage.instructions.map(({ keyword, args }) => `${keyword} ${args}`) };
      });
    expect(stages('deploy/front-end.Dockerfile')).toEqual([expect.anything(), expect.anything()]);
    expect(stages('deploy/front-end.Dockerfile')).toEqual(stages('server/Dockerfile'));
  });

  it("installs from exactly the lockfile and every workspace's package.json, none named: the manifests stage run on this checkout", () => {
    const [run, ...rest] = stageOf('deploy/front-end.Dockerfile', 'manifests')!.instructions.filter((step) => step.keyword === 'RUN');
    expect(rest).toEqual([]);
    const out = mkdtempSync(path.join(tmpdir(), 'manifests-'));
    try {
      execFileSync('sh', ['-c', run!.args.replaceAll('/manifests', path.join(out, 'manifests'))], { cwd: root });
      const files = readdirSync(path.join(out, 'manifests'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(path.join(out, 'manifests'), path.join(entry.parentPath, entry.name)));
      expect(files.sort()).toEqual(
        ['package-lock.json', 'package.json', ...workspaces.map((workspace) => `${workspace}/package.json`)].sort(),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    expect(workspaces).toEqual(expect.arrayContaining(frontEnds().map((app) => app.dir)));
  });
});

describe('the Dockerfile rules', () => {
  const expectations = { ports: [3001], workspaces: ['shared', 'mfe-auth'] };

  it('refuse a syntax line and a build argument in scope of an install step', () => {
    const uncached = [
      '# syntax=docker/dockerfile:1',
      'FROM node:24-bookworm-slim AS build',
      'ARG APP',
      'COPY package.json package-lock.json ./',
      'COPY shared/package.json shared/',
      'COPY mfe-auth/package.json mfe-auth/',
      'RUN npm ci',
      'FROM debian:bookworm-slim',
      'ARG PORT',
      'RUN apt-get install -y nginx',
      'COPY --from=build /app/mfe-auth/dist/ /srv/app/',
      'USER web',
      'EXPOSE 3001',
      'HEALTHCHECK CMD true',
    ].join('\n');
    expect(dockerfileProblems(uncached, expectations)).toEqual([
      'no # syntax= line: BuildKit would pull a frontend image from a registry before building',
      'line 3: ARG APP before the install on line 7: every value would install again',
      'line 9: ARG PORT before the install on line 10: every value would install again',
    ]);
  });

  it('report every rule a careless Dockerfile breaks', () => {
    const careless = [
      'FROM node',
      'WORKDIR /app',
      'COPY . .',
      'RUN npm install',
      'RUN npm run build -w mfe-auth',
      'EXPOSE 80',
      'CMD ["npm", "start"]',
    ].join('\n');
    expect(dockerfileProblems(careless, expectations)).toEqual([
      'must be a multi-stage build (a build stage and a final stage)',
      'FROM node: pin a tag (not latest)',
      'line 4: install dependencies with npm ci',
      'line 4: npm install may change the locked versions; use npm ci',
      'line 4: copy package-lock.json before npm ci',
      'line 4: copy package.json before npm ci',
      'line 4: copy shared/package.json before npm ci',
      'line 4: copy mfe-auth/package.json before npm ci',
      'line 4: only package.json files and the lockfile may be copied before npm ci, not .',
      'the final stage must switch to a non-root USER',
      'the final stage must declare a HEALTHCHECK',
      "EXPOSE 80: the contract's ports are 3001",
    ]);
  });

  it('find dev dependencies copied into the final image through a derived stage', () => {
    const leaky = [
      'FROM node:20-bookworm-slim AS deps',
      'COPY package.json package-lock.json ./',
      'COPY shared/package.json shared/',
      'COPY mfe-auth/package.json mfe-auth/',
      'RUN npm ci',
      'FROM deps AS build',
      'COPY mfe-auth/ mfe-auth/',
      'FROM node:20-bookworm-slim',
      'COPY --from=build /app/node_modules /app/node_modules',
      'USER root',
      'EXPOSE 3001',
      'HEALTHCHECK CMD true',
    ].join('\n');
    expect(dockerfileProblems(leaky, expectations)).toEqual([
      'the final stage must switch to a non-root USER',
      'line 9: copies node_modules from "build", which has dev dependencies',
    ]);
  });

  it('join continuation lines and skip comments inside them', () => {
    const [stage] = parseDockerfile('FROM debian:bookworm-slim\nRUN apt-get update \\\n  # why\n  && apt-get install -y nginx\n');
    expect(stage!.instructions).toEqual([{ keyword: 'RUN', args: 'apt-get update && apt-get install -y nginx', line: 2 }]);
  });
});

describe('the front-end build stage', () => {
  it('copies every file under tooling/ that rspack.base.ts names (a plugin or module the images would miss)', () => {
    const build = stageOf('deploy/front-end.Dockerfile', 'build')!;
    const copied = build.instructions
      .filter((instruction) => instruction.keyword === 'COPY' && !instruction.args.startsWith('--from'))
      .flatMap((instruction) => instruction.args.split(/\s+/).slice(0, -1));
    const named = [...read('rspack.base.ts').matchAll(/['"](?:\.\/)?(tooling\/[^'"]+)['"]/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect({ file, copied: copied.some((source) => file.startsWith(source)) }).toEqual({ file, copied: true });
  });
});
