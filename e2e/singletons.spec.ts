import { expect, test } from '@playwright/test';
import { singletonPackages } from '../shared/src/federation';
import { stackPorts } from '../scripts/lib/stack';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('each shared singleton is loaded once, from the shell, across the shell and two remotes', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });

  await page.goto('/signin');
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByLabel('Password', { exact: true }).fill('player-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();

  // Each federation instance's share scope (the shell's and every loaded remote's, all on the one
  // runtime the shell provides): one version of each singleton, provided by the shell.
  const providers = await page.evaluate((names) => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Versions>> }[] } })
      .__FEDERATION__.__INSTANCES__;
    return Object.fromEntries(
      instances.flatMap((instance) =>
        names.map((name) => {
          const versions = instance.shareScopeMap.default?.[name] ?? {};
          return [`${instance.name} ${name}`, Object.values(versions).map((info) => `${info.from}:${info.loaded ? 'loaded' : 'not loaded'}`)];
        }),
      ),
    );
  }, [...singletonPackages]);
  const instances = new Set(Object.keys(providers).map((key) => key.split(' ')[0]?.split(':')[0]));
  expect([...instances].sort()).toEqual(['auth', 'content', 'shell']);
  for (const [key, versions] of Object.entries(providers)) {
    expect(versions, key).toEqual(['shell:loaded']);
  }

  // No remote downloaded its own copy: none of the chunks their manifests list for a singleton was requested.
  for (const origin of [`http://localhost:${stackPorts().auth}`, `http://localhost:${stackPorts().content}`]) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
    const singletonChunks = manifest.shared
      .filter((entry) => (singletonPackages as readonly string[]).includes(entry.name))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
      .map((file) => `${origin}/${file}`);
    expect(singletonChunks.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => singletonChunks.includes(url))).toEqual([]);
  }

  // One federation runtime on the page, the shell's: the remotes' entries carry none of their own (ADR 013).
  expect(await page.evaluate(() => (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name)).toBe('shell');

  // One styled-components instance means one style sheet for every app's components.
  expect(await page.locator('style[data-styled]').count()).toBe(1);
});
