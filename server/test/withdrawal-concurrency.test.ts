/**
 * Races on one account. On PostgreSQL the requests are spread over several API instances, each
 * with its own connection pool (as replicas behind a load balancer would be), so the debits
 * really run on separate connections at once; PGlite runs one transaction at a time, where
 * the same race must still come out right.
 */
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../src/app';
import { describeEachDatabase } from './support/database';
import { noMailExpected, startStack, type TestStack } from './support/stack';
import { accountState, signedInPlayer, withdraw } from './support/withdrawals';

const RACERS = 50;
const REPLICAS = 5;

describeEachDatabase('concurrent withdrawals', (context) => {
  let stack: TestStack;
  let replicas: FastifyInstance[];

  beforeAll(async () => {
    stack = await startStack(context.db);
    const { openAnotherHandle } = context.testDatabase;
    replicas = [stack.api];
    if (openAnotherHandle) {
      for (let index = 1; index < REPLICAS; index += 1) {
        const replica = buildApiApp({ config: stack.config, db: openAnotherHandle(), mailer: noMailExpected });
        await replica.ready();
        replicas.push(replica);
      }
    }
  });
  afterAll(async () => {
    await Promise.all(replicas.slice(1).map((replica) => replica.close()));
    await stack.close();
  });

  /** Fires every request at once, round-robin over the replicas. */
  function race(token: string, body: object, headers: Record<string, string> = {}) {
    return Promise.all(
      Array.from({ length: RACERS }, (_, index) => withdraw(replicas[index % replicas.length]!, token, body, headers)),
    );
  }

  it(`lets exactly 4 of ${RACERS} simultaneous 5,000 withdrawals from 23,000 through, never overdrawing`, async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 23_000 });
    const responses = await race(player.token, { uuid: player.id, selectedTierAmount: 5000 });

    const accepted = responses.filter((response) => response.statusCode === 200).map((response) => response.json());
    const refused = responses.filter((response) => response.statusCode === 409).map((response) => response.json());
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(RACERS - 4);
    expect(new Set(refused.map((body) => body.error_code))).toEqual(new Set(['INSUFFICIENT_COINS']));
    expect(accepted.map((body) => body.content.balance).sort((a, b) => b - a)).toEqual([18_000, 13_000, 8000, 3000]);
    expect(new Set(accepted.map((body) => body.content.code)).size).toBe(4);
    expect(await accountState(context.db, player.id)).toEqual({
      coins: 3000,
      ledgerSum: 3000,
      lowestRunningBalance: 3000,
      debits: 4,
      requests: 4,
      requestedTotal: 20_000,
      unmatchedRequests: 0,
    });
  });

  it(`debits once when ${RACERS} simultaneous requests share one Idempotency-Key, and every one gets that answer`, async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 23_000 });
    const responses = await race(player.token, { uuid: player.id, selectedTierAmount: 5000 }, { 'idempotency-key': 'double-click' });

    expect(responses.map((response) => response.statusCode)).toEqual(Array(RACERS).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(responses[0]!.json().content).toMatchObject({ amount: 5000, balance: 18_000 });
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 18_000, ledgerSum: 18_000, debits: 1, requests: 1 });
  });

  it('keeps every balance equal to its ledger under a mixed race of keyed and unkeyed requests', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1_015_000 });
    const replica = (index: number) => replicas[index % replicas.length]!;
    const requests = [
      ...Array.from({ length: 10 }, (_, index) =>
        withdraw(replica(index), player.token, { uuid: player.id, selectedTierAmount: 5000 }, { 'idempotency-key': `small-${index % 3}` }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        withdraw(replica(index), player.token, { uuid: player.id, selectedTierAmount: 1_000_000 }),
      ),
    ];
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    // Three keys: three 5,000 debits; of the ten 1,000,000 requests exactly one fits, in any order.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10 + 1);
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
