/**
 * Register Account in the players' languages (ADR 034): shown in English, Sinhala and Tamil, and
 * switched while shown without being mounted again (what the player typed stays).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import * as messages from 'contract/messages';
import { alertText, envelope, expectInLanguage, renderScreen, stubHttp, testConfig } from 'shared/testing';
import RegisterScreen from '../RegisterScreen';

interface Words {
  heading: string;
  labels: {
    firstName: string;
    lastName: string;
    email: string;
    country: string;
    mobile: string;
    dateOfBirth: string;
    password: string;
    confirmPassword: string;
  };
  countryPlaceholder: string;
  register: string;
  signIn: string;
}

const words: Record<Language, Words> = {
  en: {
    heading: 'Register Account',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      country: 'Country',
      mobile: 'Mobile',
      dateOfBirth: 'Date of birth',
      password: 'Password',
      confirmPassword: 'Confirm password',
    },
    countryPlaceholder: 'Choose your country',
    register: 'Register',
    signIn: 'Sign in',
  },
  si: {
    heading: 'ගිණුම ලියාපදිංචි කරන්න',
    labels: {
      firstName: 'මුල් නම',
      lastName: 'වාසගම',
      email: 'ඊමේල්',
      country: 'රට',
      mobile: 'ජංගම දුරකථනය',
      dateOfBirth: 'උපන් දිනය',
      password: 'මුරපදය',
      confirmPassword: 'මුරපදය තහවුරු කරන්න',
    },
    countryPlaceholder: 'ඔබගේ රට තෝරන්න',
    register: 'ලියාපදිංචි වන්න',
    signIn: 'පුරනය වන්න',
  },
  ta: {
    heading: 'கணக்கைப் பதிவு செய்க',
    labels: {
      firstName: 'முதல் பெயர்',
      lastName: 'கடைசிப் பெயர்',
      email: 'மின்னஞ்சல்',
      country: 'நாடு',
      mobile: 'கைபேசி',
      dateOfBirth: 'பிறந்த தேதி',
      password: 'கடவுச்சொல்',
      confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்துக',
    },
    countryPlaceholder: 'உங்கள் நாட்டைத் தேர்ந்தெடுங்கள்',
    register: 'பதிவு செய்',
    signIn: 'உள்நுழைக',
  },
};

const languages = Object.keys(words) as Language[];
const countries = { status: 200, body: envelope({ data: [{ id: 144, name: 'Sri Lanka', code: 'LK' }] }) };

function stubServer() {
  return stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/country': () => countries });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('labels every field and refuses an empty form in that language', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    act(() => setLanguage(language));
    await act(async () => void renderScreen(<RegisterScreen />));
    expect(await screen.findByRole('heading', { name: expected.heading })).toBeInTheDocument();
    for (const [field, label] of Object.entries(expected.labels)) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('name', field);
    }
    expect(await screen.findByRole('option', { name: expected.countryPlaceholder })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.signIn })).toHaveAttribute('href', '/signin');

    await user.click(screen.getByRole('button', { name: expected.register }));
    await waitFor(() => expect(alertText()).toBeTruthy());
    expectInLanguage(alertText(), language, messages.registration.allFieldsRequired);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

it('changes its words when the language changes, keeping what the player typed (not mounted again)', async () => {
  stubServer();
  const user = userEvent.setup();
  renderScreen(<RegisterScreen />);
  const firstName = screen.getByLabelText(words.en.labels.firstName, { exact: true });
  await user.type(firstName, 'Kamala');

  await act(async () => setLanguage('si'));
  expect(await screen.findByRole('heading', { name: words.si.heading })).toBeInTheDocument();
  expect(screen.getByLabelText(words.si.labels.firstName, { exact: true })).toBe(firstName);

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('button', { name: words.ta.register })).toBeInTheDocument();
  expect(screen.getByLabelText(words.ta.labels.firstName, { exact: true })).toBe(firstName);
  expect(firstName).toHaveValue('Kamala');
});
