import { expect, liveScreen, test } from './support/fixtures';
import { buildVariant, deploy, rollBack } from './support/deploy';

test.describe.configure({ timeout: 120_000 });
test.afterEach(() => rollBack('mfe-content'));

// The contact screen uses hooks, so it consumes React itself (a static page might never ask for it).
const heading = { level: 1, name: 'Contact Us' } as const;

test('a remote built against other minor releases and allowed ranges of the singletons works beside the shell, on one React', async ({
  page,
}) => {
  // Its own releases and ranges, as a team on another schedule would have: newer minors, narrower ranges the shell's still meets.
  const release = buildVariant({
    name: 'minor-skew',
    appDir: 'mfe-content',
    extraOptions: `singletonOverrides: { react: { version: '19.9.1', requiredVersion: '^19.2.0' }, 'react-dom': { version: '19.9.1', requiredVersion: '^19.2.0' }, 'react-dom/client': { version: '19.9.1', requiredVersion: '^19.2.0' }, 'styled-components': { version: '6.9.0', requiredVersion: '>=6.5.0 <7' }, 'react-router-dom': { version: '7.99.0', requiredVersion: '^7.10.0' } }`,
  });
  deploy('mfe-content', release);

  await page.goto('/contact');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  // The heading shows first in the server's copy of the screen, before any React has loaded.
  await liveScreen(page);
  // Loaded first, the shell's releases serve both: the remote was given the shell's React, not its own.
  const reactVersions = await page.evaluate(() => {
    const scope = (
      globalThis as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const versions = new Set<string>();
    for (const instance of Object.values(scope ?? {})) {
      for (const [version, share] of Object.entries(instance.default?.react ?? {})) if (share.loaded) versions.add(version);
    }
    return [...versions];
  });
  expect(reactVersions).toEqual(['19.3.1']);
});

test('a remote that needs another major React fails in its slot with a clear message, and the shell goes on', async ({ page }) => {
  const release = buildVariant({
    name: 'major-skew',
    appDir: 'mfe-content',
    extraOptions: `singletonOverrides: { react: { version: '18.3.1', requiredVersion: '^18.2.0' }, 'react-dom': { version: '18.3.1', requiredVersion: '^18.2.0' } }`,
  });
  deploy('mfe-content', release);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'This part of PlayPrize needs an update' })).toBeVisible();
  await expect(page.getByRole('heading', heading)).toHaveCount(0);
  // Screens of other remotes still work.
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
