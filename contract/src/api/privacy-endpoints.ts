import type { GameId, GameMode, Move, Refusal } from '../games';
import type {
  CompletePrivacyRequestBody,
  CreditObjectionBody,
  PrivacyRequestKind,
  PrivacyRequestQuery,
  PrivacyRequestsQuery,
  PrivacyRequestStatus,
  UpholdObjectionBody,
} from '../schemas';
import { declare } from './endpoints';

/**
 * The back office's "Privacy requests" queue (issue 38, ADR 060), declared like the payout API
 * (operator-endpoints.ts): every call needs a payout operator's token. Every request a player makes
 * under the privacy rights, each with its 30-day deadline and its audit trail.
 */

/** A request as the queue lists it. */
export interface PrivacyRequestItem {
  id: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  /** The player's e-mail while the account is open (a contact-form request: the sender's); null once erased. */
  email: string | null;
  receivedAt: string;
  /** The policy's "within 30 days" of its arrival. */
  dueAt: string;
  handledAt: string | null;
  /** The operator who decided it, by e-mail; null when the product did or nobody yet has. */
  handledBy: string | null;
}

export interface PrivacyRequestPage {
  items: PrivacyRequestItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One step of a request's trail: who (an operator's e-mail, "player" or "system") did what, when. */
export interface PrivacyRequestEvent {
  action: string;
  actorRole: 'player' | 'operator' | 'system';
  /** An operator's e-mail; null for the player and the product (the trail never names a player). */
  actorEmail: string | null;
  note: string | null;
  at: string;
}

/** The game result an objection is about: what the checks refused, and what it would have earned. */
export interface ObjectedAttempt {
  attemptId: string;
  gameId: GameId;
  gameTitle: string;
  mode: GameMode;
  dealtAt: string;
  submittedAt: string | null;
  refusal: Refusal;
  /** The moves as recorded: Quick Sums' answers by the server's clock, Sliding Tiles' slides by the browser's. */
  moves: Move[];
  /** Replayed at a human's pace: the score and whether it is a win (null: the moves are impossible in the game). */
  score: number | null;
  won: boolean;
  /** What crediting pays now: the win's coins within that day's cap (0: nothing to credit). */
  creditableCoins: number;
  /** What was credited (0 until credited). */
  coinsCredited: number;
  /** The operator's reason when the refusal was upheld. */
  reason: string | null;
}

/** One request in full; opening it is recorded in its trail ('viewed'). */
export interface PrivacyRequestDetail extends PrivacyRequestItem {
  /** A contact-form request: the message as sent. */
  contactMessage: string | null;
  objection: ObjectedAttempt | null;
  events: PrivacyRequestEvent[];
}

/** A decision's answer: the request as it now stands. */
export interface PrivacyRequestDecision {
  id: string;
  status: PrivacyRequestStatus;
  coinsCredited: number;
}

export const privacyEndpoints = {
  listPrivacyRequests: declare<{ query: typeof PrivacyRequestsQuery }, PrivacyRequestPage>()(
    'GET',
    '/api/operator/v1/privacy-requests',
    'operator',
  ),
  getPrivacyRequest: declare<{ query: typeof PrivacyRequestQuery }, PrivacyRequestDetail>()(
    'GET',
    '/api/operator/v1/privacy-requests/detail',
    'operator',
  ),
  /** An objection's refusal stands, for a reason the player reads (409 when already decided). */
  upholdObjection: declare<{ body: typeof UpholdObjectionBody }, PrivacyRequestDecision>()(
    'POST',
    '/api/operator/v1/privacy-requests/objection/uphold',
    'operator',
  ),
  /** An objection decided for the player: the result's coins credited once through the ledger (409 when already decided). */
  creditObjection: declare<{ body: typeof CreditObjectionBody }, PrivacyRequestDecision>()(
    'POST',
    '/api/operator/v1/privacy-requests/objection/credit',
    'operator',
  ),
  /** A contact-form privacy request handled, with a note of what was done (409 when already done). */
  completePrivacyRequest: declare<{ body: typeof CompletePrivacyRequestBody }, PrivacyRequestDecision>()(
    'POST',
    '/api/operator/v1/privacy-requests/complete',
    'operator',
  ),
} as const;
