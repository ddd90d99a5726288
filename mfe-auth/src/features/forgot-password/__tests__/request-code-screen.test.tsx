import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, refusal, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import RequestCodeScreen from '../RequestCodeScreen';

const SEND = 'POST /api/open/v1/user/forget_password_send_email';
const text = messages.forgotPassword;
/** The server's words when a player tries too often (passed on as they come). */
const tooManyAttempts = 'Too many attempts. Please wait 30 seconds and try again.';
const location = () => screen.getByTestId('location').textContent;
const alertWith = (message: string) => screen.getByText(message, { selector: '[role="alert"], [role="alert"] *' });

beforeEach(() => sessionStorage.clear());

async function submitWith(email: string, answer: StubAnswer = { status: 200, body: envelope(null) }) {
  const calls = stubHttp(testConfig.apiBaseUrl, { [SEND]: () => answer });
  const user = userEvent.setup();
  renderScreen(<RequestCodeScreen />, { route: '/forgot-password', path: '/forgot-password' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  return calls;
}

describe('forgot password: request a code', () => {
  it('shows the side panel title and the Sign Up link', () => {
    renderScreen(<RequestCodeScreen />);
    expect(screen.getByText('Forgot Password ?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
  });

  it('requires the e-mail on submit without calling the server', async () => {
    const calls = await submitWith('');
    expect(alertWith(text.required)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the address live while typing', async () => {
    const user = userEvent.setup();
    renderScreen(<RequestCodeScreen />);
    await user.type(screen.getByLabelText('Email'), 'nimal@');
    expect(screen.getByText(text.invalidEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText(text.invalidEmail)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByText(text.required)).toBeInTheDocument();
  });

  it('refuses a malformed address on submit', async () => {
    const calls = await submitWith('nimal@example');
    expect(alertWith(text.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the code, keeps the e-mail and goes to the code screen', async () => {
    const calls = await submitWith(' player@example.com ');
    await waitFor(() => expect(location()).toBe('/forgot-password/otp'));
    expect(calls[0]?.body).toEqual({ email: 'player@example.com' });
    expect(sessionStorage.getItem('user_email')).toBe('player@example.com');
    expect(screen.getByText(text.codeSent).closest('[role="status"]')).not.toBeNull();
  });

  it.each<[string, StubAnswer, string]>([
    ['290002', refusal(404, '290002', 'User Not Found'), text.userNotFound],
    ['another failure', refusal(500, 'INTERNAL_ERROR'), text.failed],
    ['a network error', 'network', text.network],
    ['too many attempts', refusal(429, 'RATE_LIMITED', tooManyAttempts), tooManyAttempts],
  ])('shows the right message for %s and stays', async (_case, answer, message) => {
    await submitWith('player@example.com', answer);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(alertWith(message)).toBeInTheDocument();
    expect(location()).toBe('/forgot-password');
    expect(sessionStorage.getItem('user_email')).toBeNull();
  });
});
