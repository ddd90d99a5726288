import type { GameId } from '../games/catalogue';
import type { IdentityPhotoSide, IdentityPhotoType, IdentityStatus } from '../identity';
import type {
  ExportPayoutBatchBody,
  IdentityActionBody,
  IdentityPhotoQuery,
  IdentityReviewQuery,
  IdentityReviewsQuery,
  RejectIdentityBody,
  MarkBatchPaidBody,
  MarkWithdrawalPaidBody,
  PayoutBatchFileQuery,
  OperatorWithdrawalsQuery,
  RejectWithdrawalBody,
  ReturnWithdrawalBody,
  SuspiciousPlayQuery,
  WithdrawalActionBody,
  WithdrawalCodeQuery,
} from '../schemas';
import { declare, type WithdrawalStatus } from './endpoints';

/**
 * The payout team's API (ADR 027), declared once like the player API (endpoints.ts): every call
 * needs a bearer token with the realm role payout-operator; a player's token gets 403. The request
 * code travels in the body or query, as in the player's cancellation, never in the path.
 */

/** A request as the operators' list shows it. */
export interface OperatorWithdrawal {
  code: string;
  status: WithdrawalStatus;
  amount: number;
  createdAt: string;
  updatedAt: string;
  playerEmail: string;
  playerName: string;
  bankName: string;
  /** Four eyes (LKR 500,000 and above): whether another operator must review it first, and who did. */
  needsReview: boolean;
  reviewedBy: string | null;
  approvedBy: string | null;
  rejectionReason: string | null;
  paidReference: string | null;
  batchId: number | null;
  /** The player's identity verification: a request is approved only for a verified player (ADR 031). */
  identityStatus: IdentityStatus;
}

