import type {
  AccountDetailsBody,
  ChangeEmailBody,
  ChangePasswordBody,
  CoinHistoryQuery,
  ConfirmEmailChangeBody,
  Consents,
  ConsentsBody,
  DataExportDownloadBody,
  DataExportState,
  EndSessionsBody,
  PlayerQuery,
} from '../schemas';
import type { GameMode } from '../games';
import { declare, type Country } from './endpoints';
import type { WithdrawalStatus } from '../schemas/withdrawal-status';

/**
 * The player's own account (issue 37), declared once like the player API (endpoints.ts): details,
 * security (password, sessions, sign-in history) and every coin movement.
 */

export interface AccountDetails {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  country: Country | null;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  /** True once an identity is verified or under review: the date is the NIC's, no longer the player's to change. */
  dateOfBirthLocked: boolean;
}

/** One signed-in session: a token the identity service issued and that has neither ended nor expired. */
export interface PlayerSession {
  id: string;
  /** The browser and system, e.g. 'Chrome on Android' (never the whole user agent). */
  browser: string;
  signedInAt: string;
  expiresAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export type SignInOutcome = 'success' | 'wrong_password' | 'locked';

/** One sign-in of the last 30 days. */
export interface SignInEvent {
  at: string;
  browser: string;
  outcome: SignInOutcome;
}

/** Where a coin movement came from. */
export type CoinMovementKind = 'game_win' | 'withdrawal' | 'refund' | 'credit';

export interface CoinMovement {
  /** The ledger entry's id: pages are asked for `before` the last one shown. */
  id: number;
  at: string;
  kind: CoinMovementKind;
  /** Signed: a withdrawal is negative. */
  amount: number;
  /** The balance right after this movement. */
  balance: number;
  /** For a game win: which game, in which mode. */
  game: { id: string; name: string; mode: GameMode } | null;
  /** For a withdrawal or its refund: the request's code (WD-…). */
  withdrawalCode: string | null;
}

export interface CoinHistoryPage {
  movements: CoinMovement[];
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: number | null;
}

/** A step of a withdrawal's life, in the back office's words (the statuses). */
export interface WithdrawalTimelineStep {
  status: 'requested' | Exclude<WithdrawalStatus, 'pending'>;
  at: string;
  /** The bank's reference of a payment (paid). */
  bankReference: string | null;
  /** Why it was rejected. */
  reason: string | null;
}

export interface WithdrawalTimeline {
  code: string;
  amount: number;
  bankName: string;
  status: WithdrawalStatus;
  steps: WithdrawalTimelineStep[];
}

/** An honest pace: what today still allows, and roughly when the next tier comes at the last 7 days' rate. */
export interface CoinPace {
  balance: number;
  /**
   * Coins games can still pay today: the one daily cap every game and mode shares
   * (DAILY_GAME_COIN_CAP; practice wins count too, ADR 032) less what games paid today, by Sri Lanka's day.
   */
  canStillEarnToday: number;
  /** Game wins and credits of the last 7 days (24-hour days back from now); refunds are coins given back, not earned. */
  earnedLast7Days: number;
  /** The smallest withdrawal tier above the balance; null when the balance reaches the largest. */
  nextTier: number | null;
  /** Whole days to the next tier at the last 7 days' average; null without a next tier or without earnings. */
  daysToNextTier: number | null;
}

export const accountEndpoints = {
  getAccountDetails: declare<{ query: typeof PlayerQuery }, AccountDetails>()('GET', '/api/external/v1/account/details', 'player'),
  updateAccountDetails: declare<{ body: typeof AccountDetailsBody }, AccountDetails>()('PUT', '/api/external/v1/account/details', 'player'),
  /** Ends every other session and mails the player; the caller's own session goes on (its token is reissued). */
  changePassword: declare<{ body: typeof ChangePasswordBody }, { accessToken: string; expiresIn: number }>()(
    'POST',
    '/api/external/v1/account/password',
    'player',
  ),
  /** With the current password: mails a code to the new address (the verification engine); the address changes only when it is confirmed (ADR 052). */
  changeEmail: declare<{ body: typeof ChangeEmailBody }>()('POST', '/api/external/v1/account/email', 'player'),
  /** The code from the new address: the address changes, and the old one is told. */
  confirmEmailChange: declare<{ body: typeof ConfirmEmailChangeBody }, AccountDetails>()(
    'POST',
    '/api/external/v1/account/email/confirm',
    'player',
  ),
  getSessions: declare<{ query: typeof PlayerQuery }, PlayerSession[]>()('GET', '/api/external/v1/account/sessions', 'player'),
  endSessions: declare<{ body: typeof EndSessionsBody }, PlayerSession[]>()('POST', '/api/external/v1/account/sessions/end', 'player'),
  getSignInHistory: declare<{ query: typeof PlayerQuery }, SignInEvent[]>()('GET', '/api/external/v1/account/sign-ins', 'player'),
  getCoinHistory: declare<{ query: typeof CoinHistoryQuery }, CoinHistoryPage>()('GET', '/api/external/v1/account/coins', 'player'),
  getWithdrawalTimelines: declare<{ query: typeof PlayerQuery }, WithdrawalTimeline[]>()(
    'GET',
    '/api/external/v1/account/withdrawals',
    'player',
  ),
  getCoinPace: declare<{ query: typeof PlayerQuery }, CoinPace>()('GET', '/api/external/v1/account/pace', 'player'),
  /** The consents the player controls (ADR 057): news and offers mails, the name on leaderboards, the language kept. */
  getConsents: declare<{ query: typeof PlayerQuery }, Consents>()('GET', '/api/external/v1/account/consents', 'player'),
  /** Changes one or more consents at once; each change is kept with its time. Answers every consent as it now stands. */
  updateConsents: declare<{ body: typeof ConsentsBody }, Consents>()('PUT', '/api/external/v1/account/consents', 'player'),
  /** "Download my data" (ADR 058): the archive asked for, its progress, until when it is kept, when the next can be asked for. */
  getDataExport: declare<{ query: typeof PlayerQuery }, DataExportState>()('GET', '/api/external/v1/account/privacy/export', 'player'),
  /** Asks for a new archive, built in the background: one a day (429), one at a time (409). */
  requestDataExport: declare<{ body: typeof PlayerQuery }, DataExportState>()('POST', '/api/external/v1/account/privacy/export', 'player'),
  /** The ready archive's ZIP (not an envelope), with the current password typed again; a wrong one counts towards the sign-in lockout. */
  downloadDataExport: declare<{ body: typeof DataExportDownloadBody }, Blob>()(
    'POST',
    '/api/external/v1/account/privacy/export/download',
    'player',
  ),
} as const;
