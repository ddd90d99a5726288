/**
 * Verify your email in the players' languages (ADR 034): shown in English, Sinhala and Tamil, and
 * switched while shown without being mounted again.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import * as messages from 'contract/messages';
import { expectInLanguage, renderScreen, stubHttp, testConfig } from 'shared/testing';
import VerifyEmailScreen from '../VerifyEmailScreen';

const words: Record<Language, { heading: string; sentTo: string }> = {
  en: { heading: 'Verify your email', sentTo: 'Enter the 4-digit code we sent to *****va@example.com.' },
  si: { heading: 'ඔබගේ ඊමේල් තහවුරු කරන්න', sentTo: 'අපි *****va@example.com වෙත එවූ ඉලක්කම් 4ක කේතය ඇතුළත් කරන්න.' },
  ta: { heading: 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்', sentTo: '*****va@example.com க்கு நாங்கள் அனுப்பிய 4 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.' },
};

const languages = Object.keys(words) as Language[];

beforeEach(() => {
  sessionStorage.clear();
  stubHttp(testConfig.apiBaseUrl, {});
});
afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('says where the code went, in that language', async () => {
    sessionStorage.setItem('user_email', 'kamala.silva@example.com');
    act(() => setLanguage(language));
    await act(async () => void renderScreen(<VerifyEmailScreen />));
    expect(await screen.findByRole('heading', { name: expected.heading })).toBeInTheDocument();
    expect(screen.getByText(expected.sentTo)).toBeInTheDocument();
  });

  it("says so when no e-mail is stored, in that language (shared's text)", async () => {
    act(() => setLanguage(language));
    await act(async () => void renderScreen(<VerifyEmailScreen />));
    const heading = await screen.findByRole('heading', { name: expected.heading });
    expectInLanguage(heading.nextElementSibling?.textContent, language, messages.otp.noEmail);
  });
});

it('changes its words when the language changes, keeping the code typed so far (not mounted again)', async () => {
  sessionStorage.setItem('user_email', 'kamala.silva@example.com');
  const user = userEvent.setup();
  renderScreen(<VerifyEmailScreen />);
  const firstDigit = screen.getAllByRole('textbox')[0]!;
  await user.click(firstDigit);
  await user.keyboard('4');

  await act(async () => setLanguage('ta'));
  expect(await screen.findByText(words.ta.sentTo)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: words.ta.heading })).toBeInTheDocument();

  await act(async () => setLanguage('si'));
  expect(await screen.findByText(words.si.sentTo)).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')[0]).toBe(firstDigit);
  expect(firstDigit).toHaveValue('4');
});
