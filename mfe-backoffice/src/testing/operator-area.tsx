/** The back office as its tests render it: a signed-in operator, the API stubbed at the HTTP edge per test. */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { envelope, renderScreen, stubHttp, testConfig, type StubAnswer, type StubbedRequest, type StubRoute } from 'shared/testing';
import OperatorArea from '../app/OperatorArea';
import { identityId, operatorToken } from './operator-data';

export * from './operator-data';

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
  privacyRequests: `GET ${base}/privacy-requests`,
  privacyRequest: `GET ${base}/privacy-requests/detail`,
  creditObjection: `POST ${base}/privacy-requests/objection/credit`,
  upholdObjection: `POST ${base}/privacy-requests/objection/uphold`,
  completePrivacyRequest: `POST ${base}/privacy-requests/complete`,
  playLimits: `GET ${base}/withdrawals/play-limits`,
} as const;

/** What a route answers: the same for every call, or worked out from the request (a photo by its side). */
export type OperatorAnswer = StubAnswer | Promise<StubAnswer> | StubRoute;

/** Reads every queue screen makes that a test need not name: no bank file exported yet. */
const QUIET_DEFAULTS: Partial<Record<keyof typeof routes, OperatorAnswer>> = {
  batches: ok([]),
  // A player who set no play limits (ADR 061).
  playLimits: ok({
    limits: {
      dailyLimitMinutes: null,
      pendingLimit: null,
      realityCheckMinutes: 60,
      playBreak: null,
      playedTodayMs: 0,
      coinsEarnedToday: 0,
      realityCheckDue: false,
      nextRealityCheckAtMs: 3_600_000,
    },
    changes: [],
  }),
};

export type OperatorAnswers = Partial<Record<keyof typeof routes, OperatorAnswer>>;

/** The calls made to the route `name`. */
export const callsTo = (calls: StubbedRequest[], name: keyof typeof routes) =>
  calls.filter((call) => `${call.method} ${call.url}` === routes[name]);

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

