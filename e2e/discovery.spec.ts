/**
 * A remote joins a running stack through the discovery document alone (ADR 049): a remote that no
 * build knew of (e2e/fixtures/mfe-lab, which describes itself) is built now, served from its own
 * origin and listed in the document the shell's server answers. No file of the shell changes, no
 * service restarts, and the new route renders for visitors and players alike.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:net';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import path from 'node:path';
import {
  discoveryEntryFile,
  manifestFile,
  remoteEntryFile,
  type DiscoveryDocument,
  type MicroFrontendVersion,
} from '../contract/src/federation';
import { startStaticServer } from '../scripts/lib/static-server';
import { discoveryDocumentFile, repoRoot } from '../scripts/lib/stack';
import { buildApp, buildVariant } from '../scripts/lib/variant';
import { expect, liveScreen, SEEDED_PLAYER, test } from './support/fixtures';
import { loadStackState } from './support/stack-state';

test.describe.configure({ timeout: 180_000 });

const shellDist = path.join(repoRoot, 'shell/dist');

/** Every file of the shell's build by its SHA-256. */
function shellFiles(): Record<string, string> {
  const files = readdirSync(shellDist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(shellDist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/** As an operator edits it: the whole file replaced at once, so no request reads half of it. */
function writeDocument(file: string, text: string): void {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

function shellPid(): number {
  return loadStackState().services.find((service) => service.spec.name === 'shell')!.pid;
}

const labDir = 'e2e/fixtures/mfe-lab';
let labDist: string;
let lab: Server;
let labTwo: Server;
let documentFile: string;
let original: string;

const urlOf = (server: Server) => `http://localhost:${(server.address() as { port: number }).port}/mf-manifest.json`;
const labVersion = (server: Server, version: string, deployment?: MicroFrontendVersion['deployment']): MicroFrontendVersion => ({
  url: urlOf(server),
  metadata: { version },
  ...(deployment ? { deployment } : {}),
  extras: { routes: [{ path: '/lab', module: './Lab', topBar: true }] },
});

/** The stack's document with `microFrontends` changed by `edit`, written as an operator would. */
function editDocument(edit: (microFrontends: DiscoveryDocument['microFrontends']) => void): void {
  const document = JSON.parse(original) as DiscoveryDocument;
  edit(document.microFrontends);
  writeDocument(documentFile, `${JSON.stringify(document, null, 2)}\n`);
}

test.beforeAll(async () => {
  documentFile = discoveryDocumentFile(loadStackState().dataDir!);
  original = readFileSync(documentFile, 'utf8');
  labDist = buildApp(path.join(repoRoot, labDir));
  lab = await startStaticServer({ root: labDist, port: 0, spaFallback: false });
  // Version 2 differs in its heading only.
  const two = buildVariant({
    name: 'lab-2',
    appDir: labDir,
    edits: { 'src/LabScreen.tsx': (source) => source.replace('>Lab<', '>Lab, version 2<') },
  });
  labTwo = await startStaticServer({ root: two, port: 0, spaFallback: false });
});

test.afterEach(() => writeDocument(documentFile, original));

test.afterAll(async () => {
  await Promise.all([lab, labTwo].map((server) => new Promise((resolve) => server?.close(resolve))));
});

test('a remote no build knew of joins the running stack by one edit of the discovery document: its route renders signed out and signed in, the shell untouched', async ({
  page,
  signInAndOpen,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const shellBefore = shellFiles();
  const pidBefore = shellPid();

  // Before the edit the shell knows no such route.
  await page.goto('/lab');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  editDocument((microFrontends) => {
    microFrontends.lab = [labVersion(lab, '1.0.0')];
  });

  // A direct open, signed out: the language control above the new screen.
  await page.goto('/lab');
  await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();

  // An in-page move from another remote's screen.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play skill games, win cash prizes' })).toBeVisible();
  // The move is a script's, not a click the copy holds: the router hears it only once the page is live.
  await liveScreen(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/lab');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();

  // Signed in: the player's session reaches the new remote, under the shell's top bar.
  await signInAndOpen(SEEDED_PLAYER, '/lab');
  await expect(page.getByText(`Signed in as ${SEEDED_PLAYER.email}`)).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toBeVisible();

  expect(shellFiles()).toEqual(shellBefore);
  expect(shellPid()).toBe(pidBefore);
  expect(() => process.kill(pidBefore, 0)).not.toThrow();
  expect(problems).toEqual([]);
});

test('a canary at 50/50: about half of fresh browsers get version 2, each keeps its version, a forced version wins, and a rollback reaches a browser at its next load', async ({
  browser,
  playwright,
  baseURL,
}) => {
  editDocument((microFrontends) => {
    microFrontends.lab = [
      labVersion(lab, '1.0.0', { traffic: 50, default: true }),
      labVersion(labTwo, '2.0.0', { traffic: 50, default: false }),
    ];
  });

  // 200 fresh browsers (each its own cookie jar) ask for the document: each is given one version.
  let onTwo = 0;
  for (let index = 0; index < 200; index++) {
    const fresh = await playwright.request.newContext({ baseURL });
    const answer = (await (await fresh.get('/config.json')).json()) as DiscoveryDocument;
    expect(answer.microFrontends.lab!.map((version) => version.metadata.version)).toHaveLength(1);
    if (answer.microFrontends.lab![0]!.metadata.version === '2.0.0') onTwo += 1;
    await fresh.dispose();
  }
  // Binomial(200, ½): outside 70 to 130 once in 40,000 runs.
  expect(onTwo).toBeGreaterThan(70);
  expect(onTwo).toBeLessThan(130);

  // Real browsers: one on each version, found among fresh ones.
  const headingOf = async (page: Page) => {
    const heading = page.getByRole('heading', { name: /^Lab/ });
    await expect(heading).toBeVisible();
    return heading.textContent();
  };
  const onVersion: Record<string, { context: BrowserContext; page: Page }> = {};
  for (let tries = 0; tries < 30 && Object.keys(onVersion).length < 2; tries++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/lab');
    const version = (await headingOf(page)) === 'Lab, version 2' ? '2.0.0' : '1.0.0';
    if (onVersion[version]) await context.close();
    else onVersion[version] = { context, page };
  }
  expect(Object.keys(onVersion).sort()).toEqual(['1.0.0', '2.0.0']);
  const { page: onOne } = onVersion['1.0.0']!;
  const { context: twoContext, page: onTwoPage } = onVersion['2.0.0']!;

  // Sticky: a reload and a new tab keep the version.
  for (let reload = 0; reload < 3; reload++) {
    await onOne.reload();
    expect(await headingOf(onOne)).toBe('Lab');
    await onTwoPage.reload();
    expect(await headingOf(onTwoPage)).toBe('Lab, version 2');
  }
  const newTab = await twoContext.newPage();
  await newTab.goto('/lab');
  expect(await headingOf(newTab)).toBe('Lab, version 2');

  // An operator forces a version with the query; the cookie keeps it until an empty value clears it.
  await onOne.goto('/lab?mfe.lab=2.0.0');
  expect(await headingOf(onOne)).toBe('Lab, version 2');
  await onOne.goto('/lab');
  expect(await headingOf(onOne)).toBe('Lab, version 2');
  await onOne.goto('/lab?mfe.lab=');
  expect(await headingOf(onOne)).toBe('Lab');

  // The rollback: one edit of the document, seen by the browser on version 2 at its next load.
  editDocument((microFrontends) => {
    microFrontends.lab = [labVersion(lab, '1.0.0')];
  });
  await onTwoPage.reload();
  expect(await headingOf(onTwoPage)).toBe('Lab');
  for (const { context } of Object.values(onVersion)) await context.close();
});

test('a pre-rendered page comes from the version its browser runs: its HTML and its live screen agree', async ({
  page,
  playwright,
  baseURL,
}) => {
  const releaseTwo = buildVariant({
    name: 'content-2',
    appDir: 'mfe-content',
    edits: {
      'src/features/privacy-policy/PrivacyPolicyScreen.tsx': (source) =>
        source.replace("<h1>{t('privacy.heading')}</h1>", "<h1>{t('privacy.heading')} (release 2)</h1>"),
    },
  });
  const contentTwo = await startStaticServer({ root: releaseTwo, port: 0, spaFallback: false });
  try {
    editDocument((microFrontends) => {
      const [current] = microFrontends.content!;
      microFrontends.content = [
        { ...current!, deployment: { traffic: 100, default: true } },
        { ...current!, url: urlOf(contentTwo), metadata: { version: '2.0.0' }, deployment: { traffic: 0, default: false } },
      ];
    });
    // (React's server renderer separates the heading's two texts with <!-- -->.)
    const html = async (response: APIResponse) => (await response.text()).replaceAll('<!-- -->', '');
    const fresh = await playwright.request.newContext({ baseURL });
    expect(await html(await fresh.get('/privacypolicy'))).toContain('Privacy Policy</h1>');
    // Forced to version 2: its heading is in the HTML before any script, and on the live screen.
    expect(await html(await fresh.get('/privacypolicy?mfe.content=2.0.0'))).toContain('Privacy Policy (release 2)</h1>');
    await fresh.dispose();
    await page.goto('/privacypolicy?mfe.content=2.0.0');
    await liveScreen(page);
    await expect(page.getByRole('heading', { name: 'Privacy Policy (release 2)' })).toBeVisible();
  } finally {
    await new Promise((resolve) => contentTwo.close(resolve));
  }
});

test("a route the document marks pre-rendered is painted from the remote's own build, in the HTML, and the live screen takes it over, the shell untouched", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  const shellBefore = shellFiles();
  const headingHtml = /<h1[^>]*>Lab<\/h1>/;
  const fresh = await playwright.request.newContext({ baseURL });
  editDocument((microFrontends) => {
    microFrontends.lab = [labVersion(lab, '1.0.0')];
  });
  // Not marked: the bare page, rendered in the browser.
  expect(await (await fresh.get('/lab')).text()).not.toMatch(headingHtml);

  // The lab's build wrote its screen beside its manifest (its descriptor's prerenderedScreens); one word in the document shows it.
  editDocument((microFrontends) => {
    microFrontends.lab = [
      { ...labVersion(lab, '1.0.0'), extras: { routes: [{ path: '/lab', module: './Lab', topBar: true, prerendered: true }] } },
    ];
  });
  const html = await (await fresh.get('/lab')).text();
  expect(html).toMatch(headingHtml);
  expect(html).toContain('Signed out');
  await fresh.dispose();

  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const painted = await noScripts.newPage();
  await painted.goto('/lab');
  await expect(painted.getByRole('heading', { level: 1, name: 'Lab', exact: true })).toBeVisible();
  await expect(painted.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await noScripts.close();

  await page.goto('/lab');
  await liveScreen(page);
  await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();
  await expect(page.getByText('Signed out')).toBeVisible();
  expect(shellFiles()).toEqual(shellBefore);
});

/**
 * A copy of the lab's build on another origin with one byte of one file changed: in a comment, so
 * the changed file would still run, and only an integrity check can tell.
 */
async function tamperedLab(
  file: string,
  editManifest?: (manifest: Record<string, unknown>) => void,
): Promise<{ server: Server; close: () => Promise<void> }> {
  const copy = mkdtempSync(path.join(tmpdir(), 'lab-tampered-'));
  cpSync(labDist, copy, { recursive: true });
  if (editManifest) {
    const manifestPath = path.join(copy, manifestFile);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    editManifest(manifest);
    writeFileSync(manifestPath, JSON.stringify(manifest));
  }
  const bytes = readFileSync(path.join(copy, file));
  const at = bytes.lastIndexOf('sourceMappingURL');
  expect(at).toBeGreaterThan(0);
  bytes[at] = 'S'.charCodeAt(0);
  writeFileSync(path.join(copy, file), bytes);
  const server = await startStaticServer({ root: copy, port: 0, spaFallback: false });
  return {
    server,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** The failure screen in the lab's place, and the site still usable from it. */
async function expectFailureScreenWithWayOn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'This part of PlayPrize is not available right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Elsewhere on PlayPrize' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test("a tampered remoteEntry.js is refused and the version's fallback used; with no fallback the failure screen shows and the rest of the app works", async ({
  page,
}) => {
  // The build wrote the entry's hash beside it; an operator copies it into the document.
  const { metadata } = JSON.parse(readFileSync(path.join(labDist, discoveryEntryFile), 'utf8')) as Pick<MicroFrontendVersion, 'metadata'>;
  expect(metadata.integrity).toMatch(/^sha384-/);
  const tampered = await tamperedLab(remoteEntryFile);
  const entriesRun: string[] = [];
  page.on('response', (response) => response.url().endsWith(`/${remoteEntryFile}`) && entriesRun.push(response.url()));
  try {
    const checked = (fallback?: Server): MicroFrontendVersion => ({
      ...labVersion(tampered.server, '1.0.0'),
      metadata,
      ...(fallback ? { fallbackUrl: urlOf(fallback) } : {}),
    });
    // The untampered build with its hash loads as ever.
    editDocument((microFrontends) => {
      microFrontends.lab = [{ ...labVersion(lab, '1.0.0'), metadata }];
    });
    await page.goto('/lab');
    await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();

    editDocument((microFrontends) => {
      microFrontends.lab = [checked(lab)];
    });
    entriesRun.length = 0;
    await page.goto('/lab');
    await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();
    const entryOf = (server: Server) => urlOf(server).replace('mf-manifest.json', remoteEntryFile);
    expect(entriesRun).toContain(entryOf(tampered.server));
    expect(entriesRun.at(-1)).toBe(entryOf(lab));

    editDocument((microFrontends) => {
      microFrontends.lab = [checked()];
    });
    await page.goto('/lab');
    await expectFailureScreenWithWayOn(page);
  } finally {
    await tampered.close();
  }
});

test("a screen's script changed on its origin is refused by the hash its entry carries: the failure screen shows and the rest of the app works", async ({
  page,
}) => {
  const screenScript = readdirSync(path.join(labDist, 'static/js')).find((file) => /^__federation_expose_Lab\.\w+\.js$/.test(file))!;
  // Whoever can change the script can change the manifest beside it: its hashes go too, and the
  // shell's preload then has none. Only the entry's own check is left.
  const tampered = await tamperedLab(path.join('static/js', screenScript), (manifest) => delete manifest.integrity);
  const refusals: string[] = [];
  page.on('console', (message) => message.text().includes('integrity') && refusals.push(message.text()));
  try {
    // The entry is the build's own (no document hash needed): the screen's script is checked by it.
    editDocument((microFrontends) => {
      microFrontends.lab = [labVersion(tampered.server, '1.0.0')];
    });
    await page.goto('/lab');
    await expectFailureScreenWithWayOn(page);
    expect(refusals.some((refusal) => refusal.includes(screenScript))).toBe(true);
  } finally {
    await tampered.close();
  }
});

test("a version whose manifest cannot be fetched is loaded from its fallback's copy", async ({ page }) => {
  const fallbackUsed: string[] = [];
  page.on('response', (response) => response.url().startsWith(urlOf(lab).replace(manifestFile, '')) && fallbackUsed.push(response.url()));
  editDocument((microFrontends) => {
    // Not where the document says: the origin answers 404, as after a botched deploy.
    microFrontends.lab = [
      { ...labVersion(lab, '1.0.0'), url: urlOf(lab).replace(manifestFile, `gone/${manifestFile}`), fallbackUrl: urlOf(lab) },
    ];
  });
  await page.goto('/lab');
  await expect(page.getByRole('heading', { name: 'Lab', exact: true })).toBeVisible();
  expect(fallbackUsed).toEqual(expect.arrayContaining([urlOf(lab), urlOf(lab).replace(manifestFile, remoteEntryFile)]));
});
