import { expect, SEEDED_PLAYER, test } from './support/fixtures';
import { stackPorts } from '../scripts/lib/stack';
import { federationReport } from './support/singletons';

test('each shared singleton is loaded once, from the shell, across the shell and two remotes', async ({ page, signIn }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });

  await signIn(SEEDED_PLAYER);
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();

  // Shell and both remotes on the shell's runtime and singletons, every singleton used (ADR 013), and no
  // remote's own singleton chunk requested.
  const report = await federationReport(page, scripts, [
    `http://localhost:${stackPorts().auth}`,
    `http://localhost:${stackPorts().content}`,
  ]);
  expect(report.instances.sort()).toEqual(['auth', 'content', 'shell']);
  expect(report.problems).toEqual([]);
  for (const [name, providers] of Object.entries(report.providers)) expect(providers, name).toEqual(['shell:loaded']);

  // One styled-components instance means one style sheet for every app's components.
  expect(await page.locator('style[data-styled]').count()).toBe(1);
});
