import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from 'shared';
import { useProfile } from 'shared/queries';
import { envelope, renderScreen } from 'shared/testing';
import WithdrawalPage from '../../../app/WithdrawalPage';
import { profile, renderPage, signInBeforeEach, stub, type Answers } from './withdrawal-page';

/** Stands in for the shell's balance pill, which reads the same profile. */
function BalancePill() {
  const { profile } = useProfile();
  return <output aria-label="Coin balance">{profile?.actualUsableCoins}</output>;
}

const request = (fields: Partial<Transaction>): Transaction => ({
  title: 'Withdrawal to Bank of Ceylon',
  bankName: 'Bank of Ceylon',
  date: '2026-11-22T03:00:00Z',
  amount: 5000,
  status: 'pending',
  code: 'WD-7K3M9Q',
  updatedAt: '2026-11-22T03:00:00Z',
  rejectionReason: null,
  ...fields,
});
const rowOf = async (code: string) => (await screen.findByText(`#${code}`, { exact: false })).closest('li')!;

signInBeforeEach();
jest.setTimeout(15_000);

describe('transactions', () => {
  it('shows each request with its status as the contract words it, the date of its last change, and a rejection’s reason', async () => {
    stub({
      transactions: {
        status: 200,
        body: envelope([
          request({ code: 'WD-AAAAAA' }),
          request({ code: 'WD-BBBBBB', status: 'approved', updatedAt: '2026-11-23T09:15:00Z' }),
          request({ code: 'WD-CCCCCC', status: 'paid', amount: 500000, updatedAt: '2026-11-24T10:00:00Z' }),
          request({
            code: 'WD-DDDDDD',
            status: 'rejected',
            updatedAt: '2026-11-25T11:00:00Z',
            rejectionReason: 'The account holder does not match.',
          }),
          request({ code: 'WD-EEEEEE', status: 'cancelled', updatedAt: '2026-11-26T12:00:00Z' }),
        ]),
      },
    });
    renderPage();
    const pending = await rowOf('WD-AAAAAA');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Cancel request' })).toHaveAccessibleDescription(/#WD-AAAAAA/);
    const approved = await rowOf('WD-BBBBBB');
    expect(approved).toHaveTextContent('Approved on 23 Nov 2026');
    expect(within(approved).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    const paid = await rowOf('WD-CCCCCC');
    expect(paid).toHaveTextContent('LKR 500,000');
    expect(paid).toHaveTextContent('Paid on 24 Nov 2026');
    const rejected = await rowOf('WD-DDDDDD');
    expect(rejected).toHaveTextContent('Rejected on 25 Nov 2026');
    expect(rejected).toHaveTextContent('Reason: The account holder does not match.');
    expect(await rowOf('WD-EEEEEE')).toHaveTextContent('Cancelled on 26 Nov 2026');
    expect(screen.getAllByRole('button', { name: 'Cancel request' })).toHaveLength(1);
  });

  it('cancels a pending request: says so while working, then shows it cancelled and the balance with the coins back', async () => {
    let cancelled = false;
    let release: () => void = () => undefined;
    const answers: Answers = {
      profile: { status: 200, body: profile(7000) },
      transactions: { status: 200, body: envelope([request({})]) },
      cancel: new Promise((resolve) => {
        release = () => {
          cancelled = true;
          answers.profile = { status: 200, body: profile(12000) };
          answers.transactions = { status: 200, body: envelope([request({ status: 'cancelled', updatedAt: '2026-11-22T04:00:00Z' })]) };
          resolve({ status: 200, body: envelope({ code: 'WD-7K3M9Q', status: 'cancelled', balance: 12000 }) });
        };
      }),
    };
    const calls = stub(answers);
    const user = userEvent.setup();
    renderScreen(
      <>
        <BalancePill />
        <WithdrawalPage />
      </>,
      { route: '/withdrawal', path: '/withdrawal' },
    );
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('7000'));
    const row = await rowOf('WD-7K3M9Q');
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    expect(within(row).getByText('Cancelling...')).toHaveAttribute('role', 'status');
    expect(within(row).getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeInTheDocument());
    expect(cancelled).toBe(true);
    const cancel = calls.filter((call) => call.url === '/api/external/v1/withdrawals/cancel');
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.body).toEqual({ uuid: 'player-uuid', code: 'WD-7K3M9Q' });
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('12000'));
    expect(screen.getByText('Request cancelled. The coins are back in your balance.')).toBeInTheDocument();
  });

  it('says why a request can no longer be cancelled, and shows where it went', async () => {
    const answers: Answers = {
      transactions: { status: 200, body: envelope([request({})]) },
      cancel: {
        status: 409,
        body: envelope(null, { status: false, error_code: 'INVALID_TRANSITION', message: 'This request can no longer be cancelled.' }),
      },
    };
    stub(answers);
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('WD-7K3M9Q');
    answers.transactions = { status: 200, body: envelope([request({ status: 'approved', updatedAt: '2026-11-22T05:00:00Z' })]) };
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(within(row).getByText('Approved')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.getByText('This request can no longer be cancelled.')).toBeInTheDocument();
  });

  it('keeps the request and offers the button again when the cancellation got no answer', async () => {
    stub({ transactions: { status: 200, body: envelope([request({})]) }, cancel: 'network' });
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('WD-7K3M9Q');
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    expect(await within(row).findByText('Something went wrong. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(row).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });
});
