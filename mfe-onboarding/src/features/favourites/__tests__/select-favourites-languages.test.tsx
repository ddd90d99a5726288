/**
 * Select your favourites in the players' languages (ADR 034): shown in English, Sinhala and Tamil,
 * and switched while shown without being mounted again (the choices stay).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, setLanguage, type Language } from 'shared';
import { alertText, envelope, expectInLanguage, fakeJwt, neverAnswered, renderInLanguage, statusText, type StubAnswer, stubHttp, testConfig } from 'shared/testing';
import SelectFavouritesScreen from '../SelectFavouritesScreen';

const words: Record<Language, { heading: string; intro: string; legend: string; submit: string; retry: string }> = {
  en: {
    heading: 'Select your favourites',
    intro: 'Choose the kinds of games you like; we will show them first.',
    legend: 'Game categories',
    submit: 'Select your Preference',
    retry: 'Retry',
  },
  si: {
    heading: 'ඔබගේ ප්‍රියතම ක්‍රීඩා තෝරන්න',
    intro: 'ඔබ කැමති ක්‍රීඩා වර්ග තෝරන්න; අපි ඒවා මුලින්ම පෙන්වන්නෙමු.',
    legend: 'ක්‍රීඩා වර්ග',
    submit: 'මනාපය තෝරන්න',
    retry: 'නැවත උත්සාහ කරන්න',
  },
  ta: {
    heading: 'உங்களுக்குப் பிடித்தவற்றைத் தேர்ந்தெடுங்கள்',
    intro: 'உங்களுக்குப் பிடித்த விளையாட்டு வகைகளைத் தேர்ந்தெடுங்கள்; அவற்றை முதலில் காட்டுவோம்.',
    legend: 'விளையாட்டு வகைகள்',
    submit: 'விருப்பத்தைத் தேர்ந்தெடு',
    retry: 'மீண்டும் முயல்க',
  },
};

const languages = Object.keys(words) as Language[];
const token = fakeJwt({ sub: 'player-uuid', given_name: 'Kamala', family_name: 'Silva' });
const categories: StubAnswer = { status: 200, body: envelope([{ id: 1, name: 'classic' }, { id: 2, name: 'board' }]) };

function show(language: Language, categoryList: () => StubAnswer | Promise<StubAnswer> = () => categories) {
  stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/game_category': categoryList });
  return renderInLanguage(language, <SelectFavouritesScreen />);
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', token);
});
afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('says it is loading the categories, in that language', async () => {
    await show(language, neverAnswered);
    expect(await screen.findByRole('heading', { name: expected.heading })).toBeInTheDocument();
    expect(screen.getByText(expected.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: expected.submit })).toBeDisabled();
    expectInLanguage(statusText(), language, messages.onboarding.loadingCategories);
  });

  it('offers the categories under a legend in that language', async () => {
    await show(language);
    expect(await screen.findByRole('group', { name: expected.legend })).toBeInTheDocument();
    // Each category by its seeded name, in the language (shared's catalogue).
    expectInLanguage(screen.getAllByRole('checkbox')[0]!.closest('label')?.textContent, language, 'CLASSIC');
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
});

it('changes its words when the language changes, keeping the choices (not mounted again)', async () => {
  const user = userEvent.setup();
  await show('en');
  const board = await screen.findByRole('checkbox', { name: 'BOARD' });
  await user.click(board);

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('heading', { name: words.ta.heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: words.ta.submit })).toBeEnabled();

  await act(async () => setLanguage('si'));
  expect(await screen.findByRole('heading', { name: words.si.heading })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'පුවරු' })).toBe(board);
  expect(board).toBeChecked();
});
