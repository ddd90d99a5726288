/** The withdrawal page as its tests render it (the module the remote exposes): a signed-in player, the API stubbed per test. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile } from 'shared';
import * as messages from 'contract/messages';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import WithdrawalPage from '../../../app/WithdrawalPage';
import { identityState } from '../../../testing/identity-state';

// These tests type whole forms key by key, a render per key: 2-4 s each alone, and past Jest's
// 5 s default on a loaded two-core CI machine (two failed there with nothing wrong).
jest.setTimeout(15_000);

export const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal', family_name: 'Perera' });
export const gate = messages.withdrawalGate;
export const bankText = messages.bankStep;
/** The profile with `coins` as its balance (a test may send one that is not a number) and no e-mail unless `fields` has one. */
export const profile = (coins: unknown, fields: Partial<Profile> = {}) =>
  envelope({ ...playerProfile({ email: '', ...fields }), actualUsableCoins: coins });
/** The player's saved payout account as the API shows it, by its last 4 digits (ADR 025). */
export const savedAccount = envelope({
  bankName: 'Sampath Bank',
  bankCode: '7278',
  accountNumberEnding: '9012',
  accountHolderName: 'Nimal Perera',
  branchName: 'Kandy',
});
export const receipt = envelope({ code: 'WD-7K3M9Q', amount: 5000, status: 'pending', balance: 7000, createdAt: '2026-11-22T03:00:00Z' });
export const location = () => screen.getByTestId('location').textContent;
export const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');
export { identityState };

export interface Answers {
  health?: StubAnswer;
  profile?: StubAnswer;
  transactions?: StubAnswer;
  save?: StubAnswer | Promise<StubAnswer>;
  withdraw?: StubAnswer;
  bankDetails?: StubAnswer;
  countries?: StubAnswer;
  cancel?: StubAnswer | Promise<StubAnswer>;
  identity?: StubAnswer;
  submitIdentity?: StubAnswer | Promise<StubAnswer>;
}

export function stub(answers: Answers = {}) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/health': () => answers.health ?? { status: 200, body: envelope(null) },
    'GET /api/external/v1/profile': () => answers.profile ?? { status: 200, body: profile(12000) },
    'GET /api/external/v1/transactions': () => answers.transactions ?? { status: 200, body: envelope([]) },
    'POST /api/external/v1/withdrawals/cancel': () =>
      answers.cancel ?? { status: 200, body: envelope({ code: 'WD-7K3M9Q', status: 'cancelled', balance: 12000 }) },
    'GET /api/open/v1/country': () =>
      answers.countries ?? { status: 200, body: envelope({ data: [{ id: 144, name: 'Sri Lanka', code: 'LK' }] }) },
    'GET /api/external/v1/bank-details': () => answers.bankDetails ?? { status: 200, body: envelope(null) },
    'POST /api/external/v1/save-bank-details': () =>
      answers.save ?? { status: 200, body: envelope(null, { message: 'Bank details saved successfully!' }) },
    'POST /api/external/v1/get-user-withdrawl': () => answers.withdraw ?? { status: 200, body: receipt },
    'GET /api/external/v1/identity-verification': () => answers.identity ?? { status: 200, body: identityState('verified') },
    'POST /api/external/v1/identity-verification': () => answers.submitIdentity ?? { status: 200, body: identityState('under_review') },
  });
}

export function renderPage() {
  renderScreen(<WithdrawalPage />, { route: '/withdrawal', path: '/withdrawal' });
}

export async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Want to withdraw your prize?' }));
  return screen.findByRole('dialog', { name: 'Withdrawal Process' });
}

/** Types the receiver over whatever the profile pre-filled, then presses Next. */
export async function typeReceiver(user: ReturnType<typeof userEvent.setup>, name = 'Nimal Perera') {
  await user.clear(screen.getByLabelText('Receiver name'));
  await user.type(screen.getByLabelText('Receiver name'), name);
  await user.type(screen.getByLabelText('Receiver email'), 'nimal@example.com');
  await user.type(screen.getByLabelText('Receiver phone'), '+94 77-123 4567');
  await screen.findByRole('option', { name: 'Sri Lanka' });
  await user.selectOptions(screen.getByLabelText('Receiver country'), 'Sri Lanka');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** Types the receiver, then moves to the bank step. */
export async function fillReceiver(user: ReturnType<typeof userEvent.setup>) {
  await typeReceiver(user);
  return screen.findByRole('dialog', { name: 'Bank Details' });
}

export async function fillBank(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Bank'), 'Bank of Ceylon');
  await user.type(screen.getByLabelText('Account number'), '0012-3456-78');
  await user.type(screen.getByLabelText('Account holder name'), 'Nimal Perera');
  await user.type(screen.getByLabelText('Branch'), 'Kandy');
}

/** The page with the dialog open at its first step, the receiver; `answers` as for stub(). */
export async function atReceiverStep(answers?: Answers) {
  const calls = stub(answers);
  const user = userEvent.setup();
  renderPage();
  await openModal(user);
  return { calls, user };
}

/** At the bank step, the receiver filled in. */
export async function atBankStep(answers?: Answers) {
  const at = await atReceiverStep(answers);
  await fillReceiver(at.user);
  return at;
}

/** At the bank step with the bank filled in too. */
export async function atFilledBankStep(answers?: Answers) {
  const at = await atBankStep(answers);
  await fillBank(at.user);
  return at;
}

/** Picks a tier once the balance read has enabled it. */
export async function pickTier(user: ReturnType<typeof userEvent.setup>, name = 'LKR 5,000') {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
}

/** Signed in as the stubbed player before each test. */
export function signInBeforeEach() {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('access_token', token);
  });
}
