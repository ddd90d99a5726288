import { eventStreams } from 'contract/endpoints';
import { expect, test } from './support/fixtures';
import { playerWithCoins } from './support/players';
import { loadStackState } from './support/stack-state';

/**
 * The live balance when the server is full or ends a stream (ADR 040), in Chromium: a 503
 * with Retry-After is waited out (the header read across origins), a stream ended with `reconnect`
 * is reopened after a second, the player sees no error, and the reopened real stream shows a credit.
 * The first two answers are the server's refusal and a stream's end as the server tests prove them;
 * the rest is the real API.
 */
test('waits out a full server’s Retry-After, reopens a stream the server ended, and shows the player no error', async ({
  page,
  request,
  signIn,
}) => {
  const player = await playerWithCoins(request, 40, 'streams', 'none');
  const { apiUrl, internalUrl } = loadStackState();
  await signIn(player);
  // New players land in onboarding; the streams counted are those of the page opened next.
  await expect(page).not.toHaveURL(/\/signin$/);
  const opened: number[] = [];
  await page.route(`${apiUrl}${eventStreams.playerEvents.path}`, async (route) => {
    opened.push(Date.now());
    const cors = {
      'access-control-allow-origin': route.request().headers().origin ?? '*',
      'access-control-expose-headers': 'x-request-id, retry-after',
    };
    if (opened.length === 1) {
      const envelope = {
        status: false,
        error_code: 'SERVICE_UNAVAILABLE',
        message: 'Too many live balance streams are open from your network.',
        content: null,
      };
      return route.fulfill({
        status: 503,
        headers: { ...cors, 'retry-after': '3' },
        contentType: 'application/json',
        body: JSON.stringify(envelope),
      });
    }
    if (opened.length === 2) {
      return route.fulfill({
        status: 200,
        headers: cors,
        contentType: 'text/event-stream',
        body: 'event: balance\ndata: {"coins":40,"version":1}\n\nevent: reconnect\ndata: {}\n\n',
      });
    }
    return route.continue();
  });

  await page.goto('/withdrawal');
  await expect(page.getByLabel('Coin balance')).toHaveText('40 coins');
  await expect.poll(() => opened.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // The backoff alone would have come back after 1 s; the server asked for 3.
  expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(3000);
  // An end of life is no failure: reopened after the shortest wait, not the 2 s of a second failure.
  expect(opened[2]! - opened[1]!).toBeLessThan(1800);
  // The page's alert regions are always there (notifications); an error shown would fill one.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  const credit = await request.post(`${internalUrl}/api/internal/v1/coins/credit`, {
    headers: { 'X-Service-Key': process.env.SERVICE_KEY ?? 'dev-service-key-change-me', 'Idempotency-Key': `e2e-streams-${player.uuid}` },
    data: { email: player.email, amount: 25, source: 'e2e', reason: 'e2e streams' },
  });
  expect(credit.ok()).toBe(true);
  await expect(page.getByLabel('Coin balance')).toHaveText('65 coins');
  expect(opened).toHaveLength(3);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
