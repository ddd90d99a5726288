/** Helpers of the account closure suites (issue 38, ADR 059). */
import type { FastifyInstance } from 'fastify';
import { closureEndpoints } from 'contract/closure-endpoints';
import type { Queryable } from '../../src/db/database';

type ClosureCall = keyof typeof closureEndpoints;

/** Calls a closure endpoint with `token`: a GET's fields as its query, a POST's as its JSON body. */
export function closure(api: FastifyInstance, call: ClosureCall, token: string, fields: Record<string, unknown>) {
  const { method, path } = closureEndpoints[call];
  const headers = { authorization: `Bearer ${token}` };
  if (method === 'GET') return api.inject({ method, url: `${path}?${new URLSearchParams(fields as Record<string, string>)}`, headers });
  return api.inject({ method, url: path, headers, payload: fields });
}

/** A moment past every closure's 14 days scheduled now. */
export const afterTheGracePeriod = () => new Date(Date.now() + 15 * 24 * 3600 * 1000);

/** A moment past the 6-year retention of an erasure made at `erasedAt`. */
export const afterTheRetention = (erasedAt: Date) => new Date(erasedAt.getTime() + (6 * 366 + 1) * 24 * 3600 * 1000);

export interface ClosureState {
  status: string;
  forfeitedCoins: number | null;
  erasedAt: Date | null;
}

export async function closuresOf(db: Queryable, playerId: string): Promise<ClosureState[]> {
  const { rows } = await db.query<{ status: string; forfeitedCoins: string | null; erasedAt: Date | null }>(
    `SELECT status, forfeited_coins AS "forfeitedCoins", erased_at AS "erasedAt" FROM account_closures WHERE player_id = $1 ORDER BY requested_at`,
    [playerId],
  );
  return rows.map((row) => ({ ...row, forfeitedCoins: row.forfeitedCoins === null ? null : Number(row.forfeitedCoins) }));
}
