/**
 * The back office's "Privacy requests" queue (issue 38, ADR 060): every request of every kind with
 * its 30-day deadline, the nearest first; one request in full with its trail, each reading recorded.
 */
import type { PrivacyRequestKind, PrivacyRequestStatus } from 'contract/schemas';
import type { PrivacyRequestDetail, PrivacyRequestEvent, PrivacyRequestItem, PrivacyRequestPage } from 'contract/privacy-endpoints';
import type { Database, Queryable } from '../db/database';
import { objectedAttempt } from './games/objections';
import { recordPrivacyEvent, settlePrivacyRequest, type PrivacyActor } from './privacy-requests';

interface ItemRow extends Omit<PrivacyRequestItem, 'receivedAt' | 'dueAt' | 'handledAt'> {
  receivedAt: Date;
  dueAt: Date;
  handledAt: Date | null;
}

// The player's e-mail, or a contact-form request's sender's; the operator who decided, by e-mail.
const ITEM_COLUMNS = `r.id, r.kind, r.status, COALESCE(p.email, c.email) AS email, r.received_at AS "receivedAt", r.due_at AS "dueAt",
  r.handled_at AS "handledAt", h.email AS "handledBy"`;
const ITEM_JOINS = `privacy_requests r LEFT JOIN players p ON p.id = r.player_id
  LEFT JOIN contact_messages c ON c.id = r.contact_message_id LEFT JOIN players h ON h.id = r.handled_by`;

const asItem = ({ receivedAt, dueAt, handledAt, ...row }: ItemRow): PrivacyRequestItem => ({
  ...row,
  receivedAt: receivedAt.toISOString(),
  dueAt: dueAt.toISOString(),
  handledAt: handledAt?.toISOString() ?? null,
});

export interface PrivacyQueueQuery {
  kind?: PrivacyRequestKind;
  status?: PrivacyRequestStatus;
  page: number;
  pageSize: number;
}

/** One page of requests by kind and status, the nearest deadline first (ties: the earlier received). */
export async function listPrivacyRequests(db: Queryable, query: PrivacyQueueQuery): Promise<PrivacyRequestPage> {
  const filters = [query.kind ?? null, query.status ?? null];
  const where = '($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2)';
  const { rows: totals } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM privacy_requests r WHERE ${where}`,
    filters,
  );
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_JOINS} WHERE ${where} ORDER BY r.due_at, r.received_at, r.id LIMIT $3 OFFSET $4`,
    [...filters, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(asItem), total: totals[0]!.total, page: query.page, pageSize: query.pageSize };
}

/** One request in full; the reading is recorded in its trail first ('viewed'), so the trail shows it too. */
export async function readPrivacyRequest(db: Database, id: string, operator: PrivacyActor): Promise<PrivacyRequestDetail | null> {
  const { rows } = await db.query<ItemRow & { contactMessage: string | null }>(
    `SELECT ${ITEM_COLUMNS}, c.message AS "contactMessage" FROM ${ITEM_JOINS} WHERE r.id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  await recordPrivacyEvent(db, id, 'viewed', operator);
  const { rows: events } = await db.query<Omit<PrivacyRequestEvent, 'at'> & { at: Date }>(
    `SELECT e.action, e.actor_role AS "actorRole", CASE WHEN e.actor_role = 'operator' THEN a.email END AS "actorEmail", e.note, e.at
       FROM privacy_request_events e LEFT JOIN players a ON a.id = e.actor_id
      WHERE e.request_id = $1 ORDER BY e.at, e.id`,
    [id],
  );
  const { contactMessage, ...item } = rows[0];
  return {
    ...asItem(item),
    contactMessage,
    objection: item.kind === 'objection' ? await objectedAttempt(db, id) : null,
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

export type CompletionOutcome = 'completed' | 'not-found' | 'already-decided' | 'not-contact';

/** A contact-form privacy request handled by an operator, with a note of what was done (the other kinds the product completes). */
export async function completeContactRequest(db: Database, id: string, operator: PrivacyActor, note: string): Promise<CompletionOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ kind: PrivacyRequestKind }>('SELECT kind FROM privacy_requests WHERE id = $1', [id]);
    if (!rows[0]) return 'not-found';
    if (rows[0].kind !== 'contact') return 'not-contact';
    return (await settlePrivacyRequest(tx, id, 'done', operator, note)) ? 'completed' : 'already-decided';
  });
}
