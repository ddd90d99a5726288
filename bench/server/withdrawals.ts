/**
 * Withdrawal throughput under contention. From server/: `npx tsx bench/withdrawals.ts` (PGlite),
 * or with DATABASE_URL=postgres://… for PostgreSQL. Three runs of withdrawals of 5,000 over
 * CONNECTIONS keep-alive connections: all on one account (every debit waits for the previous
 * one's row lock), spread over ACCOUNTS accounts, and spread with a new Idempotency-Key each.
 * Each run is a fixed number of requests rather than a duration, so every request sent is
 * answered and counted, and the invariants afterwards can be exact.
 */
import type { Database } from '../../server/src/db/database';
import { load, printSummaries, startBenchServer, type BenchPlayer, type LoadSummary } from './bench-server';

const ACCOUNTS = 100;
const CONNECTIONS = 50;
const REQUESTS_PER_RUN = 2000;
const TIER = 5000;
/** Enough for every request of every run to succeed, even all on one account. */
const START_COINS = 1_000_000_000;

function withdrawalRun(apiUrl: string, pickPlayer: () => BenchPlayer, keyed: boolean) {
  let sent = 0;
  return {
    url: apiUrl,
    connections: CONNECTIONS,
    amount: REQUESTS_PER_RUN,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/external/v1/get-user-withdrawl',
        setupRequest: (request: object) => {
          const player = pickPlayer();
          sent += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${player.token}`,
              ...(keyed ? { 'idempotency-key': `bench-${sent}` } : {}),
            },
            body: JSON.stringify({ uuid: player.id, selectedTierAmount: TIER }),
          };
        },
      },
    ],
  };
}

interface Invariant {
  invariant: string;
  expected: number;
  actual: number;
}

async function checkInvariants(db: Database, players: BenchPlayer[], runs: LoadSummary[], keyedRun: LoadSummary) {
  const accepted = runs.reduce((total, run) => total + run.ok, 0);
  const { rows } = await db.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM players p WHERE p.id = ANY($1::uuid[])
           AND p.coins <> (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger l WHERE l.player_id = p.id)) AS "balanceMismatches",
       (SELECT count(*) FROM players WHERE id = ANY($1::uuid[]) AND coins < 0) AS "negativeBalances",
       (SELECT count(*) FROM coin_ledger WHERE player_id = ANY($1::uuid[]) AND kind = 'debit') AS debits,
       (SELECT count(*) FROM withdrawal_requests WHERE player_id = ANY($1::uuid[])) AS requests,
       (SELECT COALESCE(SUM(amount_lkr), 0) FROM withdrawal_requests WHERE player_id = ANY($1::uuid[]))::bigint AS "requestedLkr",
       ($2::bigint * cardinality($1::uuid[]) - (SELECT SUM(coins) FROM players WHERE id = ANY($1::uuid[])))::bigint AS "coinsGone",
       (SELECT count(*) FROM withdrawal_requests w JOIN coin_ledger l ON l.id = w.ledger_entry_id
         WHERE w.player_id = ANY($1::uuid[]) AND (l.player_id <> w.player_id OR l.amount <> -w.amount_lkr)) AS "unmatchedRequests",
       (SELECT count(*) FROM idempotency_keys WHERE player_id = ANY($1::uuid[])) AS "storedKeys"`,
    [players.map((player) => player.id), START_COINS],
  );
  const actual = rows[0]!;
  const invariants: Invariant[] = [
    { invariant: 'balances differing from their ledger', expected: 0, actual: actual.balanceMismatches! },
    { invariant: 'negative balances', expected: 0, actual: actual.negativeBalances! },
    { invariant: 'debit ledger rows = 2xx answers', expected: accepted, actual: actual.debits! },
    { invariant: 'withdrawal requests = 2xx answers', expected: accepted, actual: actual.requests! },
    { invariant: 'LKR requested = coins gone', expected: actual.coinsGone!, actual: actual.requestedLkr! },
    { invariant: 'LKR requested = 2xx answers x 5,000', expected: accepted * TIER, actual: actual.requestedLkr! },
    { invariant: 'requests without their exact debit', expected: 0, actual: actual.unmatchedRequests! },
    { invariant: 'stored idempotency keys = keyed 2xx', expected: keyedRun.ok, actual: actual.storedKeys! },
  ];
  return invariants.map((row) => ({ ...row, ok: row.expected === row.actual }));
}

async function main(): Promise<void> {
  const server = await startBenchServer(ACCOUNTS, START_COINS);
  try {
    const [hot] = server.players as [BenchPlayer];
    const anyPlayer = () => server.players[Math.floor(Math.random() * server.players.length)]!;
    // A short warm-up (JIT, connection pool, JWKS cache); its withdrawals count in the invariants.
    const warmUp = await load('warm-up', { ...withdrawalRun(server.apiUrl, anyPlayer, false), amount: 500 });
    const runs = [
      warmUp,
      await load(
        `1 account, ${CONNECTIONS} connections`,
        withdrawalRun(server.apiUrl, () => hot, false),
      ),
      await load(`${ACCOUNTS} accounts, ${CONNECTIONS} connections`, withdrawalRun(server.apiUrl, anyPlayer, false)),
      await load(`${ACCOUNTS} accounts + Idempotency-Key`, withdrawalRun(server.apiUrl, anyPlayer, true)),
    ];
    printSummaries(`Withdrawals of ${TIER} on ${server.database} (${REQUESTS_PER_RUN} per run)`, runs);
    const invariants = await checkInvariants(await server.stopAndOpenDatabase(), server.players, runs, runs[3]!);
    console.log('\nInvariants afterwards');
    console.table(invariants);
    if (invariants.some((row) => !row.ok) || runs.some((run) => run.notOk > 0 || run.errors > 0)) process.exitCode = 1;
  } finally {
    await server.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
