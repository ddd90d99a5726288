import { z } from '../zod';

/**
 * The privacy rights' requests (issue 38, ADR 056): what the account area, the server and the back
 * office's queue call them. Each is answered within the policy's 30 days.
 */

/** An archive of the player's data, closing the account, an objection to an automated decision, a privacy request sent through the contact form. */
export const privacyRequestKinds = ['export', 'closure', 'objection', 'contact'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestStatuses = ['open', 'done', 'refused', 'cancelled'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** The privacy policy's promise: every request answered within 30 days of its arrival. */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 30;

/** A privacy request's id: a uuid as PostgreSQL reads one, so anything else is a 400, never a database error. */
const requestId = z
  .string({ error: 'id is required.' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'id must be a privacy request id.');

/** An operator's words on a request: a reason or a note, kept in its trail (never personal data). */
const operatorNote = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(500, `${field} must be at most 500 characters.`);

const pageNumber = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be at least 1.`)
    .max(max, `${field} must be at most ${max}.`);

/** GET /api/operator/v1/privacy-requests: by kind and status (all when not given), the nearest deadline first. */
export const PrivacyRequestsQuery = z.object({
  kind: z.enum(privacyRequestKinds, { error: `kind must be one of ${privacyRequestKinds.join(', ')}.` }).optional(),
  status: z.enum(privacyRequestStatuses, { error: `status must be one of ${privacyRequestStatuses.join(', ')}.` }).optional(),
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

/** GET /api/operator/v1/privacy-requests/detail: one request, its trail (the reading recorded in it). */
export const PrivacyRequestQuery = z.object({ id: requestId });

/** POST …/privacy-requests/objection/uphold: the refusal stands, for a reason the player reads. */
export const UpholdObjectionBody = z.object({ id: requestId, reason: operatorNote('reason') });

/** POST …/privacy-requests/objection/credit: the result is paid as it would have been, once. */
export const CreditObjectionBody = z.object({ id: requestId, note: operatorNote('note').optional() });

/** POST …/privacy-requests/complete: a contact-form privacy request handled, with what was done. */
export const CompletePrivacyRequestBody = z.object({ id: requestId, note: operatorNote('note') });
export { ACCOUNT_CLOSURE_GRACE_DAYS } from '../account-choices';

/** Years the records the law requires (ledger, payouts, audit trails) outlive an erasure, tied to the pseudonym (ADR 059). */
export const CLOSED_ACCOUNT_RETENTION_YEARS = 6;
