import type { z } from 'zod';
import type {
  CancelWithdrawalBody,
  ContactBody,
  ForgotPasswordBody,
  PlayerQuery,
  ProfileLanguageBody,
  ProfileUpdateBody,
  RegisterBody,
  ResendVerificationBody,
  ResetCodeBody,
  ResetPasswordBody,
  SaveBankDetailsBody,
  VerifyEmailBody,
  WithdrawalBody,
} from '../schemas';
import type { Language } from '../i18n/languages';
import type { IdentityStatus } from '../identity/messages';
import type { IdentitySubmissionBody } from '../identity/schema';
import type { WithdrawalStatus } from '../schemas/withdrawal-status';

/**
 * Every call of the player API, declared once: method, path, who may call it, the request schemas
 * (contract/schemas) and the answer's content. The server registers each route from its declaration
 * (server/src/http/serve-endpoint.ts) and the apps call it through `callEndpoint`, so a field
 * renamed here or in a schema is a type error on both sides. Only types come from the schemas:
 * this module carries no zod into a page.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';
/**
 * 'player': the signed-in player's bearer token is required (a staff account's is refused).
 * 'operator': a bearer token carrying the realm role payout-operator (operator-endpoints.ts).
 */
export type Access = 'open' | 'player' | 'operator';

/** The parts of a request that have a schema. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
}

/** How a request's body travels: JSON, or multipart/form-data for files. */
export type BodyEncoding = 'json' | 'multipart';

export interface Endpoint<
  Request extends RequestSchemas = RequestSchemas,
  Content = unknown,
  A extends Access = Access,
  M extends BodyEncoding = BodyEncoding,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: A;
  readonly encoding: M;
  /** Types only, never set: what the request parts are and what the answer's content is. */
  readonly types?: { request: Request; content: Content };
}

// `any` in the parameter positions: every declaration is an AnyEndpoint whatever its types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, Access, BodyEncoding>;
export type RequestOf<E extends AnyEndpoint> = NonNullable<E['types']>['request'];
export type ContentOf<E extends AnyEndpoint> = NonNullable<E['types']>['content'];

export function declare<Request extends RequestSchemas = Record<never, never>, Content = null>() {
  return <A extends Access, M extends BodyEncoding = 'json'>(
    method: HttpMethod,
    path: string,
    access: A,
    encoding = 'json' as M,
  ): Endpoint<Request, Content, A, M> => ({
    method,
    path,
    access,
    encoding,
  });
}

export interface Country {
  id: number;
  name: string;
  code: string;
}

export interface AvatarImage {
  id: number;
  name: string;
  avatarImageUrl: string;
}

export interface GameCategory {
  id: number;
  name: string;
}

/** Spec §3 "Profile (read)". */
export interface Profile {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  actualUsableCoins: number;
  country: Country | null;
  avatarImagePath: string;
  avatarImage: AvatarImage | null;
  gameCategories: GameCategory[];
  /** When the player signed in before the latest sign-in (ISO 8601); null on their first (docs/decisions/024). */
  previousSignInAt: string | null;
  /**
   * The language of the player's mails and of their pages after a sign-in on a new device (ADR 034);
   * absent when the player does not let the profile keep it (ADR 057).
   */
  language?: Language;
}

export interface SavedBankDetails {
  bankName: string;
  /** The LankaClear code, null for the few listed banks that have none (contract/banks). */
  bankCode: string | null;
  accountNumber: string;
  accountHolderName: string;
  branchName: string;
}

/**
 * Bank details as a player is shown them: the account number only by its last 4 digits, so a
 * borrowed session or a shoulder never reads the whole number (SECURITY.md, ADR 025).
 */
export interface BankAccountOnFile extends Omit<SavedBankDetails, 'accountNumber'> {
  accountNumberEnding: string;
}

export interface WithdrawalReceipt {
  code: string;
  amount: number;
  status: string;
  balance: number;
  createdAt: string;
}

