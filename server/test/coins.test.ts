import type { AddressInfo } from 'node:net';
import { runCoinsCli } from '../src/cli/coins';
import { createPlayer, type CreatedPlayer } from '../src/db/factories';
import { describeEachDatabase } from './support/database';
import { freePorts } from './support/ports';
import { startStack, type TestStack } from './support/stack';

const SERVICE_KEY = 'test-service-key-0123456789';
const CREDIT = '/api/internal/v1/coins/credit';

describeEachDatabase('coins: internal credit endpoint and command', (context) => {
  let stack: TestStack;
  let player: CreatedPlayer;

  beforeAll(async () => {
    stack = await startStack(context.db, { env: { SERVICE_KEY } });
    player = await createPlayer(context.db, { coins: 100 });
  });
  afterAll(() => stack.close());

  /** key null: no X-Service-Key header at all. */
  const credit = (payload: object, key: string | null = SERVICE_KEY) =>
    stack.api.inject({
      method: 'POST',
      url: CREDIT,
      headers: key === null ? {} : { 'x-service-key': key },
      payload,
    });

  async function balanceAndLedger(id: string) {
    const { rows } = await context.db.query<{ coins: number; ledger: number; entries: number }>(
      `SELECT p.coins, (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger WHERE player_id = p.id) AS ledger,
              (SELECT count(*) FROM coin_ledger WHERE player_id = p.id) AS entries
         FROM players p WHERE p.id = $1`,
      [id],
    );
    return { coins: rows[0]!.coins, ledger: Number(rows[0]!.ledger), entries: rows[0]!.entries };
  }

  it('refuses a missing or wrong service key with 401 and changes nothing', async () => {
    for (const key of [null, 'wrong-key', `${SERVICE_KEY}x`, '']) {
      const response = await credit({ email: player.email, amount: 5 }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, error_code: 'UNAUTHORIZED' });
    }
    expect(await balanceAndLedger(player.id)).toEqual({ coins: 100, ledger: 100, entries: 1 });
  });

  it('credits through the ledger and returns the new balance', async () => {
    const response = await credit({ email: player.email.toUpperCase(), amount: 250, reason: 'Won a puzzle' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      error_code: 'NO_ERROR',
      message: 'Coins credited.',
      content: { uuid: player.id, email: player.email, balance: 350 },
    });
    expect(await balanceAndLedger(player.id)).toEqual({ coins: 350, ledger: 350, entries: 2 });
    const { rows } = await context.db.query(
      'SELECT amount, kind, reason FROM coin_ledger WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
      [player.id],
    );
    expect(rows).toEqual([{ amount: 250, kind: 'credit', reason: 'Won a puzzle' }]);
  });

  it('keeps balance and ledger equal under concurrent credits', async () => {
    const before = await balanceAndLedger(player.id);
    await Promise.all(Array.from({ length: 10 }, () => credit({ email: player.email, amount: 7 })));
    const after = await balanceAndLedger(player.id);
    expect(after).toEqual({ coins: before.coins + 70, ledger: before.coins + 70, entries: before.entries + 10 });
  });

  it.each([
    [{ email: 'nobody@example.com', amount: 5 }, 404, 'NOT_FOUND'],
    [{ email: 'player@example.com', amount: 0 }, 400, 'VALIDATION_FAILED'],
    [{ email: 'player@example.com', amount: -5 }, 400, 'VALIDATION_FAILED'],
    [{ email: 'player@example.com', amount: 1.5 }, 400, 'VALIDATION_FAILED'],
    [{ email: 'player@example.com', amount: '10' }, 400, 'VALIDATION_FAILED'],
    [{ email: 'player@example.com', amount: 1e13 }, 400, 'VALIDATION_FAILED'],
    [{ amount: 5 }, 400, 'VALIDATION_FAILED'],
  ])('answers %j with %i', async (payload, statusCode, errorCode) => {
    const response = await credit(payload);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ status: false, error_code: errorCode });
  });

  describe('the coins command', () => {
    let apiUrl: string;
    beforeAll(async () => {
      await stack.api.listen({ port: 0, host: '127.0.0.1' });
      apiUrl = `http://127.0.0.1:${(stack.api.server.address() as AddressInfo).port}`;
    });

    async function run(args: string[], env: NodeJS.ProcessEnv = { API_URL: apiUrl, SERVICE_KEY }) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCoinsCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
      return { code, out: out.join('\n'), err: err.join('\n') };
    }

    it('credits and prints the new balance', async () => {
      const { coins } = await balanceAndLedger(player.id);
      const result = await run(['credit', player.email, '1000']);
      expect(result).toEqual({
        code: 0,
        out: `Credited 1,000 coins to ${player.email}. New balance: ${(coins + 1000).toLocaleString('en-US')}.`,
        err: '',
      });
      expect((await balanceAndLedger(player.id)).coins).toBe(coins + 1000);
    });

    it('explains a wrong key, an unknown player, bad arguments and an unreachable API', async () => {
      const wrongKey = await run(['credit', player.email, '5'], { API_URL: apiUrl, SERVICE_KEY: 'wrong-key-wrong-key' });
      expect(wrongKey).toMatchObject({ code: 1, err: expect.stringContaining('HTTP 401') });
      const unknown = await run(['credit', 'nobody@example.com', '5']);
      expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No player has the e-mail nobody@example.com') });
      expect(await run(['credit', player.email, 'lots'])).toMatchObject({ code: 2, err: expect.stringContaining('positive whole number') });
      expect(await run(['debit'])).toMatchObject({ code: 2, err: expect.stringContaining('Usage: coins credit') });
      const [closedPort] = await freePorts(1);
      const down = await run(['credit', player.email, '5'], { API_URL: `http://127.0.0.1:${closedPort}`, SERVICE_KEY });
      expect(down).toMatchObject({ code: 1, err: expect.stringContaining('Is the server running?') });
    });
  });
});
