import { screen, waitFor } from '@testing-library/react';
import { envelope, type StubAnswer } from 'shared/testing';
import {
  type Answers,
  atBankStep,
  atFilledBankStep,
  atReceiverStep,
  bankText,
  openModal,
  pickTier,
  profile,
  savedAccount,
  signInBeforeEach,
  stub,
} from './withdrawal-page';

const fullProfile = profile(12000, { email: 'nimal@example.com', country: { id: 144, name: 'Sri Lanka', code: 'LK' } });
const field = (label: string) => screen.getByLabelText(label);
const posts = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);

signInBeforeEach();
// Each test types whole forms as a person does.
jest.setTimeout(15_000);

describe('withdrawal dialog entries', () => {
  it('pre-fills the receiver from the profile: name, e-mail and country', async () => {
    await atReceiverStep({ profile: { status: 200, body: fullProfile } });
    await waitFor(() => expect(field('Receiver name')).toHaveValue('Nimal Perera'));
    expect(field('Receiver email')).toHaveValue('nimal@example.com');
    await waitFor(() => expect(field('Receiver country')).toHaveValue('Sri Lanka'));
    expect(field('Receiver phone')).toHaveValue('');
  });

  it('pre-fills the bank step from the saved account, shows its number by the last 4 digits, and uses it without saving again', async () => {
    const { calls, user } = await atBankStep({ bankDetails: { status: 200, body: savedAccount } });
    await waitFor(() => expect(field('Bank')).toHaveValue('Sampath Bank'));
    expect(field('Account holder name')).toHaveValue('Nimal Perera');
    expect(field('Branch')).toHaveValue('Kandy');
    expect(field('Account number')).toHaveValue('');
    expect(field('Account number')).toHaveAccessibleDescription(bankText.savedAccountHint('9012'));
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/external/v1/get-user-withdrawl']);
  });

  it('asks for the account number again when the saved bank is changed, and sends nothing', async () => {
    const { calls, user } = await atBankStep({ bankDetails: { status: 200, body: savedAccount } });
    await waitFor(() => expect(field('Branch')).toHaveValue('Kandy'));
    await user.clear(field('Branch'));
    await user.type(field('Branch'), 'Galle');
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.retypeAccountNumber('9012'))).toHaveAttribute('role', 'alert');
    expect(posts(calls)).toEqual([]);
  });

  it('goes Back from the bank step with everything kept, both ways', async () => {
    const { user } = await atFilledBankStep();
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Withdrawal Process' })).toBeInTheDocument();
    expect(field('Receiver phone')).toHaveValue('94771234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Bank Details' })).toBeInTheDocument();
    expect(field('Account number')).toHaveValue('0012345678');
    expect(screen.getByRole('button', { name: 'LKR 5,000' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the entries when the dialog is closed and reopened on the same page', async () => {
    stub();
    const { user } = await atFilledBankStep();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openModal(user);
    expect(field('Receiver email')).toHaveValue('nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Bank Details' });
    expect(field('Account number')).toHaveValue('0012345678');
    expect(field('Branch')).toHaveValue('Kandy');
  });

  it("says 'Saving...' in a status region while the bank details save, and the Submit button cannot be pressed again", async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<StubAnswer>((resolve) => (release = () => resolve({ status: 200, body: envelope(null) })));
    const { calls, user } = await atFilledBankStep({ save: saved });
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saving...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    release();
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/external/v1/save-bank-details', '/api/external/v1/get-user-withdrawl']);
  });

  it("says the receiver's country list failed, with a Retry, instead of offering an empty list", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: Answers = { countries: 'network' };
    const { user } = await atReceiverStep(answers);
    expect(field('Receiver country')).toBeDisabled();
    const failure = await screen.findByText('Error loading countries.', undefined, { timeout: 8000 });
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    answers.countries = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Sri Lanka' })).toBeInTheDocument();
    expect(field('Receiver country')).toBeEnabled();
    log.mockRestore();
  });
});
