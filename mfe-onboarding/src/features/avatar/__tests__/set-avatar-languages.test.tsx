/**
 * Set Your Avatar in the players' languages (ADR 034): shown in English, Sinhala and Tamil, and
 * switched while shown without being mounted again (the choice stays).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, setLanguage, type Language } from 'shared';
import { alertText, envelope, expectInLanguage, fakeJwt, neverAnswered, renderInLanguage, statusText, type StubAnswer, stubHttp, testConfig } from 'shared/testing';
import SetAvatarScreen from '../SetAvatarScreen';

const words: Record<Language, { heading: string; intro: string; legend: string; submit: string; retry: string; goToSignIn: string }> = {
  en: {
    heading: 'Set Your Avatar',
    intro: 'Pick the face other players will see next to your scores.',
    legend: 'Avatars',
    submit: 'Select your Avatar',
    retry: 'Retry',
    goToSignIn: 'Go to sign in',
  },
  si: {
    heading: 'ඔබගේ අවතාරය සකසන්න',
    intro: 'ඔබගේ ලකුණු අසල අනෙක් ක්‍රීඩකයන්ට පෙනෙන මුහුණ තෝරන්න.',
    legend: 'අවතාර',
    submit: 'අවතාරය තෝරන්න',
    retry: 'නැවත උත්සාහ කරන්න',
    goToSignIn: 'පුරනය වීමට යන්න',
  },
  ta: {
    heading: 'உங்கள் அவதாரத்தை அமைக்கவும்',
    intro: 'உங்கள் மதிப்பெண்களுக்கு அருகில் மற்ற வீரர்கள் காணும் முகத்தைத் தேர்ந்தெடுங்கள்.',
    legend: 'அவதாரங்கள்',
    submit: 'அவதாரத்தைத் தேர்ந்தெடு',
    retry: 'மீண்டும் முயல்க',
    goToSignIn: 'உள்நுழைவுக்குச் செல்',
  },
};

const languages = Object.keys(words) as Language[];
const token = fakeJwt({ sub: 'player-uuid', given_name: 'Kamala', family_name: 'Silva' });
const avatars: StubAnswer = {
  status: 200,
  body: envelope({ avatarImagePath: 'http://api.test/static/avatars/', data: [1, 2].map((id) => ({ id, name: `Avatar ${id}`, avatarImageUrl: `avatar-0${id}.svg` })) }),
};

function show(language: Language, avatarList: () => StubAnswer | Promise<StubAnswer> = () => avatars) {
  stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/avatar_image': avatarList });
  return renderInLanguage(language, <SetAvatarScreen />);
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', token);
});
afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('says it is loading the avatars, in that language', async () => {
    await show(language, neverAnswered);
    expect(await screen.findByRole('heading', { name: expected.heading })).toBeInTheDocument();
    expect(screen.getByText(expected.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: expected.submit })).toBeDisabled();
    expectInLanguage(statusText(), language, messages.onboarding.loadingAvatars);
  });

  it('offers the avatars under a legend in that language', async () => {
    await show(language);
    expect(await screen.findByRole('group', { name: expected.legend })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('offers a Retry when the list fails, the failure said in that language', async () => {
    // The failed read is logged; this test is about what the player reads.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(language, () => 'network');
    expect(await screen.findByRole('button', { name: expected.retry })).toBeInTheDocument();
    await waitFor(() => expect(alertText()).toBeTruthy());
    expectInLanguage(alertText(), language, messages.onboarding.somethingWrong);
    log.mockRestore();
  });

  it('sends a visitor without a session to sign in, in that language', async () => {
    sessionStorage.clear();
    await show(language);
    expect(await screen.findByRole('link', { name: expected.goToSignIn })).toHaveAttribute('href', '/signin');
    expectInLanguage(alertText(), language, messages.onboarding.tokenMissing);
  });
});

it('changes its words when the language changes, keeping the choice (not mounted again)', async () => {
  const user = userEvent.setup();
  await show('en');
  const choice = await screen.findByRole('radio', { name: 'Avatar 2' });
  await user.click(choice);

  await act(async () => setLanguage('si'));
  expect(await screen.findByRole('heading', { name: words.si.heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: words.si.submit })).toBeEnabled();

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('heading', { name: words.ta.heading })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Avatar 2' })).toBe(choice);
  expect(choice).toBeChecked();
});
