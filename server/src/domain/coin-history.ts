/**
 * What the account area shows of a player's coins (issue 37): every ledger movement with the
 * balance after it, each withdrawal's steps in the back office's status words, and an honest pace.
 * Reads only; every answer is one statement, so it is one snapshot of the ledger even while credits
 * and withdrawals land.
 */
import type { CoinHistoryPage, CoinMovement, CoinPace, WithdrawalTimeline, WithdrawalTimelineStep } from 'contract/account-endpoints';
import { challengeDateOf, DAILY_GAME_COIN_CAP, games, type GameId, type GameMode } from 'contract/games';
import { WITHDRAWAL_TIERS } from 'contract/money';
import type { WithdrawalStatus } from 'contract/endpoints';
import type { Queryable } from '../db/database';
import { PlayerNotFoundError } from './coins';
import { coinsEarnedOn } from './games/attempts';

interface MovementRow {
  id: number;
  at: Date;
  amount: number;
  balance: number;
  gameId: GameId | null;
  mode: GameMode | null;
  withdrawalCode: string | null;
  refundCode: string | null;
}

function movement(row: MovementRow): CoinMovement {
  const base = { id: row.id, at: row.at.toISOString(), amount: row.amount, balance: row.balance, game: null, withdrawalCode: null };
  if (row.gameId !== null && row.mode !== null) {
    return { ...base, kind: 'game_win', game: { id: row.gameId, name: games[row.gameId].title, mode: row.mode } };
  }
  if (row.withdrawalCode !== null) return { ...base, kind: 'withdrawal', withdrawalCode: row.withdrawalCode };
  if (row.refundCode !== null) return { ...base, kind: 'refund', withdrawalCode: row.refundCode };
  return { ...base, kind: 'credit' };
}

/**
 * One page of the player's ledger, newest first: the `limit` entries before entry `before` (the
 * newest when absent), each with the balance right after it. The balance is anchored at the
 * player's balance and walks back by a window SUM over the entries ordered by id: the balance
 * after an entry is players.coins less every newer entry (those above the page, summed through
 * coin_ledger_player_id_idx, plus those above it on the page). So the first page costs the page
 * alone however long the ledger is, and players.coins and the ledger are read in one statement,
 * one snapshot: a credit landing meanwhile is in both or in neither. A balance only changes under
 * the player's row lock and its ledger row is numbered under that lock, so ids follow the
 * balance's own order. One more row than asked tells whether an older page exists.
 */
export async function coinHistory(
  db: Queryable,
  playerId: string,
  page: { before?: number | undefined; limit: number },
): Promise<CoinHistoryPage> {
  const { rows } = await db.query<MovementRow>(
    `WITH page AS (
       SELECT id, amount, created_at FROM coin_ledger
        WHERE player_id = $1 AND id < COALESCE($2::bigint, 9223372036854775807)
        ORDER BY id DESC LIMIT $3::int + 1
     ),
     newer AS (
       SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM coin_ledger
        WHERE player_id = $1 AND id > (SELECT max(id) FROM page)
     )
     SELECT page.id, page.created_at AS at, page.amount,
            (p.coins - newer.total
               - COALESCE(SUM(page.amount) OVER (ORDER BY page.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::bigint
              AS balance,
            g.game_id AS "gameId", g.mode, w.code AS "withdrawalCode", r.code AS "refundCode"
       FROM page
       JOIN players p ON p.id = $1
       CROSS JOIN newer
       LEFT JOIN game_attempts g ON g.ledger_entry_id = page.id
       LEFT JOIN withdrawal_requests w ON w.ledger_entry_id = page.id
       LEFT JOIN withdrawal_requests r ON r.refund_ledger_entry_id = page.id
      ORDER BY page.id DESC`,
    [playerId, page.before ?? null, page.limit],
  );
  const movements = rows.slice(0, page.limit).map(movement);
  return { movements, nextBefore: rows.length > page.limit ? movements.at(-1)!.id : null };
}

/** The audit actions a player sees, each as the status it led to; review and export are the payout team's own steps. */
const PLAYER_VISIBLE_ACTIONS: Record<string, Exclude<WithdrawalStatus, 'pending'>> = {
  approve: 'approved',
  reject: 'rejected',
  'mark-paid': 'paid',
  cancel: 'cancelled',
  // ADR 037: the bank returned an exported request unpaid; the request is rejected and the coins come back.
  return: 'rejected',
};

interface TimelineRow {
  id: number;
  code: string;
  amount: number;
  bankName: string;
  status: WithdrawalStatus;
  createdAt: Date;
  updatedAt: Date;
  rejectionReason: string | null;
  paidReference: string | null;
  action: string | null;
  reference: string | null;
  at: Date | null;
}

