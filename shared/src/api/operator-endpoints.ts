import type {
  ExportPayoutBatchBody,
  MarkBatchPaidBody,
  MarkWithdrawalPaidBody,
  OperatorWithdrawalsQuery,
  RejectWithdrawalBody,
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
}

export interface OperatorWithdrawalPage {
  items: OperatorWithdrawal[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditEntry {
  action: 'review' | 'approve' | 'reject' | 'mark-paid' | 'cancel' | 'export';
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

export const operatorEndpoints = {
  listWithdrawals: declare<{ query: typeof OperatorWithdrawalsQuery }, OperatorWithdrawalPage>()('GET', '/api/operator/v1/withdrawals', 'operator'),
  getWithdrawal: declare<{ query: typeof WithdrawalCodeQuery }, OperatorWithdrawalDetail>()('GET', '/api/operator/v1/withdrawals/detail', 'operator'),
  /** First eye for LKR 500,000 and above: the status stays pending. */
  reviewWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/review', 'operator'),
  approveWithdrawal: declare<{ body: typeof WithdrawalActionBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/approve', 'operator'),
  /** Gives the coins back through the ledger; the reason is mailed to the player. */
  rejectWithdrawal: declare<{ body: typeof RejectWithdrawalBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/reject', 'operator'),
  markWithdrawalPaid: declare<{ body: typeof MarkWithdrawalPaidBody }, WithdrawalTransition>()('POST', '/api/operator/v1/withdrawals/mark-paid', 'operator'),
  /** The approved requests not yet in a file, as a bank bulk-transfer CSV (audited). */
  exportPayoutBatch: declare<{ body: typeof ExportPayoutBatchBody }, PayoutBatch>()('POST', '/api/operator/v1/payout-batches', 'operator'),
  markBatchPaid: declare<{ body: typeof MarkBatchPaidBody }, PaidBatch>()('POST', '/api/operator/v1/payout-batches/mark-paid', 'operator'),
} as const;
