/**
 * The account area's coin history (issue 37): every ledger movement of the player, newest first,
 * classified (game win with its game and mode, withdrawal, its refund, credit), with the balance
 * right after it; paged by entry id without gaps or repeats while credits land; the player's own
 * only; and each read one snapshot while credits race it.
 */
import { accountEndpoints, type CoinHistoryPage, type CoinMovement } from 'contract/account-endpoints';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from './support/database';
import { readyWin, submitGame } from './support/games';
import { cancel } from './support/payouts';
import { apiReplicasFor, bearer, stackFor } from './support/test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

const SERVICE_KEY = 'test-service-key-0123456789';
const CREDIT = '/api/internal/v1/coins/credit';
const HISTORY = accountEndpoints.getCoinHistory.path;

/** Each balance is the one before it (the older movement, next in the list) plus this movement's amount. */
function expectRunningBalances(movements: CoinMovement[], opening: number) {
  movements.forEach((movement, index) => {
    const before = movements[index + 1]?.balance ?? opening;
    expect({ id: movement.id, balance: movement.balance }).toEqual({ id: movement.id, balance: before + movement.amount });
  });
}

describeEachDatabase('GET /api/external/v1/account/coins', (context) => {
  // Credits race here: every one reserves a key failure before its key is compared (service-key.ts).
  const stack = stackFor(context, { env: { SERVICE_KEY, INTERNAL_KEY_FAILURES_PER_MINUTE: '1000' } });
  const replicas = apiReplicasFor(context, stack, 3);
  let credits = 0;

  /** A credit through the internal listener, as `npm run coins -- credit` sends it. */
  async function creditThroughListener(player: SignedInPlayer, amount: number) {
    const response = await stack.internal.inject({
      method: 'POST',
      url: CREDIT,
      headers: { 'x-service-key': SERVICE_KEY, 'idempotency-key': `history-${(credits += 1)}` },
      payload: { email: player.email, amount, source: 'cli', reason: 'Manual credit' },
    });
    expect(response.statusCode).toBe(200);
  }

  function history(player: SignedInPlayer, query: Record<string, string | number> = {}, api: FastifyInstance = stack.api) {
    const search = new URLSearchParams({ uuid: player.id, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, `${v}`])) });
    return api.inject({ url: `${HISTORY}?${search}`, headers: bearer(player.token) });
  }

  async function page(player: SignedInPlayer, query: Record<string, string | number> = {}, api?: FastifyInstance) {
    const response = await history(player, query, api);
    expect(response.statusCode).toBe(200);
    return response.json().content as CoinHistoryPage;
  }

  async function coinsOf(player: SignedInPlayer): Promise<number> {
    const { rows } = await context.db.query<{ coins: number }>('SELECT coins FROM players WHERE id = $1', [player.id]);
    return rows[0]!.coins;
  }

  async function win(player: SignedInPlayer, gameId: 'sliding-tiles' | 'quick-sums', mode: 'daily' | 'practice') {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, gameId, mode);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([response.statusCode, response.json().content.coinsEarned]).toEqual([200, 50]);
  }

  it('lists game wins, a credit, a withdrawal and its refund, newest first, with exact running balances', async () => {
    const player = await signedInPlayer(stack, context.db);
    await win(player, 'sliding-tiles', 'daily');
    await win(player, 'quick-sums', 'practice');
    await creditThroughListener(player, 5000);
    const request = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(request.statusCode).toBe(200);
    const { code } = request.json().content as { code: string };
    expect((await cancel(stack.api, player, code)).statusCode).toBe(200);

    const { movements, nextBefore } = await page(player);

    expect(nextBefore).toBeNull();
    expect(movements.map(({ id: _id, at: _at, ...rest }) => rest)).toEqual([
      { kind: 'refund', amount: 5000, balance: 5100, game: null, withdrawalCode: code },
      { kind: 'withdrawal', amount: -5000, balance: 100, game: null, withdrawalCode: code },
      { kind: 'credit', amount: 5000, balance: 5100, game: null, withdrawalCode: null },
      {
        kind: 'game_win',
        amount: 50,
        balance: 100,
        game: { id: 'quick-sums', name: 'Quick Sums', mode: 'practice' },
        withdrawalCode: null,
      },
      {
        kind: 'game_win',
        amount: 50,
        balance: 50,
        game: { id: 'sliding-tiles', name: 'Sliding Tiles', mode: 'daily' },
        withdrawalCode: null,
      },
    ]);
    expect(movements[0]!.balance).toBe(await coinsOf(player));
    const ids = movements.map((movement) => movement.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = movements.map((movement) => Date.parse(movement.at));
    expect(times.every((time, index) => index === 0 || time <= times[index - 1]!)).toBe(true);
  });

  it('pages by entry id without gaps or repeats while a credit lands between the reads', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1000, withBankDetails: false });
    for (let amount = 1; amount <= 11; amount += 1) await creditThroughListener(player, amount);
    const { rows } = await context.db.query<{ id: number }>('SELECT id FROM coin_ledger WHERE player_id = $1 ORDER BY id DESC', [
      player.id,
    ]);
    const ledger = rows.map((row) => row.id);
    expect(ledger).toHaveLength(12);

    const first = await page(player, { limit: 5 });
    await creditThroughListener(player, 500);
    const second = await page(player, { limit: 5, before: first.nextBefore! });
    const third = await page(player, { limit: 5, before: second.nextBefore! });

    expect([first, second, third].map((read) => read.movements.length)).toEqual([5, 5, 2]);
    expect([first.nextBefore, second.nextBefore, third.nextBefore]).toEqual([ledger[4], ledger[9], null]);
    const read = [first, second, third].flatMap((each) => each.movements);
    expect(read.map((movement) => movement.id)).toEqual(ledger);
    // Balances were read at two moments, both right: the ledger's order is the balance's order.
    expectRunningBalances(read, 0);
    expect(read.at(-1)).toMatchObject({ kind: 'credit', amount: 1000, balance: 1000 });
    expect(read[0]!.balance).toBe(1000 + 66);

    const now = await page(player, { limit: 2 });
    expect(now.movements.map((movement) => [movement.amount, movement.balance])).toEqual([
      [500, 1566],
      [11, 1066],
    ]);
    expect(now.movements[0]!.balance).toBe(await coinsOf(player));
    // Exactly a page's worth: no empty page after it.
    expect((await page(player, { limit: 13 })).nextBefore).toBeNull();
    expect((await page(player, { limit: 12, before: now.movements[0]!.id })).nextBefore).toBeNull();
  });

  it('answers an empty page for a player without movements, and checks its query', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    expect(await page(player)).toEqual({ movements: [], nextBefore: null });
    const badQueries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 51 },
      { limit: 'x' },
      { before: 0 },
      { before: -3 },
      { before: 'x' },
    ];
    for (const query of badQueries) {
      const response = await history(player, query);
      expect([query, response.statusCode, response.json().error_code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await page(player, { before: 1 })).movements).toEqual([]);
  });

  it("refuses another player's uuid with 403 and reads nothing; no token is 401", async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 700, withBankDetails: false });
    const other = await signedInPlayer(stack, context.db, { coins: 900, withBankDetails: false });
    for (const uuid of [other.id, other.id.toUpperCase(), 'garbage']) {
      const response = await stack.api.inject({ url: `${HISTORY}?uuid=${uuid}`, headers: bearer(player.token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    }
    expect((await stack.api.inject({ url: `${HISTORY}?uuid=${player.id}` })).statusCode).toBe(401);
    const missing = await stack.api.inject({ url: HISTORY, headers: bearer(player.token) });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'uuid is required.']);
    expect((await page(player)).movements.map((movement) => movement.balance)).toEqual([700]);
  });

  it('reads one snapshot while credits race it: every balance is the previous plus its amount', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const CREDITS = 30;
    let crediting = true;
    const credited = Promise.all(Array.from({ length: CREDITS }, (_, index) => creditThroughListener(player, index + 1))).finally(() => {
      crediting = false;
    });
    // Three readers, each on its own API replica (its own pool on PostgreSQL), read until the last credit is in.
    const reads: CoinHistoryPage[] = [];
    await Promise.all(
      [0, 1, 2].map(async (reader) => {
        do reads.push(await page(player, { limit: 50 }, replicas.pick(reader)));
        while (crediting);
      }),
    );
    await credited;
    const sizes = new Set<number>();
    for (const read of reads) {
      // The whole ledger in one page: from nothing to its top, each step its amount.
      expectRunningBalances(read.movements, 0);
      sizes.add(read.movements.length);
    }
    const last = await page(player, { limit: 50 });
    expect(last.movements).toHaveLength(CREDITS);
    expect(last.movements[0]!.balance).toBe((CREDITS * (CREDITS + 1)) / 2);
    expect(last.movements[0]!.balance).toBe(await coinsOf(player));
    // On PostgreSQL the reads met the credits: they saw the ledger at several moments. PGlite runs one
    // statement or transaction at a time and queues the readers behind the credits.
    if (context.backend === 'postgres') expect(sizes.size).toBeGreaterThan(1);
  });
});
