/**
 * The sign-in screens in the players' languages (ADR 034): each shown in English, Sinhala and
 * Tamil, and switched while shown without being mounted again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import * as messages from 'contract/messages';
import { alertText, describeInLanguages, expectInLanguage, renderInLanguage, renderScreen, stubHttp, testConfig } from 'shared/testing';
import SignInPanelScreen from '../SignInPanelScreen';
import SignInScreen from '../SignInScreen';

const words = {
  en: {
    welcome: 'Welcome Back',
    signIn: 'Sign in',
    signUp: 'Sign up',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot Password?',
    panelBody: 'Play skill games on PlayPrize, collect free coins and cash out real prizes in LKR.',
  },
  si: {
    welcome: 'නැවතත් සාදරයෙන් පිළිගනිමු',
    signIn: 'පුරනය වන්න',
    signUp: 'ලියාපදිංචි වන්න',
    email: 'ඊමේල්',
    password: 'මුරපදය',
    forgotPassword: 'මුරපදය අමතකද?',
    panelBody: 'PlayPrize හි කුසලතා ක්‍රීඩා කරන්න, නොමිලේ කාසි එකතු කරන්න, සැබෑ ත්‍යාග LKR වලින් මුදල් කර ගන්න.',
  },
  ta: {
    welcome: 'மீண்டும் வருக',
    signIn: 'உள்நுழைக',
    signUp: 'பதிவு செய்க',
    email: 'மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    forgotPassword: 'கடவுச்சொல் மறந்துவிட்டதா?',
    panelBody: 'PlayPrize இல் திறன் விளையாட்டுகளை விளையாடுங்கள், இலவச நாணயங்களைச் சேகரித்து, உண்மையான பரிசுகளை LKR இல் பணமாகப் பெறுங்கள்.',
  },
};

beforeEach(() => sessionStorage.clear());

describeInLanguages('in %s', words, (language, expected) => {
  it('shows the sign-in screen: heading, fields, links, and a refusal, all in that language', async () => {
    const identityCalls = stubHttp(testConfig.identity.baseUrl, {});
    const user = userEvent.setup();
    await renderInLanguage(language, <SignInScreen />);
    expect(await screen.findByRole('heading', { name: expected.signIn })).toBeInTheDocument();
    expect(screen.getByText(expected.welcome)).toBeInTheDocument();
    expect(screen.getByLabelText(expected.email)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(expected.password)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: expected.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: expected.signUp })).toHaveAttribute('href', '/get-started/');

    await user.click(screen.getByRole('button', { name: expected.signIn }));
    await waitFor(() => expect(alertText()).toBeTruthy());
    expectInLanguage(alertText(), language, messages.signIn.allFieldsRequired);
    expect(identityCalls).toHaveLength(0);
  });

  it('shows the welcome panel in that language, the product and LKR as they are', async () => {
    await renderInLanguage(language, <SignInPanelScreen />);
    expect(await screen.findByRole('heading', { name: expected.welcome })).toBeInTheDocument();
    expect(screen.getByText(expected.panelBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.signIn })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: expected.signUp })).toHaveAttribute('href', '/get-started/');
  });
});

it('changes its words when the language changes, keeping what the player typed (not mounted again)', async () => {
  const user = userEvent.setup();
  renderScreen(<SignInScreen />);
  const field = screen.getByLabelText(words.en.email);
  await user.type(field, 'player@example.com');

  await act(async () => setLanguage('si'));
  expect(await screen.findByRole('heading', { name: words.si.signIn })).toBeInTheDocument();
  expect(screen.getByLabelText(words.si.email)).toBe(field);

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('heading', { name: words.ta.signIn })).toBeInTheDocument();
  expect(screen.getByLabelText(words.ta.email)).toBe(field);
  expect(field).toHaveValue('player@example.com');
  expect(screen.queryByText(words.en.welcome)).not.toBeInTheDocument();
});
