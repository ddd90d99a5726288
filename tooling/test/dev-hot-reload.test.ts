/**
 * `npm run dev`'s promise, checked for real: an app's Rspack dev server applies an edit in place.
 * A copy of mfe-content (scripts/lib/variant.ts) runs in `rspack serve` on a free port; Chromium
 * shows its privacy policy in the standalone harness; the copy's source is edited; the heading
 * changes without a page load (React Refresh), then changes back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { rspackCli, writeVariant } from '../../scripts/lib/variant';
import { freePort, request, stopProcess } from './support/http';

const screenFile = 'src/features/privacy-policy/PrivacyPolicyScreen.tsx';
let devServer: ChildProcess;
let browser: Browser;
let origin: string;
let appDir: string;

beforeAll(async () => {
  appDir = writeVariant({ name: 'hot-reload', appDir: 'mfe-content' });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  devServer = spawn(process.execPath, [rspackCli, 'serve', '--config-loader', 'jiti', '--mode', 'development', '--port', String(port)], {
    cwd: appDir,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await request(`${origin}/mf-manifest.json`).then(
      (response) => response.status === 200,
      () => false,
    ))
  ) {
    if (devServer.exitCode !== null || Date.now() > deadline) throw new Error('The dev server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await chromium.launch(chromiumLaunchOptions);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (devServer) await stopProcess(devServer);
});

it('an edited screen updates in place, with no page load', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/privacypolicy`);
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true }).waitFor({ timeout: 30_000 });
  await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'same page'));

  const file = path.join(appDir, screenFile);
  const original = readFileSync(file, 'utf8');
  const heading = "<h1>{t('privacy.heading')}</h1>";
  expect(original).toContain(heading);
  writeFileSync(file, original.replace(heading, "<h1>{t('privacy.heading')} (edited)</h1>"));
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy (edited)' }).waitFor({ timeout: 20_000 });

  writeFileSync(file, original);
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('same page');
}, 60_000);
