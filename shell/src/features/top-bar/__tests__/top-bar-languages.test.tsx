/**
 * The shell in the players' languages (ADR 034): the top bar, the signed-out 'Language' control
 * and the shell's own pages in English, Sinhala and Tamil, switched without a reload.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import { fakeJwt, stubHttp, testConfig } from 'shared/testing';
import { NotFound } from '../../../app/NotFound';
import { RemoteUnavailable } from '../../../remotes/RemoteFallbacks';
import { notClosing, profileAnswer, renderChromeTab } from './signed-in-chrome';

const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' });
const profile = profileAnswer({ actualUsableCoins: 1234567 });

const expected: Record<Language, { games: string; balance: string; coins: string; notFound: string; unavailable: string }> = {
  en: {
    games: 'Games',
    balance: 'Coin balance',
    coins: '1,234,567 coins',
    notFound: 'Page not found',
    unavailable: 'This part of PlayPrize is not available right now',
  },
  si: {
    games: 'ක්‍රීඩා',
    balance: 'කාසි ශේෂය',
    coins: 'කාසි 1,234,567',
    notFound: 'පිටුව හමු නොවීය',
    unavailable: 'PlayPrize හි මෙම කොටස දැනට ලබා ගත නොහැක',
  },
  ta: {
    games: 'விளையாட்டுகள்',
    balance: 'நாணய இருப்பு',
    coins: '1,234,567 நாணயங்கள்',
    notFound: 'பக்கம் கிடைக்கவில்லை',
    unavailable: 'PlayPrize இன் இந்தப் பகுதி இப்போது கிடைக்கவில்லை',
  },
};

function renderChrome(signedIn: boolean) {
  sessionStorage.clear();
  if (signedIn) sessionStorage.setItem('access_token', token);
  stubHttp(testConfig.apiBaseUrl, {
    ...notClosing,
    'GET /api/external/v1/profile': () => ({ status: 200, body: profile }),
  });
  return renderChromeTab(
    <>
      <NotFound />
      <RemoteUnavailable onRetry={() => undefined} />
    </>,
  );
}

afterEach(() => act(() => setLanguage('en')));

describe.each(Object.keys(expected) as Language[])('the shell in %s', (language) => {
  it('shows the top bar and its own pages in that language', async () => {
    act(() => setLanguage(language));
    await act(async () => void renderChrome(true));
    const words = expected[language];
    expect(await screen.findByRole('link', { name: words.games })).toBeInTheDocument();
    // The balance says what it counts, for eyes and screen readers alike: a group named 'Coin
    // balance' whose text is the coins, in Sri Lanka's grouping in every language (never lakhs).
    const balance = await screen.findByRole('group', { name: words.balance });
    await waitFor(() => expect(balance.textContent).toBe(words.coins));
    expect(screen.getByRole('heading', { name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.unavailable })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue(language);
  });
});

it("switches the signed-in top bar from its 'Language' control without a reload, Tamil last", async () => {
  const user = userEvent.setup();
  await act(async () => void renderChrome(true));
  expect(await screen.findByRole('link', { name: 'Games' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'සිංහල');
  expect(await screen.findByRole('link', { name: 'ක්‍රීඩා' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
  expect(await screen.findByRole('link', { name: 'விளையாட்டுகள்' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('ta');
});

it("gives a signed-out page the 'Language' control alone, which switches the shell's words", async () => {
  const user = userEvent.setup();
  await act(async () => void renderChrome(false));
  expect(screen.queryByRole('link', { name: 'Games' })).toBeNull();
  const control = screen.getByRole('combobox', { name: 'Language' });
  await user.selectOptions(control, 'தமிழ்');
  expect(await screen.findByRole('heading', { name: expected.ta.notFound })).toBeInTheDocument();
  expect(within(control).getByRole('option', { name: 'English' })).toBeInTheDocument();
});
