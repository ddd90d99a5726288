import { preparedStatement, sqlState, UNIQUE_VIOLATION, type Queryable, type Transaction } from '../db/database';
import type { Language } from './languages';

export interface NewPlayer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  countryId: number;
  mobile: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  emailVerified: boolean;
  avatarImageId: number | null;
  gameCategoryIds: number[];
  /**
   * The page's language at registration: the player's mails follow it. Absent: the column's
   * default, English (the migration suites insert players into schemas older than the column).
   */
  language?: Language;
}

/** Another account already uses this e-mail (compared case-insensitively). */
export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists.');
    this.name = 'EmailTakenError';
  }
}

/** E-mails are stored trimmed and lower-cased; the unique index is on lower(email) as well. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Inserts a player with no coins (coins only ever arrive through the ledger). Returns the id. */
export async function insertPlayer(tx: Transaction, player: NewPlayer): Promise<string> {
  let id: string;
  try {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO players (email, password_hash, first_name, last_name, country_id, mobile,
                            date_of_birth, email_verified, avatar_image_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        normalizeEmail(player.email),
        player.passwordHash,
        player.firstName,
        player.lastName,
        player.countryId,
        player.mobile,
        player.dateOfBirth,
        player.emailVerified,
        player.avatarImageId,
      ],
    );
    id = rows[0]!.id;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new EmailTakenError();
    throw error;
  }
  if (player.language !== undefined) await tx.query('UPDATE players SET language = $2 WHERE id = $1', [id, player.language]);
  for (const categoryId of player.gameCategoryIds) {
    await tx.query('INSERT INTO player_game_categories (player_id, game_category_id) VALUES ($1, $2)', [id, categoryId]);
  }
  return id;
}

export interface PlayerCredentials {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** The language of the player's mails. */
  language: Language;
}

export async function findCredentialsByEmail(db: Queryable, email: string): Promise<PlayerCredentials | undefined> {
  const { rows } = await db.query<PlayerCredentials>(
    `SELECT id, email, password_hash AS "passwordHash", first_name AS "firstName",
            last_name AS "lastName", email_verified AS "emailVerified", language
       FROM players WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

export interface PlayerSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** The language of the player's mails. */
  language: Language;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** undefined for ids that are not UUIDs (e.g. a foreign identity provider's subject). */
export async function findPlayerById(db: Queryable, id: string): Promise<PlayerSummary | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<PlayerSummary>(
    `SELECT id, email, first_name AS "firstName", last_name AS "lastName", email_verified AS "emailVerified", language
       FROM players WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function markEmailVerified(tx: Transaction, id: string): Promise<void> {
  await tx.query('UPDATE players SET email_verified = true WHERE id = $1', [id]);
}

/**
 * Records a sign-in now, keeping the one before it (docs/decisions/024). One statement: concurrent
 * sign-ins queue on the row's lock and each moves the one before it into previous_sign_in_at, so
 * none is lost; clock_timestamp() is read after the lock, so the times only ever move forward.
 */
export async function recordSignIn(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE players SET previous_sign_in_at = last_sign_in_at, last_sign_in_at = clock_timestamp() WHERE id = $1', [id]);
}

export interface PlayerProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  coins: number;
  country: { id: number; name: string; code: string };
  avatarImage: { id: number; name: string; fileName: string } | null;
  gameCategories: { id: number; name: string }[];
  /** The sign-in before the latest one; null until the player has signed in twice. */
  previousSignInAt: Date | null;
  /** Null when the player does not let the profile keep it (ADR 057). */
  language: Language | null;
}

/**
 * The profile read of every signed-in screen (the top bar's), one statement with the categories
 * aggregated in it: one round trip per read (ADR 072), planned once per connection (ADR 081).
 */
const FIND_PROFILE = preparedStatement(
  'find-profile',
  `SELECT p.id, p.email, p.first_name AS "firstName", p.last_name AS "lastName", p.coins,
            p.previous_sign_in_at AS "previousSignInAt", CASE WHEN p.store_language THEN p.language END AS language,
            c.id AS "countryId", c.name AS "countryName", c.code AS "countryCode",
            a.id AS "avatarId", a.name AS "avatarName", a.file_name AS "avatarFileName",
            COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.id)
                        FROM player_game_categories pg JOIN game_categories g ON g.id = pg.game_category_id
                       WHERE pg.player_id = p.id), '[]') AS "gameCategories"
       FROM players p
       JOIN countries c ON c.id = p.country_id
       LEFT JOIN avatar_images a ON a.id = p.avatar_image_id
      WHERE p.id = $1`,
);

export async function findProfile(db: Queryable, id: string): Promise<PlayerProfile | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    coins: number;
    countryId: number;
    countryName: string;
    countryCode: string;
    avatarId: number | null;
    avatarName: string | null;
    avatarFileName: string | null;
    previousSignInAt: Date | null;
    language: Language | null;
    gameCategories: { id: number; name: string }[];
  }>(FIND_PROFILE, [id]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    coins: row.coins,
    country: { id: row.countryId, name: row.countryName, code: row.countryCode },
    avatarImage: row.avatarId === null ? null : { id: row.avatarId, name: row.avatarName!, fileName: row.avatarFileName! },
    gameCategories: row.gameCategories,
    previousSignInAt: row.previousSignInAt,
    language: row.language,
  };
}

/**
 * Saves the player's language, unless they withdrew the consent to keep it (ADR 057); false when
 * no such player. One statement: of saves racing, each takes the row's lock in turn and the last
 * one stays, never a mix, and a withdrawal racing a save is never undone by it.
 */
export async function saveLanguage(db: Queryable, id: string, language: Language): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE players SET language = CASE WHEN store_language THEN $2 ELSE language END WHERE id = $1 RETURNING id',
    [id, language],
  );
  return rows.length > 0;
}
