import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import VerifyEmailScreen from '../VerifyEmailScreen';

const text = messages.emailVerification;
const VERIFY = 'POST /api/open/v1/user/email_verification_send_code';
const RESEND = 'POST /api/open/v1/user/email_verification_resend_email';
const location = () => screen.getByTestId('location').textContent;
const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('user_email', 'kamala.silva@example.com');
  sessionStorage.setItem('uuid', 'player-uuid');
});

async function verify(code: string, answer: StubAnswer = { status: 200, body: envelope(null) }) {
  const calls = stubHttp(testConfig.apiBaseUrl, { [VERIFY]: () => answer });
  const user = userEvent.setup();
  renderScreen(<VerifyEmailScreen />, { route: '/get-started/otp', path: '/get-started/otp' });
  await user.click(screen.getByLabelText('Digit 1'));
  if (code) await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  return calls;
}

describe('e-mail verification', () => {
  it('shows the masked address and the running countdown', () => {
    stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<VerifyEmailScreen />);
    expect(screen.getByText('Enter the 4-digit code we sent to *****va@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
  });

  it('says when no e-mail is stored', () => {
    sessionStorage.clear();
    stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<VerifyEmailScreen />);
    expect(screen.getByText(messages.otp.noEmail)).toBeInTheDocument();
  });

  it('needs four digits', async () => {
    const calls = await verify('123');
    expect(inAlert(messages.otp.invalidFormat)).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('verifies with the saved uuid, forgets uuid and e-mail, and goes to sign-in', async () => {
    const calls = await verify('0427');
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(calls[0]?.body).toEqual({ uuid: 'player-uuid', code: '0427' });
    expect(sessionStorage.getItem('uuid')).toBeNull();
    expect(sessionStorage.getItem('user_email')).toBeNull();
    expect(screen.getByText(text.success).closest('[role="status"]')).not.toBeNull();
  });

  it('uses the e-mail when sign-in sent the player here without a uuid', async () => {
    sessionStorage.removeItem('uuid');
    const calls = await verify('0427');
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(calls[0]?.body).toEqual({ email: 'kamala.silva@example.com', code: '0427' });
  });

  it.each<[string, StubAnswer, string]>([
    ['340004', { status: 400, body: envelope(null, { status: false, error_code: '340004' }) }, text.invalid],
    ['another failure', { status: 400, body: envelope(null, { status: false, error_code: 'VALIDATION_FAILED' }) }, text.failed],
    ['a network error', 'network', text.network],
  ])('shows the message for %s', async (_case, answer, message) => {
    await verify('1111', answer);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(sessionStorage.getItem('uuid')).toBe('player-uuid');
  });

  it.each<[string, StubAnswer, string, 'alert' | 'status']>([
    ['success', { status: 200, body: envelope(null) }, text.resent, 'status'],
    ['failure', { status: 400, body: envelope(null, { status: false }) }, text.resendFailed, 'alert'],
    ['a network error', 'network', text.resendNetwork, 'alert'],
  ])('resend: %s', async (_case, answer, message, role) => {
    jest.useFakeTimers();
    try {
      const calls = stubHttp(testConfig.apiBaseUrl, { [RESEND]: () => answer });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderScreen(<VerifyEmailScreen />);
      act(() => jest.advanceTimersByTime(60_000));
      // The resend's answer settles a few ticks after the click: inside act, with the fake clock.
      const resend = screen.getByRole('button', { name: 'Resend Code' });
      await act(() => user.click(resend));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(message).closest(`[role="${role}"]`)).not.toBeNull();
      expect(calls[0]?.body).toEqual({ uuid: 'player-uuid' });
    } finally {
      jest.useRealTimers();
    }
  });
});
