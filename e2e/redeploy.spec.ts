import { expect, test } from '@playwright/test';
import { deployRelease2, rollBack, servedFile } from './support/deploy';

test.describe.configure({ timeout: 120_000 });
test.afterAll(() => rollBack('mfe-content'));

test('mfe-content is redeployed alone: the change is seen at the next load, and so is the rollback', async ({ page, request }) => {
  const shellPage = () => servedFile('shell', 'pages/privacypolicy.en.html');
  const shellPageBefore = shellPage();

  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();

  deployRelease2({
    name: 'redeploy',
    appDir: 'mfe-content',
    file: 'src/features/privacy-policy/PrivacyPolicyScreen.tsx',
    heading: "<h1>{t('privacy.heading')}</h1>",
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy (release 2)' })).toBeVisible();
  // The shell was neither rebuilt nor redeployed; its answer carries the remote's new pre-rendered screen.
  expect(shellPage()).toEqual(shellPageBefore);
  // (React's server renderer separates the heading's two texts with <!-- -->.)
  expect((await (await request.get('/privacypolicy')).text()).replaceAll('<!-- -->', '')).toContain('Privacy Policy (release 2)</h1>');

  rollBack('mfe-content');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
});
