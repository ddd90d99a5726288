import type { Queryable } from '../../../db/database';

/** The player's own privacy requests and each step of them (who acted is given by role only). */
export async function readPrivacyRequests(db: Queryable, playerId: string) {
  const { rows } = await db.query<{ id: string; kind: string; status: string; receivedAt: Date; dueAt: Date; handledAt: Date | null }>(
    `SELECT id, kind, status, received_at AS "receivedAt", due_at AS "dueAt", handled_at AS "handledAt"
       FROM privacy_requests WHERE player_id = $1 ORDER BY received_at DESC`,
    [playerId],
  );
  const events = await db.query<{ requestId: string; action: string; actorRole: string; at: Date }>(
    `SELECT e.request_id AS "requestId", e.action, e.actor_role AS "actorRole", e.at
       FROM privacy_request_events e JOIN privacy_requests r ON r.id = e.request_id
      WHERE r.player_id = $1 ORDER BY e.at, e.id`,
    [playerId],
  );
  return rows.map(({ id, ...request }) => ({
    ...request,
    steps: events.rows.filter((event) => event.requestId === id).map(({ action, actorRole, at }) => ({ action, by: actorRole, at })),
  }));
}