export interface OperatorWithdrawalPage {
  items: OperatorWithdrawal[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditEntry {
  action: 'review' | 'approve' | 'reject' | 'mark-paid' | 'cancel' | 'export' | 'return';
  actorEmail: string;
  actorRole: string;
  at: string;
  fromStatus: WithdrawalStatus;
  toStatus: WithdrawalStatus;
  reason: string | null;
  reference: string | null;
  batchId: number | null;
}

export interface LedgerLine {
  at: string;
  /** Signed: credits positive, debits negative. */
  amount: number;
  reason: string;
}

/** Everything an operator needs to decide: who, where the money goes, the player's coins, the trail. */
export interface OperatorWithdrawalDetail extends OperatorWithdrawal {
  player: { uuid: string; email: string; firstName: string; lastName: string; mobile: string; coins: number };
  receiver: { name: string | null; email: string | null; phone: string | null; country: string | null };
  bank: { bankName: string; bankCode: string | null; branchName: string; accountNumber: string; accountHolderName: string };
  /** The player's 100 newest ledger lines. */
  ledger: LedgerLine[];
  audit: AuditEntry[];
  /** The player's newest identity submission, to open its review; null when there is none. */
  identityVerificationId: string | null;
  /**
   * When the account this request is paid to last changed (bank, number or holder), and until when
   * its approval waits (ADR 042); null when it has not changed since its first save.
   */
  accountChange: { changedAt: string; holdUntil: string; onHold: boolean } | null;
  /** What to weigh about where the money goes: a recently changed account, a holder unlike the NIC name. */
  payoutFlags: PayoutFlag[];
}

/** A warning on a request's payout account (ADR 042). */
export interface PayoutFlag {
  kind: 'account-changed' | 'name-mismatch';
  message: string;
  at: string | null;
}

/** The answer to a transition: the request's new state. */
export interface WithdrawalTransition {
  code: string;
  status: WithdrawalStatus;
  updatedAt: string;
}

/** An exported bank file: RFC 4180 CSV, one line per approved request. */
export interface PayoutBatch {
  batchId: number;
  count: number;
  totalLkr: number;
  csv: string;
}

/** A bank file as the batch list shows it (ADR 043): exported, then paid under one reference. */
export interface PayoutBatchSummary {
  batchId: number;
  createdAt: string;
  /** The operator's e-mail. */
  exportedBy: string;
  count: number;
  totalLkr: number;
  status: 'exported' | 'paid';
  paidBy: string | null;
  paidReference: string | null;
  paidAt: string | null;
}

export interface PaidBatch {
  batchId: number;
  reference: string;
  /** Requests marked paid now (those rejected meanwhile stay rejected). */
  paid: string[];
}

/** An identity submission as the review queue lists it: the NIC masked even here (unmasked only in the audited detail). */
export interface IdentityReviewItem {
  id: string;
  status: IdentityStatus;
  playerUuid: string;
  playerEmail: string;
  playerName: string;
  nicEnding: string;
  submittedAt: string;
  reviewedAt: string | null;
  /** Duplicate NIC attempts and other accounts' submissions of the NIC; a name mismatch needs the sealed name, so the detail alone shows it. */
  flagCount: number;
}

export interface IdentityReviewPage {
  items: IdentityReviewItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** What an operator should weigh before approving: an NIC another account used or tried, a bank account in another name. */
export interface IdentityFlag {
  kind: 'duplicate-nic' | 'name-mismatch' | 'photo-unreadable';
  message: string;
  at: string | null;
}

export interface IdentityAuditEntry {
  action: 'submit' | 'view' | 'view-photo' | 'approve' | 'reject';
  actorEmail: string;
  at: string;
  reason: string | null;
}

/** One submission in full: reading it is audited ('view'). */
export interface IdentityReview extends IdentityReviewItem {
  nic: string;
  nicFullName: string;
  /** Read from the NIC ('YYYY-MM-DD'), beside the one the player registered. */
  nicBirthDate: string;
  nicSex: 'female' | 'male';
  registeredDateOfBirth: string;
  registeredName: string;
  photos: { side: IdentityPhotoSide; type: IdentityPhotoType }[];
  rejectionReason: string | null;
  reviewedBy: string | null;
  flags: IdentityFlag[];
  audit: IdentityAuditEntry[];
}

export interface IdentityDecision {
  id: string;
  status: IdentityStatus;
  reviewedAt: string;
}

/** Why play was listed as suspicious (ADR 041): a refusal's reason, a perfect run too fast, one attempt dealt again and again. */
export type SuspicionKind = 'impossible-move' | 'unsolved' | 'too-fast' | 'perfect-pace' | 'repeated-deals';

/** One player's suspicious play in one game: how often of each kind, and when last. */
export interface SuspiciousPlayer {
  playerId: string;
  playerName: string;
  /** Masked (*****ab@example.com): enough to tell players apart. */
  playerEmail: string;
  gameId: GameId;
  /** Results refused as faster than a human plays. */
  tooFast: number;
  /** Results refused as impossible (an illegal move, an unsolved board). */
  impossible: number;
  /** Perfect runs at a pace few humans keep (paid, listed for review). */
  perfectPace: number;
  /** Attempts dealt again and again while open. */
  repeatedDeals: number;
  total: number;
  lastSeenAt: string;
}

export interface SuspiciousPlayPage {
  items: SuspiciousPlayer[];
  total: number;
  page: number;
  pageSize: number;
}

export const operatorEndpoints = {
  listWithdrawals: declare<{ query: typeof OperatorWithdrawalsQuery }, OperatorWithdrawalPage>()(
    'GET',
    '/api/operator/v1/withdrawals',
    'operator',
  ),
  getWithdrawal: declare<{ query: typeof WithdrawalCodeQuery }, OperatorWithdrawalDetail>()(
    'GET',
    '/api/operator/v1/withdrawals/detail',
    'operator',
  ),
  /** First eye for LKR 500,000 and above: the status stays pending. */
  reviewWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()(
    'POST',
    '/api/operator/v1/withdrawals/review',
    'operator',
  ),
  approveWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()(
    'POST',
    '/api/operator/v1/withdrawals/approve',
    'operator',
  ),
  /** Gives the coins back through the ledger; the reason is mailed to the player. */
  rejectWithdrawal: declare<{ body: typeof RejectWithdrawalBody }, WithdrawalTransition>()(
    'POST',
    '/api/operator/v1/withdrawals/reject',
    'operator',
  ),
  markWithdrawalPaid: declare<{ body: typeof MarkWithdrawalPaidBody }, WithdrawalTransition>()(
    'POST',
    '/api/operator/v1/withdrawals/mark-paid',
    'operator',
  ),
  returnWithdrawal: declare<{ body: typeof ReturnWithdrawalBody }, WithdrawalTransition>()(
    'POST',
    '/api/operator/v1/withdrawals/return',
    'operator',
  ),
  /** The approved requests not yet in a file, as a bank bulk-transfer CSV (audited). */
  exportPayoutBatch: declare<{ body: typeof ExportPayoutBatchBody }, PayoutBatch>()('POST', '/api/operator/v1/payout-batches', 'operator'),
  markBatchPaid: declare<{ body: typeof MarkBatchPaidBody }, PaidBatch>()('POST', '/api/operator/v1/payout-batches/mark-paid', 'operator'),
  /** Every bank file exported, newest first. */
  listPayoutBatches: declare<Record<never, never>, PayoutBatchSummary[]>()('GET', '/api/operator/v1/payout-batches', 'operator'),
  /** An exported batch's CSV again, the same bytes as first exported (each download recorded). */
  getPayoutBatchFile: declare<{ query: typeof PayoutBatchFileQuery }, PayoutBatch>()(
    'GET',
    '/api/operator/v1/payout-batches/file',
    'operator',
  ),
  listIdentityReviews: declare<{ query: typeof IdentityReviewsQuery }, IdentityReviewPage>()(
    'GET',
    '/api/operator/v1/identity-verifications',
    'operator',
  ),
  /** The unmasked NIC, the name, the dates, flags and trail; the reading is audited. */
  getIdentityReview: declare<{ query: typeof IdentityReviewQuery }, IdentityReview>()(
    'GET',
    '/api/operator/v1/identity-verifications/detail',
    'operator',
  ),
  /** A card photo's bytes (not an envelope): its own type, never cached, never shown to anyone but an operator; audited. */
  getIdentityPhoto: declare<{ query: typeof IdentityPhotoQuery }, Blob>()(
    'GET',
    '/api/operator/v1/identity-verifications/photo',
    'operator',
  ),
  approveIdentity: declare<{ body: typeof IdentityActionBody }, IdentityDecision>()(
    'POST',
    '/api/operator/v1/identity-verifications/approve',
    'operator',
  ),
  /** The reason is mailed to the player, who may submit again. */
  rejectIdentity: declare<{ body: typeof RejectIdentityBody }, IdentityDecision>()(
    'POST',
    '/api/operator/v1/identity-verifications/reject',
    'operator',
  ),
  /** Players whose games were refused, perfect at an implausible pace or dealt again and again, the latest first. */
  listSuspiciousPlay: declare<{ query: typeof SuspiciousPlayQuery }, SuspiciousPlayPage>()(
    'GET',
    '/api/operator/v1/suspicious-play',
    'operator',
  ),
} as const;
