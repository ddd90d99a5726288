/**
 * The composed containers as their operators run them (E2E_STACK=compose only): one remote rebuilt
 * and recreated alone while the shell keeps serving, `down` then `up` keeping every player's data,
 * and a container whose process dies coming back by itself (the compose file's restart policy).
 */
import { endpoints } from 'contract/endpoints';
import { compose, composeServices, containerOf, docker, waitUntilHealthy } from '../scripts/lib/compose';
import { expect, test } from './support/fixtures';
import { accessToken } from './support/identity';
import { playerWithCoins, type TestPlayer } from './support/players';
import { loadStackState } from './support/stack-state';

test.describe.configure({ timeout: 240_000 });

async function coinsOf(request: Parameters<typeof accessToken>[0], player: TestPlayer): Promise<number> {
  const token = await accessToken(request, player.email, player.password);
  const response = await request.get(`${loadStackState().apiUrl}${endpoints.getProfile.path}?uuid=${player.uuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { actualUsableCoins: number } }).content.actualUsableCoins;
}

/** Asks the shell for a page every 100 ms until stopped; returns every answer that was not 200. */
function watchShell(baseURL: string) {
  const failures: string[] = [];
  let asked = 0;
  let watching = true;
  const done = (async () => {
    while (watching) {
      asked += 1;
      const status = await fetch(`${baseURL}/privacypolicy`).then(
        (response) => String(response.status),
        (error: Error) => error.message,
      );
      if (status !== '200') failures.push(status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await done;
      return { asked, failures };
    },
  };
}

test('one remote is rebuilt and recreated alone while the shell keeps serving', async ({ page, baseURL }) => {
  const services = composeServices();
  const before = Object.fromEntries(services.map((service) => [service, containerOf(service)]));
  const watch = watchShell(baseURL!);

  expect(await compose(['build', 'mfe-content'])).toBe(0);
  expect(await compose(['up', '--detach', '--no-deps', '--force-recreate', 'mfe-content'])).toBe(0);
  await waitUntilHealthy(['mfe-content']);
  const { asked, failures } = await watch.stop();

  expect(failures, `the shell's answers while mfe-content was recreated (${asked} asked)`).toEqual([]);
  expect(asked).toBeGreaterThan(5);
  for (const service of services) {
    if (service === 'mfe-content') expect(containerOf(service), service).not.toBe(before[service]);
    else expect(containerOf(service), `${service} was left alone`).toBe(before[service]);
  }
  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
});

test('down then up keeps every player and coin', async ({ page, request, signIn }) => {
  const player = await playerWithCoins(request, 777, 'kept');
  expect(await compose(['down'])).toBe(0);
  expect(await compose(['up', '--detach'])).toBe(0);
  await waitUntilHealthy(composeServices());

  expect(await coinsOf(request, player)).toBe(777);
  // And the composed page works again: the seeded player signs in to the home screen.
  await signIn();
  await expect(page.getByLabel('Coin balance')).toBeVisible();
});

test('a server whose process is killed comes back by itself, with its data', async ({ request }) => {
  const player = await playerWithCoins(request, 555, 'restarted');
  const server = containerOf('server');
  const inspect = (format: string) => docker(['inspect', '-f', format, server]).trim();
  const restartsBefore = Number(inspect('{{.RestartCount}}'));

  // As a crash would: SIGKILL from outside, which the process cannot catch.
  process.kill(Number(inspect('{{.State.Pid}}')), 'SIGKILL');
  await expect.poll(() => Number(inspect('{{.RestartCount}}')), { timeout: 30_000 }).toBe(restartsBefore + 1);
  await waitUntilHealthy(['server']);

  expect(containerOf('server')).toBe(server);
  expect(await coinsOf(request, player)).toBe(555);
});