// One list for the API and the operators' query schema (schemas/withdrawal-status.ts).
export { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../schemas/withdrawal-status';

export interface Transaction {
  /** The spec's English title, 'Withdrawal to <bank>'. */
  title: string;
  /** The bank paid to, so a screen can title the withdrawal in its own language (ADR 034). */
  bankName: string;
  /** When the request was made. */
  date: string;
  amount: number;
  status: WithdrawalStatus;
  code: string;
  /** When the status last changed (the request's date while pending). */
  updatedAt: string;
  /** Why an operator rejected it; null unless rejected. */
  rejectionReason: string | null;
}

/** The answer to a cancellation: the request as it now is, and the balance with its coins back. */
export interface CancelledWithdrawal {
  code: string;
  status: 'cancelled';
  balance: number;
}

/** The player's identity verification (ADR 031): the NIC only by its last 4 characters. */
export interface IdentityVerificationState {
  status: IdentityStatus;
  nicEnding: string | null;
  /** Why an operator rejected it; null unless rejected. */
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

export const endpoints = {
  /** NO_ERROR when the token is valid and the e-mail verified (140004 when it is not). */
  checkHealth: declare()('GET', '/api/health', 'player'),
  /** The country list of registration (id, name) and withdrawal (name, code). */
  getCountries: declare<Record<never, never>, { data: Country[] }>()('GET', '/api/open/v1/country', 'open'),
  getAvatars: declare<Record<never, never>, { avatarImagePath: string; data: AvatarImage[] }>()('GET', '/api/open/v1/avatar_image', 'open'),
  getGameCategories: declare<Record<never, never>, GameCategory[]>()('GET', '/api/open/v1/game_category', 'open'),
  /** Creates the account and mails the e-mail code. */
  register: declare<{ body: typeof RegisterBody }, { uuid: string }>()('POST', '/api/open/v1/user/register', 'open'),
  verifyEmail: declare<{ body: typeof VerifyEmailBody }>()('POST', '/api/open/v1/user/email_verification_send_code', 'open'),
  resendVerificationEmail: declare<{ body: typeof ResendVerificationBody }>()(
    'POST',
    '/api/open/v1/user/email_verification_resend_email',
    'open',
  ),
  /** Mails a reset code to a registered address (290002 when none). */
  sendResetEmail: declare<{ body: typeof ForgotPasswordBody }>()('POST', '/api/open/v1/user/forget_password_send_email', 'open'),
  resendResetEmail: declare<{ body: typeof ForgotPasswordBody }>()('POST', '/api/open/v1/user/forget_password_resend_email', 'open'),
  /** The mailed code with its address, exchanged for a single-use reset token. */
  verifyResetCode: declare<{ body: typeof ResetCodeBody }, { resetToken: string }>()(
    'POST',
    '/api/open/v1/user/forget_password_send_code',
    'open',
  ),
  resetPassword: declare<{ body: typeof ResetPasswordBody }>()('POST', '/api/open/v1/user/forget_password_reset_password', 'open'),
  /** Success is content "done" (spec §7). */
  sendContactMessage: declare<{ body: typeof ContactBody }, 'done'>()('POST', '/api/open/contact-support', 'open'),
  getProfile: declare<{ query: typeof PlayerQuery }, Profile>()('GET', '/api/external/v1/profile', 'player'),
  updateProfile: declare<{ body: typeof ProfileUpdateBody }, Profile>()('PUT', '/api/external/v1/profile', 'player'),
  /** Saves the page's language to the signed-in player's profile; answers the profile, as GET does. */
  saveProfileLanguage: declare<{ body: typeof ProfileLanguageBody }, Profile>()('PUT', '/api/external/v1/profile/language', 'player'),
  saveBankDetails: declare<{ body: typeof SaveBankDetailsBody }, BankAccountOnFile>()(
    'POST',
    '/api/external/v1/save-bank-details',
    'player',
  ),
  /** The player's saved payout account (null when none), to pre-fill the withdrawal's bank step. */
  getBankDetails: declare<{ query: typeof PlayerQuery }, BankAccountOnFile | null>()('GET', '/api/external/v1/bank-details', 'player'),
  /** Debits a tier once per Idempotency-Key (sic: the spec's path). */
  requestWithdrawal: declare<{ body: typeof WithdrawalBody }, WithdrawalReceipt>()('POST', '/api/external/v1/get-user-withdrawl', 'player'),
  getTransactions: declare<{ query: typeof PlayerQuery }, Transaction[]>()('GET', '/api/external/v1/transactions', 'player'),
  /** The player cancels a pending request of theirs; its coins go back at once (409 once it is no longer pending). */
  cancelWithdrawal: declare<{ body: typeof CancelWithdrawalBody }, CancelledWithdrawal>()(
    'POST',
    '/api/external/v1/withdrawals/cancel',
    'player',
  ),
  /** The player's identity verification: 'not_verified' until a first submission. */
  getIdentityVerification: declare<{ query: typeof PlayerQuery }, IdentityVerificationState>()(
    'GET',
    '/api/external/v1/identity-verification',
    'player',
  ),
  /** The NIC, the name on it and photos of both sides, for an operator's review (multipart/form-data). */
  submitIdentityVerification: declare<{ body: typeof IdentitySubmissionBody }, IdentityVerificationState>()(
    'POST',
    '/api/external/v1/identity-verification',
    'player',
    'multipart',
  ),
} as const;

/** The data of the player stream's `balance` event: the balance now, after a credit or a debit. */
export interface BalanceEvent {
  coins: number;
  /**
   * The id of the player's latest ledger entry when `coins` was read (0 before any): balances are
   * written under the player's row lock, so of two balances the one with the larger version is newer.
   */
  version: number;
}

/**
 * A server-sent event stream: a GET answered `text/event-stream`, never an envelope, so it is not
 * an Endpoint (callEndpoint cannot read it). `Events` maps each event name to its data's JSON.
 */
export interface EventStream<Events extends Record<string, unknown>, A extends Access = Access> {
  readonly method: 'GET';
  readonly path: string;
  readonly access: A;
  /** Types only, never set. */
  readonly types?: { events: Events };
}

export function declareEventStream<Events extends Record<string, unknown>>() {
  return <A extends Access>(path: string, access: A): EventStream<Events, A> => ({ method: 'GET', path, access });
}

/** The streams of the player API, declared once for the server and the shell. */
export const eventStreams = {
  /** The signed-in player's balance: a `balance` event at once and after every change, until the token expires or the stream's life ends (a `reconnect` event: open a new one). */
  playerEvents: declareEventStream<{ balance: BalanceEvent }>()('/api/external/v1/events', 'player'),
} as const;

export type { Envelope } from './envelope';
