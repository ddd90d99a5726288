/**
 * Objections to the games' automated refusals (issue 38, ADR 060): a player asks for a person to
 * review a result the pace or replay checks refused; an operator upholds the refusal or credits
 * what the result would have earned, once, through the ledger.
 */
import { createHash } from 'node:crypto';
import type { GameObjection } from 'contract/game-endpoints';
import type { ObjectedAttempt } from 'contract/privacy-endpoints';
import { DAILY_GAME_COIN_CAP, games, replayGame, type GameId, type GameMode, type Move, type Refusal } from 'contract/games';
import type { Database, Queryable, Transaction } from '../../db/database';
import { creditCoinsKeyed } from '../coins';
import { openPrivacyRequest, settlePrivacyRequest, type PrivacyActor } from '../privacy-requests';
import { coinsEarnedOn, dealOf } from './attempts';

/** The coin_credits source of credited objections; each one's key is `objection:<attempt id>`. */
export const OBJECTION_CREDIT_SOURCE = 'objections';

const OBJECTION_COLUMNS = `a.id AS "attemptId", a.game_id AS "gameId", a.mode, r.received_at AS "askedAt", r.status,
  o.coins_credited AS "coinsCredited", o.reason, r.handled_at AS "decidedAt"`;

interface ObjectionRow extends Omit<GameObjection, 'askedAt' | 'decidedAt'> {
  askedAt: Date;
  decidedAt: Date | null;
}

const asObjection = (row: ObjectionRow): GameObjection => ({
  ...row,
  askedAt: row.askedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export type ObjectionOutcome =
  | { kind: 'opened'; objection: GameObjection }
  | { kind: 'already-asked' }
  /** Unknown, or another player's: the answer never says which. */
  | { kind: 'not-found' }
  | { kind: 'not-refused' };

/**
 * Opens the privacy request of kind 'objection' for the player's own refused attempt, once. The
 * attempt's row is locked first, so two presses at once are taken one after the other and the
 * second finds the first's objection (the unique attempt_id stays the last line of defence).
 */
export async function objectToAttempt(db: Database, playerId: string, attemptId: string): Promise<ObjectionOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; refusal: Refusal | null }>(
      'SELECT status, refusal FROM game_attempts WHERE id = $1 AND player_id = $2 FOR UPDATE',
      [attemptId, playerId],
    );
    const attempt = rows[0];
    if (!attempt) return { kind: 'not-found' };
    if (attempt.status !== 'refused') return { kind: 'not-refused' };
    const { rows: asked } = await tx.query('SELECT 1 FROM game_objections WHERE attempt_id = $1', [attemptId]);
    if (asked[0]) return { kind: 'already-asked' };
    const requestId = await openPrivacyRequest(tx, { kind: 'objection', playerId, note: `Refused as ${attempt.refusal}` });
    await tx.query('INSERT INTO game_objections (request_id, attempt_id) VALUES ($1, $2)', [requestId, attemptId]);
    return { kind: 'opened', objection: (await playerObjections(tx, playerId, attemptId))[0]! };
  });
}

/** The player's objections, the newest first (one attempt's when `attemptId` is given). */
export async function playerObjections(db: Queryable, playerId: string, attemptId?: string): Promise<GameObjection[]> {
  const { rows } = await db.query<ObjectionRow>(
    `SELECT ${OBJECTION_COLUMNS}
       FROM game_objections o JOIN privacy_requests r ON r.id = o.request_id JOIN game_attempts a ON a.id = o.attempt_id
      WHERE a.player_id = $1 AND ($2::uuid IS NULL OR a.id = $2)
      ORDER BY r.received_at DESC LIMIT 50`,
    [playerId, attemptId ?? null],
  );
  return rows.map(asObjection);
}

interface AttemptForReview {
  attemptId: string;
  playerId: string;
  gameId: GameId;
  mode: GameMode;
  seed: number;
  shapeSeed: number | null;
  dealtAt: Date;
  submittedAt: Date | null;
  refusal: Refusal;
  moves: Move[] | null;
  coinsCredited: number;
  reason: string | null;
}

async function attemptForReview(db: Queryable, requestId: string): Promise<AttemptForReview | null> {
  const { rows } = await db.query<AttemptForReview>(
    `SELECT a.id AS "attemptId", a.player_id AS "playerId", a.game_id AS "gameId", a.mode, a.seed, a.shape_seed AS "shapeSeed",
            a.dealt_at AS "dealtAt", a.submitted_at AS "submittedAt", a.refusal, a.moves, o.coins_credited AS "coinsCredited", o.reason
       FROM game_objections o JOIN game_attempts a ON a.id = o.attempt_id WHERE o.request_id = $1`,
    [requestId],
  );
  return rows[0] ?? null;
}

/**
 * The result as it would have been judged had its pace been a human's: the same moves, in order,
 * re-timed at each game's least human pace (the one check a person may overrule). Impossible
 * moves and an unsolved board stay what they were: no win.
 */
