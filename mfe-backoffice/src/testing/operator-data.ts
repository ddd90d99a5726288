/** The operator API's data as the back office's tests build it: tokens, withdrawals, identity submissions, suspicious play. */
import type {
  IdentityReview,
  IdentityReviewItem,
  OperatorWithdrawal,
  OperatorWithdrawalDetail,
  SuspiciousPlayer,
} from 'contract/operator-endpoints';
import { fakeJwt } from 'shared/testing';

export const operatorToken = fakeJwt({ sub: 'operator-id', email: 'operator@example.com', realm_access: { roles: ['payout-operator'] } });
export const approverToken = fakeJwt({
  sub: 'approver-id',
  email: 'approver@example.com',
  realm_access: { roles: ['payout-operator', 'payout-approver'] },
});

export const withdrawal = (fields: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal => ({
  code: 'WD-7K3M9Q',
  status: 'pending',
  amount: 5000,
  createdAt: '2026-11-22T08:35:00Z',
  updatedAt: '2026-11-22T08:35:00Z',
  playerEmail: 'nimal@example.com',
  playerName: 'Nimal Perera',
  bankName: 'Bank of Ceylon',
  needsReview: false,
  reviewedBy: null,
  approvedBy: null,
  rejectionReason: null,
  paidReference: null,
  batchId: null,
  identityStatus: 'verified',
  ...fields,
});

export const detail = (fields: Partial<OperatorWithdrawalDetail> = {}): OperatorWithdrawalDetail => ({
  ...withdrawal(),
  player: { uuid: 'player-uuid', email: 'nimal@example.com', firstName: 'Nimal', lastName: 'Perera', mobile: '+94771234567', coins: 7000 },
  receiver: { name: 'Kamala Perera', email: 'kamala@example.com', phone: '+94 77 765 4321', country: 'Sri Lanka' },
  bank: {
    bankName: 'Bank of Ceylon',
    bankCode: '7010',
    branchName: 'Kandy',
    accountNumber: '0012345678',
    accountHolderName: 'Nimal Perera',
  },
  ledger: [
    { at: '2026-11-22T08:35:00Z', amount: -5000, reason: 'Withdrawal WD-7K3M9Q' },
    { at: '2026-11-20T10:00:00Z', amount: 12000, reason: 'Skill challenge prize' },
  ],
  audit: [],
  identityVerificationId: identityId,
  accountChange: null,
  payoutFlags: [],
  ...fields,
});

export const identityId = '3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01';

export const identityItem = (fields: Partial<IdentityReviewItem> = {}): IdentityReviewItem => ({
  id: identityId,
  status: 'under_review',
  playerUuid: 'player-uuid',
  playerEmail: 'nimal@example.com',
  playerName: 'Nimal Perera',
  nicEnding: '123V',
  submittedAt: '2026-11-22T08:35:00Z',
  reviewedAt: null,
  flagCount: 0,
  ...fields,
});

export const identityReview = (fields: Partial<IdentityReview> = {}): IdentityReview => ({
  ...identityItem(),
  nic: '901234123V',
  nicFullName: 'Hewage Nimal Perera',
  nicBirthDate: '1990-05-02',
  nicSex: 'male',
  registeredDateOfBirth: '1990-05-02',
  registeredName: 'Nimal Perera',
  photos: [
    { side: 'front', type: 'image/jpeg' },
    { side: 'back', type: 'image/jpeg' },
  ],
  rejectionReason: null,
  reviewedBy: null,
  flags: [],
  audit: [],
  ...fields,
});

export const suspiciousPlayer = (fields: Partial<SuspiciousPlayer> = {}): SuspiciousPlayer => ({
  playerId: 'player-uuid',
  playerName: 'Nimal Perera',
  playerEmail: '*****al@example.com',
  gameId: 'quick-sums',
  tooFast: 3,
  impossible: 0,
  perfectPace: 1,
  repeatedDeals: 2,
  total: 6,
  lastSeenAt: '2026-11-27T09:15:00Z',
  ...fields,
});
