/**
 * ADR 042: changing the saved payout account asks for the current password in the bank
 * step, and only then; the first account and the saved one kept as it is need none.
 */
import { screen, waitFor } from '@testing-library/react';
import { envelope } from 'shared/testing';
import { type Answers, atBankStep, atFilledBankStep, bankText, pickTier, signInBeforeEach } from './withdrawal-page';

const savedAccount = envelope({
  bankName: 'Bank of Ceylon',
  bankCode: '7010',
  accountNumberEnding: '4567',
  accountHolderName: 'Nimal Perera',
  branchName: 'Kandy',
});
const field = (label: string) => screen.getByLabelText(label);
const saves = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.url === '/api/external/v1/save-bank-details').map((call) => call.body);
const refusal = (error_code: string, message: string) => ({
  status: 403,
  body: { status: false, error_code, message, content: null },
});

signInBeforeEach();
jest.setTimeout(15_000);

/** At the bank step with the saved account pre-filled; `answers` as for stub(). */
async function atSavedAccount(answers: Answers = {}) {
  const at = await atBankStep({
    bankDetails: { status: 200, body: savedAccount },
    ...answers,
  });
  await waitFor(() => expect(field('Account holder name')).toHaveValue('Nimal Perera'));
  await pickTier(at.user);
  return at;
}

describe('changing the payout account in the bank step', () => {
  it('asks for no password for the first account', async () => {
    const { calls, user } = await atFilledBankStep();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    expect(saves(calls)).toEqual([expect.not.objectContaining({ currentPassword: expect.anything() })]);
  });

  it('asks for none while the saved account is kept, or only its branch changes', async () => {
    const { user } = await atSavedAccount();
    await user.type(field('Account number'), '0071234567');
    await user.clear(field('Branch'));
    await user.type(field('Branch'), 'Galle');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('shows the password field once the holder changes, refuses to send without it, then sends it with the save', async () => {
    const { calls, user } = await atSavedAccount();
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'Mallory Fernando');
    await user.type(field('Account number'), '8800112233');
    expect(field('Current password')).toHaveAccessibleDescription(/You are changing where your payouts go/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.passwordRequired)).toHaveAttribute('role', 'alert');
    expect(saves(calls)).toEqual([]);

    await user.type(field('Current password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      expect.objectContaining({
        accountHolderName: 'Mallory Fernando',
        accountNumber: '8800112233',
        currentPassword: 'secret pass',
      }),
    ]);
  });

  it('says a wrong password was refused, empties the field and requests nothing', async () => {
    const { calls, user } = await atSavedAccount({
      save: refusal('WRONG_PASSWORD', bankText.wrongPassword),
    });
    await user.clear(field('Bank'));
    await user.type(field('Bank'), 'Sampath Bank');
    await user.type(field('Account number'), '123456789012');
    await user.type(field('Current password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.wrongPassword)).toHaveAttribute('role', 'alert');
    expect(field('Current password')).toHaveValue('');
    expect(calls.filter((call) => call.url === '/api/external/v1/get-user-withdrawl')).toEqual([]);
  });

  it('shows the field when the server asks for it: a new number with the saved one’s last 4 digits', async () => {
    const { user } = await atSavedAccount({
      save: refusal('PASSWORD_REQUIRED', bankText.passwordRequired),
    });
    await user.type(field('Account number'), '9990004567');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.passwordRequired)).toHaveAttribute('role', 'alert');
    expect(field('Current password')).toBeInTheDocument();
  });
});
