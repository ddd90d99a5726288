/**
 * The money invariants every fault and load suite checks afterwards, over all players: each
 * balance equals its ledger and is not negative, every withdrawal request has exactly its own
 * debit and every debit its request (or its closed account's forfeit). All counts must be 0.
 */
import type { Queryable } from '../../src/db/database';
import { withdrawalCode, type StreamRequest } from './money-stream';

export interface MoneyInvariants {
  balancesDifferingFromLedger: number;
  negativeBalances: number;
  requestsWithoutTheirDebit: number;
  debitsWithoutARequest: number;
}

export const MONEY_INVARIANTS_HOLD: MoneyInvariants = {
  balancesDifferingFromLedger: 0,
  negativeBalances: 0,
  requestsWithoutTheirDebit: 0,
  debitsWithoutARequest: 0,
};

export async function moneyInvariants(db: Queryable): Promise<MoneyInvariants> {
  const { rows } = await db.query<MoneyInvariants>(
    `SELECT
       (SELECT count(*) FROM players p
         WHERE p.coins <> (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger l WHERE l.player_id = p.id))::int
         AS "balancesDifferingFromLedger",
       (SELECT count(*) FROM players WHERE coins < 0)::int AS "negativeBalances",
       (SELECT count(*) FROM withdrawal_requests w LEFT JOIN coin_ledger l ON l.id = w.ledger_entry_id
         WHERE l.id IS NULL OR l.player_id <> w.player_id OR l.amount <> -w.amount_lkr)::int AS "requestsWithoutTheirDebit",
       (SELECT count(*) FROM coin_ledger l
         WHERE l.kind = 'debit' AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.ledger_entry_id = l.id)
           -- The one other debit: the coins a closed account forfeited (ADR 059).
           AND NOT EXISTS (SELECT 1 FROM account_closures c WHERE c.forfeit_ledger_entry_id = l.id))::int
         AS "debitsWithoutARequest"`,
  );
  return rows[0]!;
}

/** How many times each value of `column` in `table` occurs, for the values given (absent: 0). */
export async function occurrences(
  db: Queryable,
  table: 'withdrawal_requests' | 'coin_ledger',
  column: 'code' | 'reason',
  values: string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ value: string; count: number }>(
    `SELECT ${column} AS value, count(*)::int AS count FROM ${table} WHERE ${column} = ANY($1::text[]) GROUP BY ${column}`,
    [values],
  );
  const counts = new Map(values.map((value) => [value, 0]));
  for (const row of rows) counts.set(row.value, row.count);
  return counts;
}

/**
 * After a fault: every request the client saw succeed is stored exactly once (a withdrawal by its
 * code, a credit by its reason), and a credit whose answer was lost or refused at most once.
 */
export async function expectDoneOnce(db: Queryable, succeeded: StreamRequest[], unanswered: StreamRequest[]): Promise<void> {
  const credits = (requests: StreamRequest[]) => requests.filter((request) => request.kind === 'credit').map((request) => request.id);
  const withdrawals = succeeded.filter((request) => request.kind === 'withdrawal').map(withdrawalCode);
  const codes = await occurrences(db, 'withdrawal_requests', 'code', withdrawals);
  expect([...codes.values()].filter((count) => count !== 1)).toEqual([]);
  const credited = await occurrences(db, 'coin_ledger', 'reason', credits(succeeded));
  expect([...credited.values()].filter((count) => count !== 1)).toEqual([]);
  const lost = await occurrences(db, 'coin_ledger', 'reason', credits(unanswered));
  expect([...lost.values()].filter((count) => count > 1)).toEqual([]);
}

/** How many withdrawal requests and stored Idempotency-Keys there are: equal when none was done twice. */
export async function requestsAndKeys(db: Queryable): Promise<{ requests: number; keys: number }> {
  const { rows } = await db.query<{ requests: number; keys: number }>(
    'SELECT (SELECT count(*) FROM withdrawal_requests)::int AS requests, (SELECT count(*) FROM idempotency_keys)::int AS keys',
  );
  return rows[0]!;
}
