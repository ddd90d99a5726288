/**
 * The consents a player controls (issue 38, ADR 057): news and offers mails, their name and
 * avatar on leaderboards, their language kept in the profile. The current values are columns of
 * the player (the leaderboard and the profile read them with the rest of the row); every change
 * is a row of consent_changes with its time, which the player's data archive lists.
 */
import { CONSENTS, type ConsentName, type Consents } from 'contract/schemas';
import type { Queryable, Transaction } from '../db/database';

/** One change a player made: a consent given or withdrawn, and when. */
export interface ConsentChange {
  consent: ConsentName;
  granted: boolean;
  at: Date;
}

const COLUMNS: Record<ConsentName, string> = {
  newsMails: 'news_mails',
  leaderboardName: 'leaderboard_name',
  storeLanguage: 'store_language',
};

const SELECT_CONSENTS = CONSENTS.map((name) => `${COLUMNS[name]} AS "${name}"`).join(', ');

/** The player's consents as they stand; undefined when no such player. */
export async function currentConsents(db: Queryable, playerId: string): Promise<Consents | undefined> {
  const { rows } = await db.query<Consents>(`SELECT ${SELECT_CONSENTS} FROM players WHERE id = $1`, [playerId]);
  return rows[0];
}

/** For the player's data archive: the consents as they stand and every change, oldest first. */
export async function readConsents(db: Queryable, playerId: string): Promise<{ current: Consents; history: ConsentChange[] } | undefined> {
  const current = await currentConsents(db, playerId);
  if (!current) return undefined;
  const { rows: history } = await db.query<ConsentChange>(
    'SELECT consent, granted, at FROM consent_changes WHERE player_id = $1 ORDER BY id',
    [playerId],
  );
  return { current, history };
}

/**
 * Sets the consents sent, in the caller's transaction; those not sent stay. The player's row is
 * locked first, so of two changes racing the second sees the first's values: each real change is
 * recorded once, in the order it took effect. Withdrawing storeLanguage clears the stored
 * language back to English, the column's default (ADR 057). Answers every consent as it now
 * stands; undefined when no such player.
 */
export async function changeConsents(tx: Transaction, playerId: string, wanted: Partial<Consents>): Promise<Consents | undefined> {
  const { rows } = await tx.query<Consents>(`SELECT ${SELECT_CONSENTS} FROM players WHERE id = $1 FOR UPDATE`, [playerId]);
  const before = rows[0];
  if (!before) return undefined;
  const changed = CONSENTS.filter((name) => wanted[name] !== undefined && wanted[name] !== before[name]);
  const after: Consents = { ...before };
  for (const name of changed) {
    after[name] = wanted[name]!;
    await tx.query(`UPDATE players SET ${COLUMNS[name]} = $2 WHERE id = $1`, [playerId, after[name]]);
    await tx.query('INSERT INTO consent_changes (player_id, consent, granted) VALUES ($1, $2, $3)', [playerId, name, after[name]]);
  }
  if (changed.includes('storeLanguage') && !after.storeLanguage) {
    await tx.query(`UPDATE players SET language = 'en' WHERE id = $1`, [playerId]);
  }
  return after;
}
