import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityMessages } from 'contract/identity';
import { envelope, type StubAnswer } from 'shared/testing';
import {
  atFilledBankStep,
  bankText,
  gate,
  identityState,
  inAlert,
  openModal,
  profile,
  renderPage,
  signInBeforeEach,
  stub,
  type Answers,
} from '../../features/withdrawal/__tests__/withdrawal-page';

const text = identityMessages;
const withdraw = () => screen.getByRole('button', { name: 'Want to withdraw your prize?' });
const identityPanel = () => screen.findByRole('region', { name: text.title });

signInBeforeEach();
jest.setTimeout(15_000);

describe('identity verification on the withdrawal page', () => {
  it('shows the panel before the Win & Earn banner', async () => {
    stub({ identity: { status: 200, body: identityState('not_verified') } });
    renderPage();
    const panel = await identityPanel();
    expect(await within(panel).findByText('Not verified')).toBeInTheDocument();
    const banner = screen.getByRole('heading', { name: 'Win & Earn' });
    expect(panel.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['not_verified', 'rejected'] as const)(
    '%s: the withdraw button opens the identity dialog, saying why, instead of the withdrawal dialog',
    async (status) => {
      const calls = stub({
        identity: { status: 200, body: identityState(status, { rejectionReason: status === 'rejected' ? 'Blurred photo.' : null }) },
      });
      const user = userEvent.setup();
      renderPage();
      await within(await identityPanel()).findByText(text.status[status]);
      await user.click(withdraw());
      const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
      expect(within(dialog).getByText(text.verificationRequired)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Withdrawal Process' })).toBeNull();
      // The balance was checked first, as before.
      expect(calls.some((call) => call.url === '/api/external/v1/profile')).toBe(true);
    },
  );

  it("from the panel's button, the identity dialog opens without the withdrawal's line", async () => {
    stub({ identity: { status: 200, body: identityState('not_verified') } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(await identityPanel()).findByRole('button', { name: 'Verify your identity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(within(dialog).queryByText(text.verificationRequired)).toBeNull();
  });

  it('still says first when the balance is too low, and opens no dialog', async () => {
    stub({ identity: { status: 200, body: identityState('not_verified') }, profile: { status: 200, body: profile(4999) } });
    const user = userEvent.setup();
    renderPage();
    await within(await identityPanel()).findByText('Not verified');
    await user.click(withdraw());
    expect(await screen.findByText(gate.notEnoughCoins)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('verified: one calm line, and the withdraw button opens the withdrawal dialog as before', async () => {
    stub();
    const user = userEvent.setup();
    renderPage();
    const panel = await identityPanel();
    expect(await within(panel).findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify your identity' })).toBeNull();
    expect(screen.queryByText(text.explain.verified)).toBeNull();
    expect(await openModal(user)).toBeInTheDocument();
  });

  it('under review: the withdrawal dialog opens, the request waits for the verification on the server', async () => {
    stub({ identity: { status: 200, body: identityState('under_review') } });
    const user = userEvent.setup();
    renderPage();
    await within(await identityPanel()).findByText('Under review');
    expect(await openModal(user)).toBeInTheDocument();
  });

  it('a submission from the withdraw button: closes, confirms, and the next press goes on to the withdrawal dialog', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const answers: Answers = { identity: { status: 200, body: identityState('not_verified') } };
    stub(answers);
    const user = userEvent.setup();
    renderPage();
    await within(await identityPanel()).findByText('Not verified');
    await user.click(withdraw());
    await screen.findByRole('dialog', { name: 'Verify your identity' });
    await user.type(screen.getByLabelText(text.fields.nic), '199012345678');
    await user.type(screen.getByLabelText(text.fields.nicFullName), 'Nimal Perera');
    await user.upload(screen.getByLabelText(text.fields.nicFront), new File(['front'], 'front.jpg', { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText(text.fields.nicBack), new File(['back'], 'back.jpg', { type: 'image/jpeg' }));
    answers.identity = { status: 200, body: identityState('under_review') };
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.submitted)).toHaveAttribute('role', 'status');
    expect(within(await identityPanel()).getByText('Under review')).toBeInTheDocument();
    expect(await openModal(user)).toBeInTheDocument();
  });

  it("a failed identity read lets the withdrawal go on, and the server's refusal shows in the withdrawal dialog", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal: StubAnswer = {
      status: 409,
      body: envelope(null, { status: false, error_code: 'IDENTITY_NOT_VERIFIED', message: text.verificationRequired }),
    };
    const { user } = await atFilledBankStep({ identity: { status: 404, body: envelope(null, { status: false }) }, withdraw: refusal });
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'LKR 5,000' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'LKR 5,000' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Bank Details' });
    expect(await within(dialog).findByText(text.verificationRequired)).toBeInTheDocument();
    expect(inAlert(text.verificationRequired)).not.toBeNull();
    expect(within(dialog).queryByText(bankText.amountFailed)).toBeNull();
    log.mockRestore();
  });
});
