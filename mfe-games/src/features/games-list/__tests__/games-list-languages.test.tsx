/**
 * The games list in the players' languages (ADR 034): its own words in English, Sinhala and
 * Tamil, numbers in Sri Lanka's grouping (thousands, in Tamil too), switched without a reload.
 */
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared';
import { describeInLanguages } from 'shared/testing';
import {
  ok,
  overview,
  quickSumsSummary,
  quietFailedReads,
  renderGamesIn,
  signInBeforeEach,
  stub,
  summary,
} from '../../../testing/games-area';

signInBeforeEach();

const expected = {
  en: {
    heading: 'Games',
    coinsToday: '1,234 of 1,234,567 coins earned today',
    coinsPerWin: '123,456 coins per win',
    favourite: 'Favourite',
    play: 'Play Sliding Tiles',
    best: 'Your score today: 98,765',
    loadFailed: 'This could not be loaded. Check your connection and try again.',
  },
  si: {
    heading: 'ක්‍රීඩා',
    coinsToday: 'අද උපයාගත් කාසි: 1,234 / 1,234,567',
    coinsPerWin: 'ජයකට කාසි 123,456',
    favourite: 'ප්‍රියතම',
    play: 'ලිස්සන ටයිල් ක්‍රීඩා කරන්න',
    best: 'අද ඔබේ ලකුණු: 98,765',
    loadFailed: 'මෙය පූරණය කළ නොහැකි විය. ඔබගේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  },
  ta: {
    heading: 'விளையாட்டுகள்',
    coinsToday: 'இன்று ஈட்டிய நாணயங்கள்: 1,234 / 1,234,567',
    coinsPerWin: 'ஒரு வெற்றிக்கு 123,456 நாணயங்கள்',
    favourite: 'விருப்பமானது',
    play: 'நகரும் ஓடுகள் விளையாடுங்கள்',
    best: 'இன்று உங்கள் புள்ளிகள்: 98,765',
    loadFailed: 'இதை ஏற்ற முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  },
};

// Numbers large enough to show each locale's grouping.
const bigOverview = () =>
  ok(
    overview({
      coinsEarnedToday: 1_234,
      dailyCoinCap: 1_234_567,
      games: [quickSumsSummary({ favourite: true, coinsPerWin: 123_456, todaysBest: 98_765 }), summary({ coinsPerWin: 123_456 })],
    }),
  );

describeInLanguages('the games list in %s', expected, (language, words) => {
  it("shows its heading, today's coins, each card's facts and its Play link in that language", async () => {
    stub({ list: bigOverview });
    await renderGamesIn(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(await screen.findByText(words.coinsToday)).toBeInTheDocument();
    const [quickSums, slidingTiles] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(quickSums).getByText(words.favourite)).toBeInTheDocument();
    expect(within(quickSums).getByText(words.best)).toBeInTheDocument();
    expect(within(slidingTiles).getByText(words.coinsPerWin)).toBeInTheDocument();
    // The game's title is shared's words, in the same language.
    expect(within(slidingTiles).getByRole('link', { name: words.play })).toHaveAttribute('href', '/games/sliding-tiles');
  });

  it('says a read that failed without a word from the server failed, in that language', async () => {
    quietFailedReads();
    stub({ list: () => ({ status: 503, body: {} }) });
    await renderGamesIn(language);
    expect((await screen.findByText(words.loadFailed)).closest('[role="alert"]')).not.toBeNull();
  });
});

it('switches the list shown to Tamil and back to English without remounting it', async () => {
  stub({ list: bigOverview });
  await renderGamesIn('en');
  const heading = await screen.findByRole('heading', { level: 1, name: expected.en.heading });
  expect(await screen.findByText(expected.en.coinsToday)).toBeInTheDocument();
  await act(async () => setLanguage('ta'));
  expect(await screen.findByText(expected.ta.coinsToday)).toBeInTheDocument();
  // The same element, its words changed: the screen was not mounted again.
  expect(heading).toHaveTextContent(expected.ta.heading);
  await act(async () => setLanguage('en'));
  expect(await screen.findByText(expected.en.coinsToday)).toBeInTheDocument();
  expect(heading).toHaveTextContent(expected.en.heading);
});
