import type { Queryable } from '../../../db/database';
import { listPlayerSessions, signInHistory, SIGN_IN_HISTORY_DAYS } from '../../player-sessions';
import { iso } from '../section';

/** The sign-ins kept (the last 30 days) and the sessions open now, each with its browser label. */
export async function readSignIns(db: Queryable, playerId: string) {
  const [history, sessions] = await Promise.all([signInHistory(db, playerId), listPlayerSessions(db, playerId)]);
  return {
    keptDays: SIGN_IN_HISTORY_DAYS,
    signIns: history.map((event) => ({ at: iso(event.at), browser: event.browser, outcome: event.outcome })),
    openSessions: sessions.map((session) => ({
      browser: session.browser,
      signedInAt: iso(session.signedInAt),
      expiresAt: iso(session.expiresAt),
    })),
  };
}
