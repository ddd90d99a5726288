/**
 * What the privacy job does to a closed account (ADR 059). The erasure removes or pseudonymises
 * every piece of the player's personal data, forfeits their coins through the ledger and keeps the
 * records the law requires under the player's uuid (the pseudonym); the expiry deletes those
 * records once the retention period is over. Each runs in the caller's transaction.
 */
import { createHash } from 'node:crypto';
import { CLOSED_ACCOUNT_RETENTION_YEARS } from 'contract/schemas';
import type { Transaction } from '../db/database';
import { settlePrivacyRequest } from './privacy-requests';

/** The address an erased account keeps: unique, unroutable, and naming nobody but the pseudonym. */
export const erasedEmail = (playerId: string) => `${playerId}@erased.invalid`;

/** The rate limiter's subject of a target (plugins/rate-limit.ts). */
const targetSubject = (target: string) => `target:${createHash('sha256').update(target.trim().toLowerCase()).digest('hex')}`;

/** Lets the audit triggers of migration 024 take this step, for the rest of the transaction only. */
const allowAuditStep = (tx: Transaction, step: 'erase' | 'expire') =>
  tx.query(`SELECT set_config('playprize.privacy_job', $1, true)`, [step]);

export interface ClosureRow {
  id: string;
  playerId: string;
  requestId: string | null;
}

/** Erases the player of a due closure (locked by the caller). Answers the coins forfeited. */
export async function eraseAccount(tx: Transaction, closure: ClosureRow, now: Date): Promise<number> {
  const { playerId } = closure;
  const { rows } = await tx.query<{ email: string; coins: string }>('SELECT email, coins FROM players WHERE id = $1 FOR UPDATE', [
    closure.playerId,
  ]);
  const { email } = rows[0]!;
  const coins = Number(rows[0]!.coins);
  let forfeitEntry: number | null = null;
  if (coins > 0) {
    // Coins have no value outside the platform: given up by a debit, so players.coins = SUM(ledger) stays true.
    await tx.query('UPDATE players SET coins = 0 WHERE id = $1', [playerId]);
    const { rows: entry } = await tx.query<{ id: number }>(
      `INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, $2, 'debit', 'Coins forfeited: account closed') RETURNING id`,
      [playerId, -coins],
    );
    forfeitEntry = entry[0]!.id;
  }
  await allowAuditStep(tx, 'erase');
  const pseudonym = erasedEmail(playerId);
  const byPlayer = [
    'password_reset_tokens',
    'sign_in_failures',
    'idempotency_keys',
    'player_sessions',
    'sign_in_events',
    'player_game_categories',
    'bank_details',
    // The consents' history and any archive (built, or still being built: its builder then finds no row to finish).
    'consent_changes',
    'data_exports',
    // The record of mails sent (ADR 058): kinds and subjects, each naming the player's own business.
    'sent_mails',
    // Responsible play (ADR 061): not needed once the account is closed.
    'play_limit_changes',
    'play_limits',
  ];
  for (const table of byPlayer) await tx.query(`DELETE FROM ${table} WHERE player_id = $1`, [playerId]);
  await tx.query('DELETE FROM identity_duplicate_attempts WHERE player_id = $1 OR holder_id = $1', [playerId]);
  await tx.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [email]);
  await tx.query('DELETE FROM verification_codes WHERE target = $1 OR lower(target) = lower($2)', [playerId, email]);
  await tx.query('DELETE FROM rate_limit_windows WHERE subject = ANY($1::text[])', [[targetSubject(email), targetSubject(playerId)]]);
  // The submissions stay (their audit trail points to them), without the NIC, the name, the lookup hash or the photos.
  await tx.query(
    `UPDATE identity_verifications
        SET nic_lookup = 'erased:' || id, nic_sealed = '\\x', nic_ending = 'XXXX', full_name_sealed = '\\x',
            front_photo_type = NULL, front_photo_sealed = NULL, back_photo_type = NULL, back_photo_sealed = NULL,
            front_photo_unreadable = false, back_photo_unreadable = false, photos_reencoded = true
      WHERE player_id = $1`,
    [playerId],
  );
  await tx.query('UPDATE identity_audit SET actor_email = $2 WHERE actor_id = $1', [playerId, pseudonym]);
  await tx.query('UPDATE withdrawal_audit SET actor_email = $2 WHERE actor_id = $1', [playerId, pseudonym]);
  // Payouts are kept (amount, status, bank, dates); where the money went, and to whom, is not.
  await tx.query(
    `UPDATE withdrawal_requests
        SET account_number = NULL, account_number_sealed = '\\x', account_number_ending = '', account_holder_name = '',
            receiver_name = NULL, receiver_email = NULL, receiver_phone = NULL
      WHERE player_id = $1`,
    [playerId],
  );
  await tx.query(
    `UPDATE players
        SET email = $2, password_hash = '!erased', first_name = '', last_name = '', mobile = '', date_of_birth = DATE '1900-01-01',
            avatar_image_id = NULL, email_verified = false, session_version = session_version + 1,
            last_sign_in_at = NULL, previous_sign_in_at = NULL, closes_at = NULL, erased_at = $3
      WHERE id = $1`,
    [playerId, pseudonym, now],
  );
  await tx.query(
    `UPDATE account_closures
        SET status = 'erased', erased_at = $2, retain_until = $2::timestamptz + make_interval(years => $3),
            forfeited_coins = $4, forfeit_ledger_entry_id = $5
      WHERE id = $1`,
    [closure.id, now, CLOSED_ACCOUNT_RETENTION_YEARS, coins, forfeitEntry],
  );
  if (closure.requestId) await settlePrivacyRequest(tx, closure.requestId, 'done', { role: 'system' }, 'Personal data erased.');
  return coins;
}

/** Deletes what was kept of an erased account, its retention period over (the closure locked by the caller). */
export async function expireRetainedRecords(tx: Transaction, closure: ClosureRow, now: Date): Promise<void> {
  const { playerId } = closure;
  await allowAuditStep(tx, 'expire');
  await tx.query('UPDATE account_closures SET forfeit_ledger_entry_id = NULL WHERE id = $1', [closure.id]);
  const statements = [
    'DELETE FROM identity_audit WHERE verification_id IN (SELECT id FROM identity_verifications WHERE player_id = $1)',
    'DELETE FROM identity_verifications WHERE player_id = $1',
    'DELETE FROM withdrawal_audit WHERE withdrawal_id IN (SELECT id FROM withdrawal_requests WHERE player_id = $1)',
    'DELETE FROM withdrawal_requests WHERE player_id = $1',
    'DELETE FROM game_suspicions WHERE player_id = $1',
    'DELETE FROM game_objections WHERE attempt_id IN (SELECT id FROM game_attempts WHERE player_id = $1)',
    'DELETE FROM game_attempts WHERE player_id = $1',
    'DELETE FROM coin_credits WHERE player_id = $1',
    'DELETE FROM coin_ledger WHERE player_id = $1',
    'DELETE FROM privacy_request_events WHERE actor_id = $1 OR request_id IN (SELECT id FROM privacy_requests WHERE player_id = $1)',
    'DELETE FROM privacy_requests WHERE player_id = $1',
    'DELETE FROM players WHERE id = $1',
  ];
  for (const sql of statements) await tx.query(sql, [playerId]);
  await tx.query(`UPDATE account_closures SET status = 'expired', expired_at = $2 WHERE id = $1`, [closure.id, now]);
}
