/**
 * Adding a remote (README, "Adding a remote"): its folder, plus three files outside it: its entry in
 * the default document (shell/public/config.json), the lockfile, and docker-compose.yml as
 * `npm run generate:compose` rewrites it. Here a throwaway remote `lab` (e2e/fixtures/mfe-lab's
 * name and port) joins a copy of the document, and everything that lists the front ends follows.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { discoveryProblems, type DiscoveryDocument, type MicroFrontendVersion } from '../../contract/src/federation';
import { withGeneratedRegions } from '../../scripts/lib/compose-file';
import { frontEnds, readDefaultDocument } from '../../scripts/lib/front-ends';
import { assertNginxInstalled, renderNginxSite } from '../../scripts/lib/nginx';
import { composeConfig } from './support/compose-config';
import { parseDockerfile } from './support/dockerfile-rules';
import { workspaceFolders } from './support/workspaces';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lab: MicroFrontendVersion = {
  url: 'http://localhost:3099/mf-manifest.json',
  metadata: { version: '1.0.0' },
  extras: { routes: [{ path: '/lab', module: './Lab', topBar: true }] },
};
const withLab = (version: MicroFrontendVersion = lab, name = 'lab'): DiscoveryDocument => {
  const document = readDefaultDocument();
  document.microFrontends[name] = [version];
  return document;
};
const urls = { SHELL_URL: 'https://play.example.com', API_URL: 'https://api.example.com', IDENTITY_URL: 'https://id.example.com' };

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
  chmodSync(workDir, 0o755);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

it('is a front end by the convention: folder mfe-lab, its port, LAB_* variables', () => {
  expect(discoveryProblems(withLab())).toEqual([]);
  expect(frontEnds(withLab()).at(-1)).toEqual({ name: 'lab', dir: 'mfe-lab', port: 3099, variable: 'LAB' });
  for (const name of ['Lab', 'my-lab', 'api'])
    expect(() => frontEnds(withLab(lab, name))).toThrow(`microFrontends.${name}: a remote's name is lower-case letters and digits`);
});

it('gets its service, browser URL, allowed origin, fragment URL and place in the start order from the generated compose file', () => {
  const file = path.join(workDir, 'docker-compose.yml');
  writeFileSync(file, withGeneratedRegions(read('docker-compose.yml'), frontEnds(withLab())));
  const { services } = composeConfig([file], { PATH: process.env.PATH, LAB_PORT: '5099' });
  expect(services['mfe-lab']!.build).toEqual({
    context: workDir,
    dockerfile: 'deploy/front-end.Dockerfile',
    args: { APP: 'mfe-lab', PORT: '3099' },
  });
  expect(services['mfe-lab']!.ports).toEqual([expect.objectContaining({ published: 5099, target: 3099 })]);
  expect(services['mfe-auth']!.environment!.LAB_URL).toBe('http://localhost:5099');
  expect(services.shell!.environment!.LAB_FRAGMENT_URL).toBe('http://mfe-lab:3099');
  expect(Object.keys(services.shell!.depends_on!)).toContain('mfe-lab');
  expect(services.server!.environment!.CORS_ORIGINS!.split(',')).toContain('http://localhost:5099');
});

it('needs no workspace entry and no Dockerfile change: the root globs and the manifests stage take its package.json', () => {
  for (const file of ['deploy/front-end.Dockerfile', 'server/Dockerfile'])
    expect(parseDockerfile(read(file)).flatMap((stage) => stage.instructions.filter((step) => /mfe-/.test(step.args)))).toEqual([]);
  const context = path.join(workDir, 'context');
  mkdirSync(path.join(context, 'mfe-lab/src'), { recursive: true });
  for (const file of ['package-lock.json', 'mfe-lab/package.json', 'mfe-lab/src/LabScreen.tsx'])
    writeFileSync(path.join(context, file), '{}');
  writeFileSync(path.join(context, 'package.json'), read('package.json'));
  expect(workspaceFolders(context)).toContain('mfe-lab');
  const extract = parseDockerfile(read('deploy/front-end.Dockerfile'))
    .find((stage) => stage.name === 'manifests')!
    .instructions.find((step) => step.keyword === 'RUN')!.args;
  execFileSync('sh', ['-c', extract.replaceAll('/manifests', path.join(workDir, 'manifests'))], { cwd: context });
  expect(readdirSync(path.join(workDir, 'manifests'), { recursive: true }).sort()).toEqual([
    'mfe-lab',
    'mfe-lab/package.json',
    'package-lock.json',
    'package.json',
  ]);
});

describe("the front ends' nginx (render.sh, which names no remote)", () => {
  beforeAll(assertNginxInstalled);

  /** Renders a site whose build's config.json is the document with lab; returns its policy's script-src and its folder. */
  const render = (shell: boolean, extra: Record<string, string>) => {
    const build = mkdtempSync(path.join(workDir, 'build-'));
    writeFileSync(path.join(build, 'config.json'), JSON.stringify(withLab()));
    const folder = path.join(build, 'nginx');
    renderNginxSite(folder, { documentRoot: build, listen: '8080', shell, urls: { ...urls, ...extra } });
    const conf = readFileSync(path.join(folder, 'app.conf'), 'utf8');
    return { folder, scripts: /script-src ([^;]*);/.exec(conf)![1]!.split(' ') };
  };

  it("has the shell reach its build through LAB_FRAGMENT_URL, and name LAB_URL's origin in the policy's base", () => {
    const { folder, scripts } = render(true, { LAB_URL: 'https://lab.example.com/', LAB_FRAGMENT_URL: 'http://mfe-lab:3099' });
    expect(JSON.parse(readFileSync(path.join(folder, 'fragment-bases.json'), 'utf8'))).toEqual({
      'https://lab.example.com': 'http://mfe-lab:3099',
    });
    // The document's own origins join it at each request (discovery.js, tooling/test/nginx-discovery.test.ts).
    expect(scripts).toEqual(["'self'", 'https://play.example.com', 'https://lab.example.com']);
  });

  it("names it in a remote's policy from LAB_URL, and no fragment URL there", () => {
    const { scripts } = render(false, { LAB_URL: 'https://lab.example.com', GAMES_FRAGMENT_URL: 'http://mfe-games:3006' });
    expect(scripts).toEqual(["'self'", 'https://play.example.com', 'https://lab.example.com']);
  });

  it.each([
    ['a fragment URL', true, { LAB_FRAGMENT_URL: 'file:///etc/passwd' }, /LAB_URL and LAB_FRAGMENT_URL must be http\(s\) URLs/],
    ["a remote's URL", false, { LAB_URL: 'ftp://lab.example.com' }, /LAB_URL must be an http\(s\) URL, got "ftp:\/\/lab.example.com"/],
  ])('refuses %s that is not http(s), naming it', (_case, shell, extra: Record<string, string>, message) => {
    expect(() => render(shell, extra)).toThrow(message);
  });
});