/** The back office at `route`, as the shell mounts it at /operator/*, for the operator whose token is `signedInAs`. */
function renderOperatorArea(route: string, state: unknown, signedInAs: string) {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', signedInAs);
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

/** How a test opens a screen: signed in as a payout-operator (not an approver) unless `signedInAs` names another token. */
export type OpenOptions = { heading?: string; state?: unknown; signedInAs?: string };

/**
 * Opens `route` with the API answering `answers` (live: a test may change what the next read
 * answers); with `heading`, once that page heading is shown. Hands back the calls and a user.
 */
export async function openOperatorArea(
  route: string,
  answers: OperatorAnswers,
  { heading, state, signedInAs = operatorToken }: OpenOptions = {},
) {
  const calls = stubOperatorApi(answers);
  const user = userEvent.setup();
  const { unmount } = renderOperatorArea(route, state, signedInAs);
  if (heading) await screen.findByRole('heading', { level: 1, name: heading });
  return { calls, user, unmount };
}

/** WD-7K3M9Q's page, once shown; the queue it leads back to is empty unless `answers` say otherwise. */
export function openRequest(answers: OperatorAnswers, { signedInAs }: Pick<OpenOptions, 'signedInAs'> = {}) {
  answers.list ??= listPage([]);
  return openOperatorArea('/operator/requests/WD-7K3M9Q', answers, { heading: 'Request WD-7K3M9Q', signedInAs });
}

/** The review of Nimal Perera's identity, once shown; its photos are a stand-in unless `answers` say otherwise. */
export function openIdentityReview(answers: OperatorAnswers) {
  answers.identityPhoto ??= { status: 200, body: new Blob(['bytes'], { type: 'image/png' }) };
  return openOperatorArea(`/operator/identities/${identityId}`, answers, { heading: 'Identity of Nimal Perera' });
}

/** A list screen's table, once shown at `route`: its rows, the header row first. */
export async function openTable(route: string, answers: OperatorAnswers, caption: string) {
  const opened = await openOperatorArea(route, answers);
  const table = await screen.findByRole('table', { name: caption });
  return { ...opened, table, rows: within(table).getAllByRole('row') };
}

/**
 * Presses `action` and hands back the dialog `title` it opens (components/TextEntryDialog), its text
 * field `label` focused, and `send`, which presses the dialog's own `action` button.
 */
export async function openTextDialog(user: ReturnType<typeof userEvent.setup>, action: string, title: string, label: string) {
  await user.click(screen.getByRole('button', { name: action }));
  const dialog = screen.getByRole('dialog', { name: title });
  const field = within(dialog).getByLabelText(label);
  expect(field).toHaveFocus();
  return { dialog, field, send: () => user.click(within(dialog).getByRole('button', { name: action })) };
}

/** Presses Reject: the dialog `title` asks for the reason mailed to the player. */
export const openReasonDialog = (user: ReturnType<typeof userEvent.setup>, title: string) =>
  openTextDialog(user, 'Reject', title, 'Reason (sent to the player)');

/**
 * The reason dialog `title`, as both Rejects use it: sent empty, it asks for the reason and sends
 * nothing to the route `name`; then `reason` goes, `notice` is shown and the dialog closes. Hands
 * back the bodies sent.
 */
export async function sendReason(
  user: ReturnType<typeof userEvent.setup>,
  calls: StubbedRequest[],
  name: keyof typeof routes,
  title: string,
  reason: string,
  notice: string,
) {
  const { dialog, field, send } = await openReasonDialog(user, title);
  expect(field).toHaveAttribute('maxLength', '500');
  await send();
  expect(await within(dialog).findByText('Enter the reason for rejecting.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(calls, name)).toHaveLength(0);

  await user.type(field, reason);
  await send();
  expect(await screen.findByText(notice)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return callsTo(calls, name).map((call) => call.body);
}

/** An answer the test gives when it chooses, to see the screen while a write is under way. */
export function answerLater() {
  let answer: (value: StubAnswer) => void = () => undefined;
  const later = new Promise<StubAnswer>((resolve) => (answer = resolve));
  return { later, answer };
}

/**
 * Double-presses Approve while its write `name` is not answered yet: it says so and takes no second
 * press. Then the reads answer `reads` and the write `answer`.
 */
export async function approveWhileSending(
  user: ReturnType<typeof userEvent.setup>,
  answers: OperatorAnswers,
  name: keyof typeof routes,
  { answer, reads }: { answer: StubAnswer; reads: OperatorAnswers },
) {
  const write = answerLater();
  answers[name] = write.later;
  await user.dblClick(screen.getByRole('button', { name: 'Approve' }));
  expect(screen.getByRole('button', { name: 'Approving...' })).toBeDisabled();
  Object.assign(answers, reads);
  write.answer(answer);
}

/**
 * jsdom has no object URLs: before each test, each Blob made into one gets the stand-in
 * `blob:<name>-<n>`; the Blobs are handed back in order (emptied before each test).
 */
export function stubObjectUrlsBeforeEach(name: string) {
  const blobs: Blob[] = [];
  beforeEach(() => {
    blobs.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${name}-${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
  });
  return blobs;
}

/** Keeps the console error a failed read logs out of the test output; the test restores it. */
export const quietConsoleErrors = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

/**
 * Opens `route` while the read `name` fails (no answer, or a refusal): `said` is shown with Retry.
 * The console error the read logs is kept quiet (the test restores `log`), and handed back with
 * the calls and the answers (live: a test may answer the next read otherwise).
 */
export async function openWithFailingRead(route: string, name: keyof typeof routes, failure: OperatorAnswer, said: string) {
  const log = quietConsoleErrors();
  const answers: OperatorAnswers = { [name]: failure };
  const { calls } = await openOperatorArea(route, answers);
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
  const before = callsTo(calls, name).length;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await shown()).toBeInTheDocument();
  expect(callsTo(calls, name).length).toBeGreaterThan(before);
  return log;
}
