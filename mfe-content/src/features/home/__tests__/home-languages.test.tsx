/**
 * Home in the players' languages (ADR 034): the visitors' landing and the players' dashboard in
 * English, Sinhala and Tamil, amounts in each language's grouping, and a switch without a remount.
 */
import { act, screen } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import { describeInLanguages, envelope, fakeJwt, renderInLanguage, stubHttp, testConfig } from 'shared/testing';
import HomeScreen from '../HomeScreen';

const landing: Record<Language, { heading: string; signUp: string; body: string; privacy: string }> = {
  en: {
    heading: 'Play skill games, win cash prizes',
    signUp: 'Sign up',
    body: 'Win Sliding Tiles and Quick Sums to earn coins, then cash them out by bank transfer in Sri Lankan rupees.',
    privacy: 'Privacy policy',
  },
  si: {
    heading: 'කුසලතා ක්‍රීඩා කර මුදල් ත්‍යාග දිනාගන්න',
    signUp: 'ලියාපදිංචි වන්න',
    body: 'Sliding Tiles සහ Quick Sums ජය ගෙන කාසි උපයා, ඒවා ශ්‍රී ලංකා රුපියල්වලින් බැංකු හුවමාරුවක් මගින් මුදලට හරවා ගන්න.',
    privacy: 'රහස්‍යතා ප්‍රතිපත්තිය',
  },
  ta: {
    heading: 'திறன் விளையாட்டுகளை விளையாடி பணப் பரிசுகளை வெல்லுங்கள்',
    signUp: 'பதிவுசெய்க',
    body: 'Sliding Tiles, Quick Sums ஆகியவற்றை வென்று நாணயங்களைச் சம்பாதித்து, அவற்றை இலங்கை ரூபாயில் வங்கிப் பரிமாற்றம் மூலம் பணமாக்குங்கள்.',
    privacy: 'தனியுரிமைக் கொள்கை',
  },
};

const dashboard: Record<
  Language,
  { greeting: string; coins: string; toGo: string; progress: string; playGames: string; favourites: string; category: string }
> = {
  en: {
    greeting: 'Welcome back, Nimal!',
    coins: '1,234',
    toGo: '3,766 coins to go until LKR 5,000.',
    progress: 'Progress to LKR 5,000',
    playGames: 'Play games',
    favourites: 'Your favourite games',
    category: 'puzzle',
  },
  si: {
    greeting: 'නැවතත් සාදරයෙන් පිළිගනිමු, Nimal!',
    coins: '1,234',
    toGo: 'LKR 5,000 දක්වා තව කාසි 3,766ක් අවශ්‍යයි.',
    progress: 'LKR 5,000 දක්වා ප්‍රගතිය',
    playGames: 'ක්‍රීඩා කරන්න',
    favourites: 'ඔබේ ප්‍රියතම ක්‍රීඩා',
    category: 'ප්‍රහේලිකා',
  },
  ta: {
    greeting: 'மீண்டும் வருக, Nimal!',
    coins: '1,234',
    toGo: 'LKR 5,000 அடைய இன்னும் 3,766 நாணயங்கள் தேவை.',
    progress: 'LKR 5,000 நோக்கிய முன்னேற்றம்',
    playGames: 'விளையாடுங்கள்',
    favourites: 'உங்களுக்குப் பிடித்த விளையாட்டுகள்',
    category: 'புதிர்',
  },
};

// Every language groups in thousands, as Sri Lanka writes numbers (never Tamil's lakhs).
const bigBalance: Record<Language, { coins: string; toGo: string }> = {
  en: { coins: '1,234,567', toGo: 'You can cash out LKR 1,000,000 now.' },
  si: { coins: '1,234,567', toGo: 'ඔබට දැන් LKR 1,000,000 මුදල් ලෙස ලබා ගත හැක.' },
  ta: { coins: '1,234,567', toGo: 'நீங்கள் இப்போது LKR 1,000,000 பணமாகப் பெறலாம்.' },
};

/** Home for a player signed in with that balance, on a page in `language`. */
function showSignedIn(actualUsableCoins: number, language: Language = 'en') {
  sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' }));
  const profile = {
    firstName: 'Nimal',
    actualUsableCoins,
    gameCategories: [{ id: 5, name: 'puzzle' }],
    previousSignInAt: '2026-11-20T08:15:00.000Z',
  };
  stubHttp(testConfig.apiBaseUrl, { 'GET /api/external/v1/profile': () => ({ status: 200, body: envelope(profile) }) });
  return renderInLanguage(language, <HomeScreen />);
}

beforeEach(() => sessionStorage.clear());

describeInLanguages('home in %s', landing, (language, words) => {
  it("shows visitors the landing in that language, the site's links too", async () => {
    await renderInLanguage(language, <HomeScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByText(words.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.signUp })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByRole('link', { name: words.privacy })).toHaveAttribute('href', '/privacypolicy');
  });

  it('greets a player and counts the coins to the next prize in that language', async () => {
    await showSignedIn(1234, language);
    const shown = dashboard[language];
    expect(await screen.findByRole('heading', { level: 1, name: shown.greeting })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: shown.favourites })).toBeInTheDocument();
    // A favourite category, by its seeded name, in the language (shared's catalogue).
    expect(screen.getByRole('listitem')).toHaveTextContent(shown.category);
    expect(await screen.findByText(shown.coins)).toBeInTheDocument();
    expect(screen.getByText(shown.toGo)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: shown.progress })).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByRole('link', { name: shown.playGames })).toHaveAttribute('href', '/games');
  });

  it("writes a big balance and the top prize in that language's grouping", async () => {
    await showSignedIn(1_234_567, language);
    expect(await screen.findByText(bigBalance[language].coins)).toBeInTheDocument();
    expect(screen.getByText(bigBalance[language].toGo)).toBeInTheDocument();
  });
});

it('switches the dashboard to Tamil while it is shown, without remounting it', async () => {
  await showSignedIn(1_234_567);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome back, Nimal!' });
  const balance = await screen.findByText('1,234,567');
  act(() => setLanguage('ta'));
  expect(await screen.findByRole('heading', { level: 1, name: dashboard.ta.greeting })).toBe(heading);
  expect(balance).toHaveTextContent('1,234,567');
});
