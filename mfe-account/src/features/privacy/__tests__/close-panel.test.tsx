import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, playerId, refused, renderAccount, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const panel = () => screen.getByRole('region', { name: 'Close my account' });
const closing = (closesAt = '2026-12-13T04:30:00Z') => ok({ closesAt, openWithdrawal: null });

describe('close my account (/account/privacy)', () => {
  it('says what happens, asks for the password and a confirmation, then shows the closing day with the button to keep it', async () => {
    let closed = false;
    const calls = stub({
      closure: () => (closed ? closing() : ok({ closesAt: null, openWithdrawal: null })),
      closeAccount: () => {
        closed = true;
        return closing();
      },
    });
    renderAccount('/account/privacy');
    expect(await screen.findByText(/any coins left in your account when it closes are forfeited/)).toBeInTheDocument();
    expect(within(panel()).getByText(/closes 14 days after you confirm/)).toBeInTheDocument();
    expect(within(panel()).getByText(/keep them under a number that no longer names you/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(panel()).getByLabelText('Current password'), 'my-pass-1');
    await user.click(within(panel()).getByRole('button', { name: 'Close my account' }));
    expect(await within(panel()).findByText(/Are you sure\? Your account will close on/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(panel()).getByRole('button', { name: 'Yes, close my account' }));
    expect(await within(panel()).findByText('Your account closes on 13 Dec 2026.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ uuid: playerId, currentPassword: 'my-pass-1' });
    expect(within(panel()).getByRole('button', { name: 'Keep my account' })).toBeInTheDocument();
  });

  it('names the withdrawal that must be paid or cancelled first, and offers no way to close until then', async () => {
    stub({ closure: () => ok({ closesAt: null, openWithdrawal: 'WD-7Q2M4K' }) });
    renderAccount('/account/privacy');
    expect(await screen.findByText(/Your withdrawal request WD-7Q2M4K is still being processed/)).toBeInTheDocument();
    expect(within(panel()).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('says a wrong password is wrong and closes nothing', async () => {
    stub({ closeAccount: () => refused(403, 'Your current password is not correct.') });
    renderAccount('/account/privacy');
    const user = userEvent.setup();
    await user.type(
      await within(await screen.findByRole('region', { name: 'Close my account' })).findByLabelText('Current password'),
      'wrong',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Close my account' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Yes, close my account' }));
    expect(await within(panel()).findByText('Your current password is not correct.')).toHaveAttribute('role', 'alert');
    expect(within(panel()).queryByText(/Your account closes on/)).not.toBeInTheDocument();
  });

  it('keeps a closing account with one button', async () => {
    let kept = false;
    const calls = stub({
      closure: () => (kept ? ok({ closesAt: null, openWithdrawal: null }) : closing()),
      keepAccount: () => {
        kept = true;
        return ok({ closesAt: null, openWithdrawal: null });
      },
    });
    renderAccount('/account/privacy');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await within(panel()).findByLabelText('Current password')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/closure/keep'))?.body).toEqual({ uuid: playerId });
  });
});