export function replayAtHumanPace(
  attempt: Pick<AttemptForReview, 'gameId' | 'seed' | 'shapeSeed' | 'dealtAt' | 'submittedAt'>,
  moves: readonly Move[],
) {
  const info = games[attempt.gameId];
  const step = Math.max(info.minMoveMs, info.minAverageMoveMs);
  const paced = moves.map((move, index) => ({ value: move.value, at: info.minFirstMoveMs + index * step }));
  const measuredMs = attempt.submittedAt ? attempt.submittedAt.getTime() - attempt.dealtAt.getTime() : 0;
  const elapsedMs = Math.max(measuredMs, paced.at(-1)?.at ?? 0);
  return replayGame(dealOf(attempt), paced, { elapsedMs });
}

/**
 * What crediting pays: the win's coins within what was left of the cap on the attempt's day
 * (ADR 060: the cap applies, counted on that day, so a credit never pays more than the result
 * would have). Read under the player's row lock when deciding.
 */
async function creditableCoins(db: Queryable, attempt: AttemptForReview, won: boolean): Promise<number> {
  if (!won || !attempt.submittedAt) return 0;
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(($1::timestamptz AT TIME ZONE 'Asia/Colombo')::date, 'YYYY-MM-DD') AS day`,
    [attempt.submittedAt],
  );
  const earned = await coinsEarnedOn(db, attempt.playerId, rows[0]!.day);
  return Math.max(0, Math.min(games[attempt.gameId].coinsPerWin, DAILY_GAME_COIN_CAP - earned));
}

/** The objected attempt as the operator's detail shows it; null for a request that is not an objection. */
export async function objectedAttempt(db: Queryable, requestId: string): Promise<ObjectedAttempt | null> {
  const attempt = await attemptForReview(db, requestId);
  if (!attempt) return null;
  const moves = attempt.moves ?? [];
  const replay = replayAtHumanPace(attempt, moves);
  const verified = replay.outcome === 'verified' ? replay : null;
  return {
    attemptId: attempt.attemptId,
    gameId: attempt.gameId,
    gameTitle: games[attempt.gameId].title,
    mode: attempt.mode,
    dealtAt: attempt.dealtAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    refusal: attempt.refusal,
    moves,
    score: verified?.score ?? null,
    won: verified?.won ?? false,
    creditableCoins: await creditableCoins(db, attempt, verified?.won ?? false),
    coinsCredited: attempt.coinsCredited,
    reason: attempt.reason,
  };
}

export type ObjectionDecision =
  { kind: 'decided'; coinsCredited: number } | { kind: 'not-found' } | { kind: 'already-decided' } | { kind: 'nothing-to-credit' };

/**
 * An operator's decision on an objection, in one transaction: the request is settled first
 * (settlePrivacyRequest answers false to all but one of operators deciding at once), then the coins
 * are credited under the key `objection:<attempt>` (a second credit of one attempt cannot be written).
 */
export async function decideObjection(
  db: Database,
  requestId: string,
  operator: PrivacyActor & { role: 'operator' },
  decision: { credit: true; note?: string } | { credit: false; reason: string },
): Promise<ObjectionDecision> {
  return db
    .transaction<ObjectionDecision>(async (tx: Transaction) => {
      const attempt = await attemptForReview(tx, requestId);
      if (!attempt) return { kind: 'not-found' };
      if (!decision.credit) {
        if (!(await settlePrivacyRequest(tx, requestId, 'refused', operator, decision.reason))) return { kind: 'already-decided' };
        await tx.query('UPDATE game_objections SET reason = $2 WHERE request_id = $1', [requestId, decision.reason]);
        return { kind: 'decided', coinsCredited: 0 };
      }
      // The player's row first: the day's earnings are summed with no win of theirs judged meanwhile.
      await tx.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [attempt.playerId]);
      if (!(await settlePrivacyRequest(tx, requestId, 'done', operator, decision.note))) return { kind: 'already-decided' };
      const replay = replayAtHumanPace(attempt, attempt.moves ?? []);
      const amount = await creditableCoins(tx, attempt, replay.outcome === 'verified' && replay.won);
      // Rolls the settlement back with it: the request stays open for a decision that can be kept.
      if (amount === 0) throw new NothingToCreditError();
      const reason = `${games[attempt.gameId].title} result reviewed (attempt ${attempt.attemptId})`;
      const idempotencyKey = `objection:${attempt.attemptId}`;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([attempt.playerId, amount, reason]))
        .digest('hex');
      const change = await creditCoinsKeyed(tx, {
        source: OBJECTION_CREDIT_SOURCE,
        idempotencyKey,
        fingerprint,
        playerId: attempt.playerId,
        amount,
        reason,
      });
      await tx.query('UPDATE game_objections SET coins_credited = $2, ledger_entry_id = $3 WHERE request_id = $1', [
        requestId,
        amount,
        change.ledgerEntryId,
      ]);
      return { kind: 'decided', coinsCredited: amount };
    })
    .catch((error: unknown) => {
      if (error instanceof NothingToCreditError) return { kind: 'nothing-to-credit' } as const;
      throw error;
    });
}

class NothingToCreditError extends Error {}
