/**
 * What an operator weighs about where a request's money goes (ADR 042): an account
 * changed shortly before the request (and the hold on its approval), and a holder whose name is
 * not the one on the player's NIC, the comparison of the identity review (namesAlike).
 */
import type { OperatorWithdrawalDetail, PayoutFlag } from 'contract/operator-endpoints';
import type { Queryable } from '../db/database';
import { formatMinutes } from 'contract/durations';
import { namesAlike } from './identity-reviews';
import { sealContext } from './identity-verifications';
import { openPersonalData, type PersonalDataKeys } from './personal-data';

/** A change this long before the request, or less, is flagged: long enough for a hijacked session to wait out a short hold. */
export const RECENT_CHANGE_DAYS = 30;

interface AccountChangeRow {
  changedAt: Date;
  holdUntil: Date;
  onHold: boolean;
  minutesAgo: number;
  minutesBeforeRequest: number;
}

/** The request's account change and its flags; the NIC's name is opened to compare, never shown. */
export async function payoutAccountReview(
  db: Queryable,
  keys: PersonalDataKeys,
  request: { id: number; playerId: string; accountHolderName: string },
  holdHours: number,
): Promise<Pick<OperatorWithdrawalDetail, 'accountChange' | 'payoutFlags'>> {
  const { rows: changes } = await db.query<AccountChangeRow>(
    `SELECT account_changed_at AS "changedAt", account_changed_at + make_interval(hours => $2) AS "holdUntil",
            now() < account_changed_at + make_interval(hours => $2) AS "onHold",
            floor(extract(epoch FROM now() - account_changed_at) / 60)::int AS "minutesAgo",
            floor(extract(epoch FROM created_at - account_changed_at) / 60)::int AS "minutesBeforeRequest"
       FROM withdrawal_requests WHERE id = $1 AND account_changed_at IS NOT NULL`,
    [request.id, holdHours],
  );
  const change = changes[0];
  const payoutFlags: PayoutFlag[] = [];
  if (change && change.minutesBeforeRequest <= RECENT_CHANGE_DAYS * 1440) {
    payoutFlags.push({
      kind: 'account-changed',
      message: `The bank account was changed ${formatMinutes(change.minutesAgo)} ago, ${formatMinutes(change.minutesBeforeRequest)} before this request. The player was mailed about it.`,
      at: change.changedAt.toISOString(),
    });
  }
  const nicName = await nicFullName(db, keys, request.playerId);
  if (nicName !== undefined && !namesAlike(request.accountHolderName, nicName)) {
    payoutFlags.push({
      kind: 'name-mismatch',
      message: `The account holder "${request.accountHolderName}" is not the name on the player's NIC.`,
      at: null,
    });
  }
  const accountChange = change
    ? { changedAt: change.changedAt.toISOString(), holdUntil: change.holdUntil.toISOString(), onHold: change.onHold }
    : null;
  return { accountChange, payoutFlags };
}

/** The full name of the player's verified (or under review) NIC; undefined without one. */
async function nicFullName(db: Queryable, keys: PersonalDataKeys, playerId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string; sealed: Uint8Array }>(
    `SELECT id, full_name_sealed AS sealed FROM identity_verifications
      WHERE player_id = $1 AND status IN ('verified', 'under_review') ORDER BY status = 'verified' DESC, submitted_at DESC LIMIT 1`,
    [playerId],
  );
  const row = rows[0];
  // An erased submission (ADR 059) has no name left to compare.
  return row && row.sealed.length > 0 ? openPersonalData(keys, row.sealed, sealContext('full_name', row.id)).toString('utf8') : undefined;
}
