import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, neverAnswered, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import ForgotPasswordCodeScreen from '../ForgotPasswordCodeScreen';
import ResetPasswordScreen from '../ResetPasswordScreen';

const VERIFY = 'POST /api/open/v1/user/forget_password_send_code';
const RESEND = 'POST /api/open/v1/user/forget_password_resend_email';
const RESET = 'POST /api/open/v1/user/forget_password_reset_password';
const location = () => screen.getByTestId('location').textContent;
const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');

beforeEach(() => sessionStorage.clear());

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Digit 1'));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
}

describe('forgot password: code entry', () => {
  beforeEach(() => sessionStorage.setItem('user_email', 'nimal.perera@example.com'));

  it('shows where the code went and the resend countdown', () => {
    stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<ForgotPasswordCodeScreen />);
    expect(screen.getByText('We sent a code to *****ra@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
  });

  it("says 'Verifying...' while the code is checked", async () => {
    stubHttp(testConfig.apiBaseUrl, { [VERIFY]: () => new Promise<StubAnswer>(() => undefined) });
    renderScreen(<ForgotPasswordCodeScreen />);
    await typeCode('4821');
    expect((await screen.findByText('Verifying...')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  });

  it('checks the code once for a second press that lands while the first runs', async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, { [VERIFY]: neverAnswered });
    renderScreen(<ForgotPasswordCodeScreen />);
    await typeCode('4821');
    // A submit, not a click: the busy button would refuse a click, the entry's own guard is what is tested.
    fireEvent.submit(screen.getByRole('button', { name: 'Verify Code' }).closest('form')!);
    // Long enough for a second check to have gone out, had it been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(calls).toHaveLength(1);
  });

  it('requires four digits', async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<ForgotPasswordCodeScreen />);
    await typeCode('12');
    expect(inAlert(messages.otp.invalidFormat)).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('exchanges code and e-mail for the reset token, forgets the e-mail and moves on', async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, { [VERIFY]: () => ({ status: 200, body: envelope({ resetToken: 'token-123' }) }) });
    renderScreen(<ForgotPasswordCodeScreen />, { route: '/forgetotp', path: '/forgetotp' });
    await typeCode('4821');
    await waitFor(() => expect(location()).toBe('/forgot-password/reset-pw'));
    expect(calls[0]?.body).toEqual({ code: '4821', email: 'nimal.perera@example.com' });
    expect(sessionStorage.getItem('code')).toBe('token-123');
    expect(sessionStorage.getItem('user_email')).toBeNull();
    expect(screen.getByText(messages.forgotPassword.otpVerified).closest('[role="status"]')).not.toBeNull();
  });

  it.each<[string, StubAnswer, string]>([
    ['290006', { status: 400, body: envelope(null, { status: false, error_code: '290006' }) }, messages.forgotPassword.invalidOtp],
    ['a network error', 'network', messages.emailVerification.network],
  ])('shows the message for %s', async (_case, answer, message) => {
    stubHttp(testConfig.apiBaseUrl, { [VERIFY]: () => answer });
    renderScreen(<ForgotPasswordCodeScreen />);
    await typeCode('0000');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(sessionStorage.getItem('code')).toBeNull();
  });

  it('says so when no e-mail is stored', async () => {
    sessionStorage.clear();
    stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<ForgotPasswordCodeScreen />);
    expect(screen.getByText(messages.otp.noEmail)).toBeInTheDocument();
  });

  it('resends after the countdown and restarts it', async () => {
    jest.useFakeTimers();
    try {
      const calls = stubHttp(testConfig.apiBaseUrl, { [RESEND]: () => ({ status: 200, body: envelope(null) }) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderScreen(<ForgotPasswordCodeScreen />);
      act(() => jest.advanceTimersByTime(60_000));
      // The resend's answer settles a few ticks after the click: inside act, with the fake clock.
      const resend = await screen.findByRole('button', { name: 'Resend Code' });
      await act(() => user.click(resend));
      expect(await screen.findByText(messages.forgotPassword.resent)).toBeInTheDocument();
      expect(calls[0]?.body).toEqual({ email: 'nimal.perera@example.com' });
      expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('forgot password: reset', () => {
  async function reset(password: string, confirm: string, answer: StubAnswer = { status: 200, body: envelope(null) }) {
    const calls = stubHttp(testConfig.apiBaseUrl, { [RESET]: () => answer });
    const user = userEvent.setup();
    renderScreen(<ResetPasswordScreen />, { route: '/resetpw', path: '/resetpw' });
    if (password) await user.type(screen.getByLabelText('Enter New Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm Your Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    return calls;
  }

  it('names the fields as the spec does, each with its own toggle', () => {
    renderScreen(<ResetPasswordScreen />);
    expect(screen.getByLabelText('Enter New Password')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Confirm Your Password')).toHaveAttribute('name', 'confirmPassword');
    expect(screen.getByRole('button', { name: 'Show enter new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm your password' })).toBeInTheDocument();
  });

  it('refuses without a stored reset code', async () => {
    const calls = await reset('new-pass', 'new-pass');
    expect(inAlert(messages.resetPassword.missingCode)).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['', '', messages.resetPassword.allFieldsRequired],
    ['short', 'short', messages.resetPassword.passwordTooShort],
    ['new-pass', 'other-pass', messages.resetPassword.passwordsDoNotMatch],
  ])('validates %j / %j', async (password, confirm, message) => {
    sessionStorage.setItem('code', 'token-123');
    const calls = await reset(password, confirm);
    expect(inAlert(message)).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('resets with the token, forgets it and goes to sign-in', async () => {
    sessionStorage.setItem('code', 'token-123');
    const calls = await reset('new-pass', 'new-pass');
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(calls[0]?.body).toEqual({ code: 'token-123', password: 'new-pass' });
    expect(sessionStorage.getItem('code')).toBeNull();
    expect(screen.getByText(messages.resetPassword.success).closest('[role="status"]')).not.toBeNull();
  });

  it.each<[string, StubAnswer, string]>([
    ['290005', { status: 400, body: envelope(null, { status: false, error_code: '290005' }) }, messages.resetPassword.invalidCode],
    [
      'another failure',
      { status: 400, body: envelope(null, { status: false, error_code: 'VALIDATION_FAILED' }) },
      messages.resetPassword.failed,
    ],
    ['a network error', 'network', messages.resetPassword.network],
  ])('shows the message for %s', async (_case, answer, message) => {
    sessionStorage.setItem('code', 'token-123');
    await reset('new-pass', 'new-pass', answer);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
  });
});
