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
  OperatorWithdrawalsQuery,
  RejectWithdrawalBody,
  ReturnWithdrawalBody,
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
  /** The player's identity verification: a request is approved only for a verified player (issue 20). */
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

export const operatorEndpoints = {
  listWithdrawals: declare<{ query: typeof OperatorWithdrawalsQuery }, OperatorWithdrawalPage>()('GET', '/api/operator/v1/withdrawals', 'operator'),
  getWithdrawal: declare<{ query: typeof WithdrawalCodeQuery }, OperatorWithdrawalDetail>()('GET', '/api/operator/v1/withdrawals/detail', 'operator'),
  /** First eye for LKR 500,000 and above: the status stays pending. */
  reviewWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/review', 'operator'),
  approveWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/approve', 'operator'),
  /** Gives the coins back through the ledger; the reason is mailed to the player. */
  rejectWithdrawal: declare<{ body: typeof RejectWithdrawalBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/reject', 'operator'),
  markWithdrawalPaid: declare<{ body: typeof MarkWithdrawalPaidBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/mark-paid', 'operator'),
  returnWithdrawal: declare<{ body: typeof ReturnWithdrawalBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/return', 'operator'),
  /** The approved requests not yet in a file, as a bank bulk-transfer CSV (audited). */
  exportPayoutBatch: declare<{ body: typeof ExportPayoutBatchBody }, PayoutBatch>()('POST', '/api/operator/v1/payout-batches', 'operator'),
  markBatchPaid: declare<{ body: typeof MarkBatchPaidBody }, PaidBatch>()('POST', '/api/operator/v1/payout-batches/mark-paid', 'operator'),
  listIdentityReviews: declare<{ query: typeof IdentityReviewsQuery }, IdentityReviewPage>()('GET', '/api/operator/v1/identity-verifications', 'operator'),
  /** The unmasked NIC, the name, the dates, flags and trail; the reading is audited. */
  getIdentityReview: declare<{ query: typeof IdentityReviewQuery }, IdentityReview>()('GET', '/api/operator/v1/identity-verifications/detail', 'operator'),
  /** A card photo's bytes (not an envelope): its own type, never cached, never shown to anyone but an operator; audited. */
  getIdentityPhoto: declare<{ query: typeof IdentityPhotoQuery }, Blob>()('GET', '/api/operator/v1/identity-verifications/photo', 'operator'),
  approveIdentity: declare<{ body: typeof IdentityActionBody }, IdentityDecision>()('POST', '/api/operator/v1/identity-verifications/approve', 'operator'),
  /** The reason is mailed to the player, who may submit again. */
  rejectIdentity: declare<{ body: typeof RejectIdentityBody }, IdentityDecision>()('POST', '/api/operator/v1/identity-verifications/reject', 'operator'),
} as const;
