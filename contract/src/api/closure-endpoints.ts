import type { CloseAccountBody, KeepAccountBody, PlayerQuery } from '../schemas';
import { declare } from './endpoints';

/** Closing the account (issue 38, ADR 059), declared once for the account area and the server. */

export interface AccountClosure {
  /** When the account closes (ISO); null when it is not closing. */
  closesAt: string | null;
  /** The code of a withdrawal still pending or approved: it must be paid or cancelled before closing. */
  openWithdrawal: string | null;
}

export const closureEndpoints = {
  getAccountClosure: declare<{ query: typeof PlayerQuery }, AccountClosure>()('GET', '/api/external/v1/account/closure', 'player'),
  /** With the current password: schedules the closure 14 days ahead and mails the player. */
  closeAccount: declare<{ body: typeof CloseAccountBody }, AccountClosure>()('POST', '/api/external/v1/account/closure', 'player'),
  /** Cancels a scheduled closure; mails the player. */
  keepAccount: declare<{ body: typeof KeepAccountBody }, AccountClosure>()('POST', '/api/external/v1/account/closure/keep', 'player'),
} as const;
