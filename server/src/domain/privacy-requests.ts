/**
 * The privacy rights' requests and their audit trail (issue 38, ADR 056). Every right a player
 * exercises opens one here, in the same transaction as what it starts, so the back office's queue
 * holds every request with its deadline; each step is recorded as an event by whoever took it.
 */
import { PRIVACY_REQUEST_DEADLINE_DAYS, type PrivacyRequestKind, type PrivacyRequestStatus } from 'contract/schemas';
import type { Queryable, Transaction } from '../db/database';

/** Who took a step: a player or an operator (by account id), or the product itself. */
export type PrivacyActor = { role: 'player' | 'operator'; id: string } | { role: 'system' };

export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  playerId?: string;
  contactMessageId?: number;
  /** What the request asks, in the product's or the player's words (never personal data). */
  note?: string;
}

/** Opens a request (due in 30 days) with its first event, 'received', by its player or the product. */
export async function openPrivacyRequest(tx: Transaction, request: NewPrivacyRequest): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    // One reading of the clock for both: the deadline is exactly 30 days after the arrival.
    `INSERT INTO privacy_requests (player_id, contact_message_id, kind, received_at, due_at)
     SELECT $1, $2, $3, now.at, now.at + make_interval(days => $4) FROM (SELECT clock_timestamp() AS at) now RETURNING id`,
    [request.playerId ?? null, request.contactMessageId ?? null, request.kind, PRIVACY_REQUEST_DEADLINE_DAYS],
  );
  const id = rows[0]!.id;
  const actor: PrivacyActor = request.playerId ? { role: 'player', id: request.playerId } : { role: 'system' };
  await recordPrivacyEvent(tx, id, 'received', actor, request.note);
  return id;
}

/** Adds a step to a request's trail. `action` is lower-case words joined by hyphens ('downloaded', 'credited'). */
export async function recordPrivacyEvent(
  db: Queryable,
  requestId: string,
  action: string,
  actor: PrivacyActor,
  note?: string,
): Promise<void> {
  await db.query(`INSERT INTO privacy_request_events (request_id, action, actor_id, actor_role, note) VALUES ($1, $2, $3, $4, $5)`, [
    requestId,
    action,
    actor.role === 'system' ? null : actor.id,
    actor.role,
    note ?? null,
  ]);
}

/**
 * Ends an open request as done, refused or cancelled, with the event that says so. Answers false
 * (and records nothing) when it was no longer open: two operators deciding at once, one wins.
 */
export async function settlePrivacyRequest(
  tx: Transaction,
  requestId: string,
  status: Exclude<PrivacyRequestStatus, 'open'>,
  actor: PrivacyActor,
  note?: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE privacy_requests SET status = $2, handled_at = clock_timestamp(), handled_by = $3
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [requestId, status, actor.role === 'operator' ? actor.id : null],
  );
  if (rows.length === 0) return false;
  await recordPrivacyEvent(tx, requestId, status === 'done' ? 'completed' : status, actor, note);
  return true;
}