function step(status: WithdrawalTimelineStep['status'], at: Date, row: TimelineRow, reference: string | null): WithdrawalTimelineStep {
  return {
    status,
    at: at.toISOString(),
    bankReference: status === 'paid' ? (reference ?? row.paidReference) : null,
    // The words the player already reads in the Transactions panel and the mail: the operator's
    // reason, or for a bank's return "Returned by the bank unpaid (reference …)".
    reason: status === 'rejected' ? row.rejectionReason : null,
  };
}

/**
 * Each of the player's withdrawals, newest first, with its steps: requested, then each status it
 * moved to from the audit trail, oldest first. Never who acted (the operators' e-mails and roles)
 * nor the payout team's own steps (review, export to a bank file). A request older than the trail
 * (migration 007) whose status moved without a row in it gets that status as its last step, at
 * its last change. One statement: the status and the steps are of one moment.
 */
export async function withdrawalTimelines(db: Queryable, playerId: string): Promise<WithdrawalTimeline[]> {
  const { rows } = await db.query<TimelineRow>(
    `SELECT w.id, w.code, w.amount_lkr AS amount, w.bank_name AS "bankName", w.status, w.created_at AS "createdAt",
            w.updated_at AS "updatedAt", w.rejection_reason AS "rejectionReason", w.paid_reference AS "paidReference",
            a.action, a.reference, a.at
       FROM withdrawal_requests w
       LEFT JOIN withdrawal_audit a ON a.withdrawal_id = w.id AND a.action = ANY($2::text[])
      WHERE w.player_id = $1
      ORDER BY w.created_at DESC, w.id DESC, a.id`,
    [playerId, Object.keys(PLAYER_VISIBLE_ACTIONS)],
  );
  const timelines = new Map<number, WithdrawalTimeline & { last: TimelineRow }>();
  for (const row of rows) {
    let timeline = timelines.get(row.id);
    if (!timeline) {
      timeline = {
        code: row.code,
        amount: row.amount,
        bankName: row.bankName,
        status: row.status,
        steps: [{ status: 'requested', at: row.createdAt.toISOString(), bankReference: null, reason: null }],
        last: row,
      };
      timelines.set(row.id, timeline);
    }
    if (row.action !== null && row.at !== null) timeline.steps.push(step(PLAYER_VISIBLE_ACTIONS[row.action]!, row.at, row, row.reference));
  }
  return [...timelines.values()].map(({ last, ...timeline }) => {
    const reached = timeline.steps.at(-1)!.status;
    if (timeline.status !== 'pending' && reached !== timeline.status)
      timeline.steps.push(step(timeline.status, last.updatedAt, last, null));
    return timeline;
  });
}

/** The smallest withdrawal tier above `balance`; null once it reaches the largest. */
export function nextTierAbove(balance: number): number | null {
  return WITHDRAWAL_TIERS.find((tier) => tier > balance) ?? null;
}

/**
 * The pace at `now` (the routes pass the database's clock, the one the games' cap is counted by):
 * what games can still pay today is the one daily cap that every game and mode shares
 * (DAILY_GAME_COIN_CAP, ADR 032: practice wins count too) less what they paid today in Sri Lanka;
 * the last 7 days' earnings are game wins and credits, never refunds (coins given back are not
 * earned); the next tier comes at that average, rounded up to whole days.
 */
export async function coinPace(db: Queryable, playerId: string, now: Date): Promise<CoinPace> {
  const { rows } = await db.query<{ balance: number; earned: number }>(
    `SELECT p.coins AS balance,
            (SELECT COALESCE(SUM(l.amount), 0) FROM coin_ledger l
              WHERE l.player_id = p.id AND l.amount > 0 AND l.created_at > $2::timestamptz - interval '7 days' AND l.created_at <= $2
                AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.refund_ledger_entry_id = l.id))::bigint AS earned
       FROM players p WHERE p.id = $1`,
    [playerId, now],
  );
  if (!rows[0]) throw new PlayerNotFoundError();
  const { balance, earned } = rows[0];
  const earnedToday = await coinsEarnedOn(db, playerId, challengeDateOf(now));
  const nextTier = nextTierAbove(balance);
  return {
    balance,
    canStillEarnToday: Math.max(0, DAILY_GAME_COIN_CAP - earnedToday),
    earnedLast7Days: earned,
    nextTier,
    // remaining / (earned / 7), as one division of whole numbers: no rounding before the ceiling.
    daysToNextTier: nextTier === null || earned === 0 ? null : Math.ceil(((nextTier - balance) * 7) / earned),
  };
}
