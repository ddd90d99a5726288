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

/** Days between "close my account" and the erasure: signing in and keeping the account cancels it (ADR 059). */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 14;

/** Years the records the law requires (ledger, payouts, audit trails) outlive an erasure, tied to the pseudonym (ADR 059). */
export const CLOSED_ACCOUNT_RETENTION_YEARS = 6;
