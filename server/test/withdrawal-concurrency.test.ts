/**
 * Races on one account over real HTTP: every request is fired at once on its own TCP connection
 * to a listening API. On PostgreSQL the requests are spread over several API instances, each with
 * its own connection pool (as replicas behind a load balancer would be), so the debits really
 * run on separate database connections at once; PGlite runs one transaction at a time, where
 * the same race must still come out right. STRESS=1 repeats each race ROUNDS times.
 */
import { describeEachDatabase } from './support/database';
import { countConnections, httpRequest, listenOnLoopback, type HttpAnswer } from './support/http';
import { apiReplicasFor, stackFor } from './support/test-apps';
import { bySize } from './support/stress';
import { accountState, signedInPlayer, WITHDRAW, type SignedInPlayer } from './support/withdrawals';

const RACERS = 200;
const ROUNDS = bySize(1, 5);
const REPLICAS = 5;
const TIER = 5000;

interface Envelope {
  status: boolean;
  error_code: string;
  content: { code: string; balance: number; amount: number } | null;
}

/** A player who can afford exactly `affordable` withdrawals of TIER, with 2,000 left over. */
const coinsFor = (affordable: number) => affordable * TIER + 2000;

describeEachDatabase('concurrent withdrawals', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, REPLICAS);
  let urls: string[];
  let connectionCounts: (() => number)[];
  beforeAll(async () => {
    urls = await Promise.all(replicas.all.map(listenOnLoopback));
    connectionCounts = replicas.all.map(countConnections);
  });

  const connectionsSoFar = () => connectionCounts.reduce((total, count) => total + count(), 0);

  /**
   * Fires `count` withdrawals at once, round-robin over the replicas, each on a new connection;
   * `shape(index)` may change the tier and add an Idempotency-Key.
   */
  async function race(
    player: SignedInPlayer,
    count: number,
    shape: (index: number) => { amount?: number; key?: string } = () => ({}),
  ): Promise<HttpAnswer[]> {
    const before = connectionsSoFar();
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => {
        const { amount = TIER, key } = shape(index);
        return httpRequest(`${urls[index % urls.length]}${WITHDRAW}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
          body: { uuid: player.id, selectedTierAmount: amount },
        });
      }),
    );
    expect(connectionsSoFar() - before).toBe(count);
    return answers;
  }

  async function storedCodes(playerId: string): Promise<string[]> {
    const { rows } = await context.db.query<{ code: string }>('SELECT code FROM withdrawal_requests WHERE player_id = $1', [playerId]);
    return rows.map((row) => row.code).sort();
  }

  const AFFORDABLE = 102;

  it(`lets exactly ${AFFORDABLE} of ${RACERS} simultaneous withdrawals through, never overdrawing`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const player = await signedInPlayer(stack, context.db, { coins: coinsFor(AFFORDABLE) });
      const answers = await race(player, RACERS);

      const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.json<Envelope>());
      const refused = answers.filter((answer) => answer.status === 409).map((answer) => answer.json<Envelope>());
      expect(accepted).toHaveLength(AFFORDABLE);
      expect(refused).toHaveLength(RACERS - AFFORDABLE);
      expect(new Set(refused.map((body) => body.error_code))).toEqual(new Set(['INSUFFICIENT_COINS']));
      // Each debit saw the balance the one before it left: every step down to 2,000 exactly once.
      const balances = accepted.map((body) => body.content!.balance).sort((a, b) => b - a);
      expect(balances).toEqual(Array.from({ length: AFFORDABLE }, (_, step) => coinsFor(AFFORDABLE) - TIER * (step + 1)));
      // The requests stored are exactly those answered 200.
      expect(await storedCodes(player.id)).toEqual(accepted.map((body) => body.content!.code).sort());
      expect(await accountState(context.db, player.id)).toEqual({
        coins: 2000,
        ledgerSum: 2000,
        lowestRunningBalance: 2000,
        debits: AFFORDABLE,
        requests: AFFORDABLE,
        requestedTotal: AFFORDABLE * TIER,
        unmatchedRequests: 0,
      });
    }
  });

  const KEYS = 50;
  const AFFORDABLE_KEYS = 28;

  it(`pays ${AFFORDABLE_KEYS} of ${KEYS} Idempotency-Keys once each when ${RACERS} requests repeat them`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const player = await signedInPlayer(stack, context.db, { coins: coinsFor(AFFORDABLE_KEYS) });
      const answers = await race(player, RACERS, (index) => ({ key: `key-${index % KEYS}` }));

      const byKey = new Map<number, HttpAnswer[]>();
      answers.forEach((answer, index) => byKey.set(index % KEYS, [...(byKey.get(index % KEYS) ?? []), answer]));
      const paidKeys = [...byKey.values()].filter((repeats) => repeats[0]!.status === 200);
      expect(paidKeys).toHaveLength(AFFORDABLE_KEYS);
      for (const repeats of byKey.values()) {
        // Every repeat of a key got the same answer: paid once and replayed, or refused each time.
        expect(new Set(repeats.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
        const fresh = repeats.filter((answer) => answer.headers['idempotent-replayed'] !== 'true');
        expect(fresh).toHaveLength(repeats[0]!.status === 200 ? 1 : repeats.length);
      }
      const paidCodes = paidKeys.map((repeats) => repeats[0]!.json<Envelope>().content!.code);
      expect(await storedCodes(player.id)).toEqual(paidCodes.sort());
      expect(await accountState(context.db, player.id)).toMatchObject({
        coins: 2000,
        ledgerSum: 2000,
        lowestRunningBalance: 2000,
        debits: AFFORDABLE_KEYS,
        requests: AFFORDABLE_KEYS,
        unmatchedRequests: 0,
      });
      const { rows } = await context.db.query('SELECT count(*)::int AS keys FROM idempotency_keys WHERE player_id = $1', [player.id]);
      expect(rows).toEqual([{ keys: AFFORDABLE_KEYS }]); // refused requests leave no key behind
    }
  });

  it(`debits once when ${RACERS} simultaneous requests share one Idempotency-Key, and every one gets that answer`, async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 23_000 });
    const answers = await race(player, RACERS, () => ({ key: 'double-click' }));

    expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(answers[0]!.json<Envelope>().content).toMatchObject({ amount: 5000, balance: 18_000 });
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 18_000, ledgerSum: 18_000, debits: 1, requests: 1 });
  });

  it('keeps every balance equal to its ledger under a mixed race of keyed and unkeyed requests', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1_015_000 });
    // Three keys over ten small requests, and ten 1,000,000 requests of which exactly one fits.
    const answers = await race(player, 20, (index) => (index % 2 === 0 ? { key: `small-${index % 3}` } : { amount: 1_000_000 }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10 + 1);
    expect(await accountState(context.db, player.id)).toMatchObject({
      coins: 0,
      ledgerSum: 0,
      lowestRunningBalance: 0,
      debits: 4,
      requests: 4,
      unmatchedRequests: 0,
    });
  });

  it('keeps the CHECK (coins >= 0) as the last line of defence', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 100 });
    await expect(context.db.query('UPDATE players SET coins = coins - 101 WHERE id = $1', [player.id])).rejects.toThrow(/check constraint/);
  });
});
