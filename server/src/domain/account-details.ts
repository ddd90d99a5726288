/**
 * The player's own details and credentials as the account area changes them (issue 37, ADR 052):
 * name, mobile, country and, until an identity is verified or under review, the date of birth;
 * the password; the e-mail address. Mobile, date of birth and country are stored in the clear on
 * players, as registration stores them (only NIC numbers, card photos and bank account numbers are
 * sealed, ADR 030).
 */
import { sqlState, UNIQUE_VIOLATION, type Queryable, type Transaction } from '../db/database';
import type { TokenSubject } from './access-tokens';
import type { Language } from './languages';
import { EmailTakenError } from './players';
import { endAllSessions } from './sessions';
import { revokeCodes } from './verification-codes';

export interface AccountDetailsRow {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  country: { id: number; name: string; code: string } | null;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  dateOfBirthLocked: boolean;
}

/** An identity verified or under review fixes the date of birth: it is the NIC's from then on. */
const DATE_OF_BIRTH_LOCKED = `EXISTS (SELECT 1 FROM identity_verifications v
   WHERE v.player_id = p.id AND v.status IN ('under_review', 'verified'))`;

export async function findAccountDetails(db: Queryable, playerId: string): Promise<AccountDetailsRow | undefined> {
  const { rows } = await db.query<
    Omit<AccountDetailsRow, 'country'> & { countryId: number | null; countryName: string; countryCode: string }
  >(
    `SELECT p.email, p.first_name AS "firstName", p.last_name AS "lastName", p.mobile,
            to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", ${DATE_OF_BIRTH_LOCKED} AS "dateOfBirthLocked",
            c.id AS "countryId", c.name AS "countryName", c.code AS "countryCode"
       FROM players p LEFT JOIN countries c ON c.id = p.country_id
      WHERE p.id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { countryId, countryName, countryCode, ...details } = row;
  return { ...details, country: countryId === null ? null : { id: countryId, name: countryName, code: countryCode } };
}

export interface DetailsChanges {
  firstName: string;
  lastName: string;
  mobile: string;
  countryId: number;
  /** Absent: kept. */
  dateOfBirth?: string;
}

export type DetailsOutcome = 'saved' | 'no-player' | 'unknown-country' | 'date-of-birth-locked';

/**
 * Saves the details in the caller's transaction, or nothing. The player's row is locked first, as
 * an identity submission locks it (identity-verifications.ts), so a new date of birth and an NIC
 * checked against the old one cannot pass each other. A date sent back unchanged is no change.
 */
export async function saveAccountDetails(tx: Transaction, playerId: string, changes: DetailsChanges): Promise<DetailsOutcome> {
  const { rows } = await tx.query<{ dateOfBirth: string; locked: boolean }>(
    `SELECT to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", ${DATE_OF_BIRTH_LOCKED} AS locked
       FROM players p WHERE p.id = $1 FOR UPDATE`,
    [playerId],
  );
  const player = rows[0];
  if (!player) return 'no-player';
  const newDate = changes.dateOfBirth !== undefined && changes.dateOfBirth !== player.dateOfBirth ? changes.dateOfBirth : null;
  if (newDate !== null && player.locked) return 'date-of-birth-locked';
  const { rows: countries } = await tx.query('SELECT 1 FROM countries WHERE id = $1', [changes.countryId]);
  if (countries.length === 0) return 'unknown-country';
  await tx.query(
    `UPDATE players SET first_name = $2, last_name = $3, mobile = $4, country_id = $5,
            date_of_birth = COALESCE($6::date, date_of_birth)
      WHERE id = $1`,
    [playerId, changes.firstName, changes.lastName, changes.mobile, changes.countryId, newDate],
  );
  return 'saved';
}

/**
 * Replaces the password hash that was just checked with a new one and ends every session (the
 * session version moves on), in the caller's transaction. Compared and set in one statement: of
 * two changes racing with the same current password, one wins and the other finds the hash
 * changed (undefined). Open codes and reset tokens die with the old password. Answers the account
 * as a new token names it.
 */
export async function replacePassword(
  tx: Transaction,
  playerId: string,
  checkedHash: string,
  newHash: string,
): Promise<(TokenSubject & { sessionVersion: number }) | undefined> {
  const { rows: changed } = await tx.query('UPDATE players SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id', [
    playerId,
    checkedHash,
    newHash,
  ]);
  if (changed.length === 0) return undefined;
  await endAllSessions(tx, playerId);
  await tx.query('DELETE FROM password_reset_tokens WHERE player_id = $1', [playerId]);
  await revokeCodes(tx, playerId);
  const { rows } = await tx.query<TokenSubject & { sessionVersion: number }>(
    `SELECT p.id, p.email, p.first_name AS "firstName", p.last_name AS "lastName", p.email_verified AS "emailVerified",
            p.session_version AS "sessionVersion",
            ARRAY(SELECT r.role FROM account_roles r WHERE r.player_id = p.id ORDER BY r.role) AS roles
       FROM players p WHERE p.id = $1`,
    [playerId],
  );
  return rows[0];
}

/** Whether another account uses the address (compared as the unique index compares: lower-cased). */
export async function emailUsedByAnother(db: Queryable, playerId: string, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM players WHERE lower(email) = lower($1) AND id <> $2', [email, playerId]);
  return rows.length > 0;
}

export interface EmailChanged {
  oldEmail: string;
  firstName: string;
  language: Language;
}

/**
 * Gives the player the address (normalised), in the caller's transaction. Another account
 * holding it, found here or by the unique index when two players confirm it at once, throws
 * EmailTakenError (the transaction is then rolled back). Codes still open for the player die.
 */
export async function changeEmail(tx: Transaction, playerId: string, email: string): Promise<EmailChanged | undefined> {
  const { rows } = await tx.query<EmailChanged>(
    'SELECT email AS "oldEmail", first_name AS "firstName", language FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  const player = rows[0];
  if (!player) return undefined;
  if (await emailUsedByAnother(tx, playerId, email)) throw new EmailTakenError();
  try {
    await tx.query('UPDATE players SET email = $2 WHERE id = $1', [playerId, email]);
  } catch (error) {
    throw sqlState(error) === UNIQUE_VIOLATION ? new EmailTakenError() : error;
  }
  await revokeCodes(tx, playerId);
  return player;
}
