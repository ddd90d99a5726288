/**
 * Coin credits on the internal listener (never the public API): the service key, the limit on
 * wrong keys (raced), idempotent credits (raced), and the `npm run coins` command over real HTTP.
 */
import { runCoinsCli } from '../src/cli/coins';
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { describeEachDatabase } from './support/database';
import { httpRequest, listenOnLoopback, success } from './support/http';
import { freePorts } from './support/ports';
import { stackFor } from './support/test-apps';

const SERVICE_KEY = 'test-service-key-0123456789';
const CREDIT = '/api/internal/v1/coins/credit';

describeEachDatabase('coins: internal credit endpoint and command', (context) => {
  let player: CreatedPlayer;
  let keys = 0;

  const stack = stackFor(context, { env: { SERVICE_KEY, INTERNAL_KEY_FAILURES_PER_MINUTE: '1000' } });
  beforeAll(async () => {
    player = await createPlayer(context.db, { coins: 100 });
  });

  /** key null: no X-Service-Key header at all; a fresh Idempotency-Key unless one is given. */
  const credit = (payload: object, key: string | null = SERVICE_KEY, idempotencyKey = `key-${(keys += 1)}`) =>
    stack.internal.inject({
      method: 'POST',
      url: CREDIT,
      headers: { 'idempotency-key': idempotencyKey, ...(key === null ? {} : { 'x-service-key': key }) },
      payload: { source: 'games', ...payload },
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

  it('is not on the public API: the old path answers 404 there, with or without the key', async () => {
    for (const headers of [{}, { 'x-service-key': SERVICE_KEY, 'idempotency-key': 'public' }]) {
      const response = await stack.api.inject({
        method: 'POST',
        url: CREDIT,
        headers,
        payload: { email: player.email, amount: 5, source: 'games' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await balanceAndLedger(player.id)).toEqual({ coins: 100, ledger: 100, entries: 1 });
  });

  it('refuses a missing or wrong service key with 401 and changes nothing', async () => {
    for (const key of [null, 'wrong-key', `${SERVICE_KEY}x`, '']) {
      const response = await credit({ email: player.email, amount: 5 }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, error_code: 'UNAUTHORIZED' });
    }
    expect(await balanceAndLedger(player.id)).toEqual({ coins: 100, ledger: 100, entries: 1 });
  });

  it('credits through the ledger, records the source and key, and returns the new balance', async () => {
    const response = await credit({ email: player.email.toUpperCase(), amount: 250, reason: 'Won a puzzle' }, SERVICE_KEY, 'attempt-42');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(success('Coins credited.', { uuid: player.id, email: player.email, balance: 350 }));
    expect(await balanceAndLedger(player.id)).toEqual({ coins: 350, ledger: 350, entries: 2 });
    const { rows } = await context.db.query(
      `SELECT l.amount, l.kind, l.reason, c.source, c.idempotency_key AS "idempotencyKey"
         FROM coin_ledger l JOIN coin_credits c ON c.ledger_entry_id = l.id WHERE l.player_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ amount: 250, kind: 'credit', reason: 'Won a puzzle', source: 'games', idempotencyKey: 'attempt-42' }]);
  });

  it('pays a retried credit once: 20 parallel requests under one key credit once and all answer the same balance', async () => {
    const before = await balanceAndLedger(player.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => credit({ email: player.email, amount: 40, reason: 'Daily puzzle' }, SERVICE_KEY, 'retried-attempt')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().content.balance))).toEqual(new Set([before.coins + 40]));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await balanceAndLedger(player.id)).toEqual({ coins: before.coins + 40, ledger: before.coins + 40, entries: before.entries + 1 });
  });

  it('refuses a key reused for another credit with 422, and a key of another source is its own', async () => {
    await credit({ email: player.email, amount: 10 }, SERVICE_KEY, 'shared-key');
    const before = await balanceAndLedger(player.id);
    const reused = await credit({ email: player.email, amount: 11 }, SERVICE_KEY, 'shared-key');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different credit.');
    expect(await balanceAndLedger(player.id)).toEqual(before);
    const otherSource = await credit({ email: player.email, amount: 10, source: 'coins-cli' }, SERVICE_KEY, 'shared-key');
    expect(otherSource.statusCode).toBe(200);
    expect((await balanceAndLedger(player.id)).coins).toBe(before.coins + 10);
  });

  it('keeps balance and ledger equal under concurrent credits with their own keys', async () => {
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
    [{ email: 'player@example.com', amount: 5, source: 'Games Service' }, 400, 'VALIDATION_FAILED'],
    [{ amount: 5 }, 400, 'VALIDATION_FAILED'],
  ])('answers %j with %i', async (payload, statusCode, errorCode) => {
    const response = await credit(payload);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ status: false, error_code: errorCode });
  });

  it('requires an Idempotency-Key', async () => {
    const response = await stack.internal.inject({
      method: 'POST',
      url: CREDIT,
      headers: { 'x-service-key': SERVICE_KEY },
      payload: { email: player.email, amount: 5, source: 'games' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Idempotency-Key');
  });

  describe('the coins command', () => {
    let internalUrl: string;
    beforeAll(async () => {
      internalUrl = await listenOnLoopback(stack.internal);
    });

    async function run(args: string[], env: NodeJS.ProcessEnv = { INTERNAL_URL: internalUrl, SERVICE_KEY }) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCoinsCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
      return { code, out: out.join('\n'), err: err.join('\n') };
    }

    it('credits through the internal listener and prints the new balance', async () => {
      const { coins } = await balanceAndLedger(player.id);
      const result = await run(['credit', player.email, '1000']);
      expect(result).toEqual({
        code: 0,
        out: `Credited 1,000 coins to ${player.email}. New balance: ${(coins + 1000).toLocaleString('en-US')}.`,
        err: '',
      });
      expect((await balanceAndLedger(player.id)).coins).toBe(coins + 1000);
      const { rows } = await context.db.query('SELECT source FROM coin_credits ORDER BY id DESC LIMIT 1');
      expect(rows).toEqual([{ source: 'coins-cli' }]);
    });

    it('explains a wrong key, an unknown player, bad arguments and an unreachable server', async () => {
      const wrongKey = await run(['credit', player.email, '5'], { INTERNAL_URL: internalUrl, SERVICE_KEY: 'wrong-key-wrong-key' });
      expect(wrongKey).toMatchObject({ code: 1, err: expect.stringContaining('HTTP 401') });
      const unknown = await run(['credit', 'nobody@example.com', '5']);
      expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No player has the e-mail nobody@example.com') });
      expect(await run(['credit', player.email, 'lots'])).toMatchObject({ code: 2, err: expect.stringContaining('positive whole number') });
      expect(await run(['debit'])).toMatchObject({ code: 2, err: expect.stringContaining('Usage: coins credit') });
      const [closedPort] = await freePorts(1);
      const down = await run(['credit', player.email, '5'], { INTERNAL_PORT: String(closedPort), SERVICE_KEY });
      expect(down).toMatchObject({ code: 1, err: expect.stringContaining('Is the server running?') });
    });
  });
});

describeEachDatabase('coins: wrong service keys are limited per address, also when they arrive together', (context) => {
  let internalUrl: string;
  let player: CreatedPlayer;

  const stack = stackFor(context, { env: { SERVICE_KEY } }); // the default limit: 5 a minute
  beforeAll(async () => {
    internalUrl = await listenOnLoopback(stack.internal);
    player = await createPlayer(context.db);
  });

  const attempt = (key: string, index: number) =>
    httpRequest(`${internalUrl}${CREDIT}`, {
      method: 'POST',
      headers: { 'x-service-key': key, 'idempotency-key': `guess-${index}` },
      body: { email: player.email, amount: 1_000_000, source: 'games' },
    });

  it('compares at most 5 of 30 parallel guesses; the right key sent in the burst is refused too, and pays nothing', async () => {
    const guesses = Array.from({ length: 29 }, (_, index) => `guess-${index}-${'x'.repeat(20)}`);
    const answers = await Promise.all([...guesses.map(attempt), attempt(SERVICE_KEY, 99)]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.headers['retry-after']).toMatch(/^\d+$/);
    const { rows } = await context.db.query<{ coins: number }>('SELECT coins FROM players WHERE id = $1', [player.id]);
    expect(rows[0]!.coins).toBe(0);
  });

  it('lets another address with the right key through meanwhile', async () => {
    const response = await httpRequest(`${internalUrl}${CREDIT}`, {
      method: 'POST',
      localAddress: '127.0.0.2',
      headers: { 'x-service-key': SERVICE_KEY, 'idempotency-key': 'other-address' },
      body: { email: player.email, amount: 5, source: 'games' },
    });
    expect(response.status).toBe(200);
  });
});
