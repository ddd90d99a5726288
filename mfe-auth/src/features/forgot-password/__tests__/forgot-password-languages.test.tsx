/**
 * The password-reset screens in the players' languages (ADR 034): request a code, enter it, set the
 * new password, each shown in English, Sinhala and Tamil, and switched while shown without being
 * mounted again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setLanguage, type Language } from 'shared';
import * as messages from 'contract/messages';
import { alertText, expectInLanguage, renderInLanguage, renderScreen, stubHttp, testConfig } from 'shared/testing';
import ForgotPasswordCodeScreen from '../ForgotPasswordCodeScreen';
import RequestCodeScreen from '../RequestCodeScreen';
import ResetPasswordScreen from '../ResetPasswordScreen';

interface Words {
  panelTitle: string;
  request: { heading: string; email: string; send: string; signUp: string; backToSignIn: string };
  code: { heading: string; sentTo: string; startAgain: string };
  reset: { heading: string; newPassword: string; confirmPassword: string; submit: string; requestNew: string };
}

const words: Record<Language, Words> = {
  en: {
    panelTitle: 'Forgot Password ?',
    request: { heading: 'Reset your password', email: 'Email', send: 'Send Code', signUp: 'Sign Up', backToSignIn: 'Back to sign in' },
    code: { heading: 'Enter your code', sentTo: 'We sent a code to *****ra@example.com.', startAgain: 'Start again' },
    reset: {
      heading: 'Set a new password',
      newPassword: 'Enter New Password',
      confirmPassword: 'Confirm Your Password',
      submit: 'Reset Password',
      requestNew: 'Request a new one',
    },
  },
  si: {
    panelTitle: 'මුරපදය අමතකද?',
    request: { heading: 'ඔබගේ මුරපදය යළි සකසන්න', email: 'ඊමේල්', send: 'කේතය යවන්න', signUp: 'ලියාපදිංචි වන්න', backToSignIn: 'පුරනය වීමට ආපසු' },
    code: { heading: 'ඔබගේ කේතය ඇතුළත් කරන්න', sentTo: 'අපි *****ra@example.com වෙත කේතයක් එව්වෙමු.', startAgain: 'නැවත අරඹන්න' },
    reset: {
      heading: 'නව මුරපදයක් සකසන්න',
      newPassword: 'නව මුරපදය ඇතුළත් කරන්න',
      confirmPassword: 'මුරපදය තහවුරු කරන්න',
      submit: 'මුරපදය යළි සකසන්න',
      requestNew: 'අලුත් එකක් ඉල්ලන්න',
    },
  },
  ta: {
    panelTitle: 'கடவுச்சொல் மறந்துவிட்டதா?',
    request: {
      heading: 'கடவுச்சொல்லை மீட்டமைக்கவும்',
      email: 'மின்னஞ்சல்',
      send: 'குறியீட்டை அனுப்பு',
      signUp: 'பதிவு செய்க',
      backToSignIn: 'உள்நுழைவுக்குத் திரும்பு',
    },
    code: { heading: 'உங்கள் குறியீட்டை உள்ளிடுங்கள்', sentTo: '*****ra@example.com க்குக் குறியீட்டை அனுப்பியுள்ளோம்.', startAgain: 'மீண்டும் தொடங்கு' },
    reset: {
      heading: 'புதிய கடவுச்சொல்லை அமைக்கவும்',
      newPassword: 'புதிய கடவுச்சொல்லை உள்ளிடுக',
      confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்துக',
      submit: 'கடவுச்சொல்லை மீட்டமை',
      requestNew: 'புதியதைக் கோருங்கள்',
    },
  },
};

const languages = Object.keys(words) as Language[];

/** The screen on a page in `language`, its requests answered by none (what each test sends is checked). */
async function showIn(language: Language, screenUnderTest: ReactElement) {
  const calls = stubHttp(testConfig.apiBaseUrl, {});
  await renderInLanguage(language, screenUnderTest);
  return calls;
}

/** Presses the form's button: the form refuses, in the page's language, and sends nothing. */
async function expectRefusal(button: string, language: Language, english: string, calls: unknown[]) {
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(alertText()).toBeTruthy());
  expectInLanguage(alertText(), language, english);
  expect(calls).toHaveLength(0);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('asks for the e-mail, and refuses an empty one, in that language', async () => {
    const calls = await showIn(language, <RequestCodeScreen />);
    expect(await screen.findByRole('heading', { name: expected.request.heading })).toBeInTheDocument();
    expect(screen.getByText(expected.panelTitle)).toBeInTheDocument();
    expect(screen.getByLabelText(expected.request.email)).toHaveAttribute('name', 'email');
    expect(screen.getByRole('link', { name: expected.request.signUp })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByRole('link', { name: expected.request.backToSignIn })).toHaveAttribute('href', '/signin');
    await expectRefusal(expected.request.send, language, messages.forgotPassword.required, calls);
  });

  it('says where the code went, in that language', async () => {
    sessionStorage.setItem('user_email', 'nimal.perera@example.com');
    await showIn(language, <ForgotPasswordCodeScreen />);
    expect(await screen.findByRole('heading', { name: expected.code.heading })).toBeInTheDocument();
    expect(screen.getByText(expected.code.sentTo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.code.startAgain })).toHaveAttribute('href', '/forgot-password');
  });

  it("says so when no e-mail is stored, in that language (shared's text)", async () => {
    await showIn(language, <ForgotPasswordCodeScreen />);
    const heading = await screen.findByRole('heading', { name: expected.code.heading });
    expectInLanguage(heading.nextElementSibling?.textContent, language, messages.otp.noEmail);
  });

  it('asks for the new password twice, and refuses without a reset code, in that language', async () => {
    const user = userEvent.setup();
    const calls = await showIn(language, <ResetPasswordScreen />);
    expect(await screen.findByRole('heading', { name: expected.reset.heading })).toBeInTheDocument();
    await user.type(screen.getByLabelText(expected.reset.newPassword), 'new-pass');
    await user.type(screen.getByLabelText(expected.reset.confirmPassword), 'new-pass');
    expect(screen.getByRole('link', { name: expected.reset.requestNew })).toHaveAttribute('href', '/forgot-password');
    await expectRefusal(expected.reset.submit, language, messages.resetPassword.missingCode, calls);
  });
});

it("changes the reset screen's words when the language changes, keeping what the player typed (not mounted again)", async () => {
  stubHttp(testConfig.apiBaseUrl, {});
  const user = userEvent.setup();
  renderScreen(<ResetPasswordScreen />);
  const field = screen.getByLabelText(words.en.reset.newPassword);
  await user.type(field, 'new-pass');

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('heading', { name: words.ta.reset.heading })).toBeInTheDocument();
  expect(screen.getByLabelText(words.ta.reset.newPassword)).toBe(field);
  expect(screen.getByText(words.ta.panelTitle)).toBeInTheDocument();

  await act(async () => setLanguage('si'));
  expect(await screen.findByRole('heading', { name: words.si.reset.heading })).toBeInTheDocument();
  expect(screen.getByLabelText(words.si.reset.newPassword)).toBe(field);
  expect(field).toHaveValue('new-pass');
});
