/** The back office as its tests render it: a signed-in operator, the API stubbed at the HTTP edge per test. */
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type {
  IdentityReview,
  IdentityReviewItem,
  OperatorWithdrawal,
  OperatorWithdrawalDetail,
  SuspiciousPlayer,
} from 'contract/operator-endpoints';
import userEvent from '@testing-library/user-event';
import {
  envelope,
  fakeJwt,
  renderScreen,
  stubHttp,
  testConfig,
  type StubAnswer,
  type StubbedRequest,
  type StubRoute,
} from 'shared/testing';
import OperatorArea from '../app/OperatorArea';

export const operatorToken = fakeJwt({ sub: 'operator-id', email: 'operator@example.com', realm_access: { roles: ['payout-operator'] } });
export const approverToken = fakeJwt({
  sub: 'approver-id',
  email: 'approver@example.com',
  realm_access: { roles: ['payout-operator', 'payout-approver'] },
});

/** Signed in as a payout-operator (not an approver) before each test; a test may sign in otherwise before it renders. */
export function signInBeforeEach() {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('access_token', operatorToken);
  });
}

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

export const ok = (content: unknown): StubAnswer => ({ status: 200, body: envelope(content) });
/** One page of a list as the server answers it, 20 rows a page. */
export const listPage = (items: unknown[], total = items.length, page = 1): StubAnswer => ok({ items, total, page, pageSize: 20 });
/** A refusal as the server words it (409, 403, 404). */
export const refused = (status: number, error_code: string, message: string): StubAnswer => ({
  status,
  body: { status: false, error_code, message, content: null },
});

const base = '/api/operator/v1';
export const routes = {
  list: `GET ${base}/withdrawals`,
  detail: `GET ${base}/withdrawals/detail`,
  review: `POST ${base}/withdrawals/review`,
  approve: `POST ${base}/withdrawals/approve`,
  reject: `POST ${base}/withdrawals/reject`,
  markPaid: `POST ${base}/withdrawals/mark-paid`,
  returnWithdrawal: `POST ${base}/withdrawals/return`,
  exportBatch: `POST ${base}/payout-batches`,
  markBatchPaid: `POST ${base}/payout-batches/mark-paid`,
  batches: `GET ${base}/payout-batches`,
  batchFile: `GET ${base}/payout-batches/file`,
  identities: `GET ${base}/identity-verifications`,
  identity: `GET ${base}/identity-verifications/detail`,
  identityPhoto: `GET ${base}/identity-verifications/photo`,
  approveIdentity: `POST ${base}/identity-verifications/approve`,
  rejectIdentity: `POST ${base}/identity-verifications/reject`,
  suspiciousPlay: `GET ${base}/suspicious-play`,
} as const;

/** What a route answers: the same for every call, or worked out from the request (a photo by its side). */
export type OperatorAnswer = StubAnswer | Promise<StubAnswer> | StubRoute;

/** Reads every queue screen makes that a test need not name: no bank file exported yet. */
const QUIET_DEFAULTS: Partial<Record<keyof typeof routes, OperatorAnswer>> = { batches: ok([]) };

export type OperatorAnswers = Partial<Record<keyof typeof routes, OperatorAnswer>>;

/** The calls made to one of `routes`. */
export const callsTo = (calls: StubbedRequest[], route: string) => calls.filter((call) => `${call.method} ${call.url}` === route);

/** Stubs the operator API: each route answers what `answers` holds for it when called (so a test can change it midway). */
export function stubOperatorApi(answers: OperatorAnswers) {
  const stubRoutes: Record<string, StubRoute> = {};
  for (const [name, route] of Object.entries(routes) as [keyof typeof routes, string][]) {
    stubRoutes[route] = (request) => {
      const answer = answers[name] ?? QUIET_DEFAULTS[name] ?? refused(500, 'INTERNAL_ERROR', `No answer for ${name} in this test.`);
      return typeof answer === 'function' ? answer(request) : answer;
    };
  }
  return stubHttp(testConfig.apiBaseUrl, stubRoutes);
}

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The back office at `route`, as the shell mounts it at /operator/*. */
export function renderOperatorArea(route: string, state?: unknown) {
  return renderScreen(
    <>
      <OperatorArea />
      <SearchProbe />
    </>,
    { route, path: '/operator/*', state },
  );
}

export const currentSearch = () => screen.getByTestId('search').textContent;
export const currentPath = () => screen.getByTestId('location').textContent;

/**
 * Opens `route` while the read `name` fails (no answer, or a refusal): `said` is shown with Retry.
 * The console error the read logs is kept quiet (the test restores `log`), and handed back with
 * the calls and the answers (live: a test may answer the next read otherwise).
 */
export async function openWithFailingRead(route: string, name: keyof typeof routes, failure: OperatorAnswer, said: string) {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answers: OperatorAnswers = { [name]: failure };
  const calls = stubOperatorApi(answers);
  renderOperatorArea(route);
  expect(await screen.findByText(said)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  return { answers, calls, log };
}

/** A list that could not be read: its empty note is not shown instead, and Retry reads it again until `shown` is there. */
export async function expectRetryReadsList(
  route: string,
  name: keyof typeof routes,
  { empty, page, shown }: { empty: string; page: StubAnswer; shown: () => Promise<HTMLElement> },
) {
  const { answers, calls, log } = await openWithFailingRead(
    route,
    name,
    'network',
    'This could not be loaded. Check your connection and try again.',
  );
  expect(screen.queryByText(empty)).toBeNull();
  answers[name] = page;
  const before = callsTo(calls, routes[name]).length;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await shown()).toBeInTheDocument();
  expect(callsTo(calls, routes[name]).length).toBeGreaterThan(before);
  return log;
}
