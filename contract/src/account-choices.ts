/**
 * The choices the account area offers, as plain values: its panels import them from here, not from
 * `contract/schemas`, so the page carries no zod until a form is submitted (ADR 073). The schemas
 * re-export them, and the server checks with the same lists.
 */

/** Responsible play (issue 39, ADR 061): the limits, reminders, breaks and exclusions a player can choose. */
export const DAILY_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 300, 360] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
export const NO_DAILY_LIMIT = 'none';
export const BREAK_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type PlayBreakKind = 'break' | 'self-exclusion';

/**
 * The consents a player controls (issue 38, ADR 057): news and offers mails, their first name and
 * avatar on leaderboards, their language kept in their profile.
 */
export const CONSENTS = ['newsMails', 'leaderboardName', 'storeLanguage'] as const;
export type ConsentName = (typeof CONSENTS)[number];
/** Each consent's current value. */
export type Consents = Record<ConsentName, boolean>;

/** Days between "close my account" and the erasure: signing in and keeping the account cancels it (ADR 059). */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 14;
