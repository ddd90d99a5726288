import { GAME_IDS } from '../games/catalogue';
import { IDENTITY_STATUSES } from '../identity/messages';
import { z } from '../zod';
import { requiredText } from './fields';
import { WITHDRAWAL_STATUSES } from './withdrawal-status';

/**
 * Requests of the operators' payout API (contract/src/api/operator-endpoints.ts, ADR 027). Every
 * message names its field, so a 400 says what to fix.
 */

/** A withdrawal request's code as players and operators read it (WD-7K3M9Q); any case. */
export const withdrawalCode = requiredText('code', 20).transform((code) => code.toUpperCase());

/** The bank's transfer reference: what the bank statement shows, so letters, digits and a few separators only. */
export const transferReference = requiredText('reference', 64).regex(
  /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/,
  'reference must be the bank transfer reference: letters, digits, spaces and . / _ - only.',
);

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

/** A day (YYYY-MM-DD) or an ISO 8601 time; as a Date. */
const instant = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time.` })
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)), {
      error: `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time.`,
    })
    .transform((text) => new Date(text));

/** GET /api/operator/v1/withdrawals: filters, newest first, page by page. */
export const OperatorWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: `status must be one of ${WITHDRAWAL_STATUSES.join(', ')}.` }).optional(),
  minAmount: wholeNumber('minAmount', 0, 1e12).optional(),
  maxAmount: wholeNumber('maxAmount', 0, 1e12).optional(),
  /** Requested at or after. */
  from: instant('from').optional(),
  /** Requested before (a day: up to the end of that day). */
  to: instant('to').optional(),
  /** A request code or the player's e-mail (any part of either). */
  q: z.string({ error: 'q must be text.' }).trim().max(254, 'q must be at most 254 characters.').optional(),
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, 100).default(20),
});

/** GET /api/operator/v1/withdrawals/detail?code= */
export const WithdrawalCodeQuery = z.object({ code: withdrawalCode });

/** POST …/withdrawals/review and …/approve. */
export const WithdrawalActionBody = z.object({ code: withdrawalCode });

/** POST …/withdrawals/reject: the reason is mailed to the player and shown in their list. */
export const RejectWithdrawalBody = z.object({ code: withdrawalCode, reason: requiredText('reason', 500) });

/** POST …/withdrawals/mark-paid. */
export const MarkWithdrawalPaidBody = z.object({ code: withdrawalCode, reference: transferReference });

/** POST …/withdrawals/return: an exported request the bank returned unpaid, with the bank's return reference. */
export const ReturnWithdrawalBody = z.object({ code: withdrawalCode, reference: transferReference });

/** POST /api/operator/v1/payout-batches: nothing to choose, every approved request not yet in a file goes in. */
export const ExportPayoutBatchBody = z.object({});

/** POST /api/operator/v1/payout-batches/mark-paid. */
export const MarkBatchPaidBody = z.object({ batchId: wholeNumber('batchId', 1, Number.MAX_SAFE_INTEGER), reference: transferReference });

/** GET /api/operator/v1/payout-batches/file: an exported batch's CSV again. */
export const PayoutBatchFileQuery = z.object({ batchId: wholeNumber('batchId', 1, Number.MAX_SAFE_INTEGER) });

// Identity reviews (ADR 031).

/** A uuid as PostgreSQL reads one (8-4-4-4-12 hex digits): anything else is a 400 here, not a database error. */
const verificationId = requiredText('id', 64).regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'id must be an identity verification id.',
);

/** GET /api/operator/v1/identity-verifications: by status (every status when none is given), oldest first, page by page. */
export const IdentityReviewsQuery = z.object({
  status: z.enum(IDENTITY_STATUSES, { error: `status must be one of ${IDENTITY_STATUSES.join(', ')}.` }).optional(),
  /** The player's e-mail or name (any part). */
  q: z.string({ error: 'q must be text.' }).trim().max(254, 'q must be at most 254 characters.').optional(),
  /** 'true': only submissions with a duplicate-NIC flag, whatever their status (a verified holder's included). */
  flagged: z.enum(['true'], { error: 'flagged must be true when given.' }).optional(),
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, 100).default(20),
});

export const IdentityReviewQuery = z.object({ id: verificationId });

export const IdentityPhotoQuery = z.object({
  id: verificationId,
  side: z.enum(['front', 'back'], { error: 'side must be front or back.' }),
});

export const IdentityActionBody = z.object({ id: verificationId });

export const RejectIdentityBody = z.object({ id: verificationId, reason: requiredText('reason', 500) });

/** GET /api/operator/v1/suspicious-play (ADR 041): one game's or every game's suspicious play. */
export const SuspiciousPlayQuery = z.object({
  gameId: z.enum(GAME_IDS, { error: `gameId must be one of ${GAME_IDS.join(', ')}.` }).optional(),
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, 100).default(20),
});
