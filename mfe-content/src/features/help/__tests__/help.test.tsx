/**
 * /help in the players' languages: its five sections in English, Sinhala and Tamil, the real rules'
 * numbers (contract/games, contract/money), the statuses in the wallet's and back office's words, and
 * the ways to reach support.
 */
import { screen, within } from '@testing-library/react';
import * as messages from 'contract/messages';
import { games, GAME_IDS } from 'contract/games';
import { describeInLanguages, expectInLanguage, fakeJwt, renderInLanguage, renderScreen, testConfig } from 'shared/testing';
import HelpScreen, { COINS_PER_WIN } from '../HelpScreen';

beforeEach(() => sessionStorage.clear());

const expected = {
  en: {
    heading: 'Help',
    contents: 'Contents',
    coins: '1. Earning coins',
    statuses: '4. What the statuses mean',
    support: '5. Contact support',
    footer: 'Site',
  },
  si: {
    heading: 'උදව්',
    contents: 'පටුන',
    coins: '1. කාසි උපයා ගැනීම',
    statuses: '4. තත්ත්වයන්හි අර්ථය',
    support: '5. සහාය අමතන්න',
    footer: 'අඩවිය',
  },
  ta: {
    heading: 'உதவி',
    contents: 'உள்ளடக்கம்',
    coins: '1. நாணயங்களைச் சம்பாதித்தல்',
    statuses: '4. நிலைகளின் பொருள்',
    support: '5. உதவியைத் தொடர்புகொள்ள',
    footer: 'தளம்',
  },
};

describeInLanguages('the Help page in %s', expected, (language, words) => {
  it('shows its translated headings, each section listed in the contents', async () => {
    await renderInLanguage(language, <HelpScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: words.contents })).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'contents-title');
    expect(sections.map((heading) => heading.textContent)).toEqual(contents.map((link, index) => `${index + 1}. ${link.textContent}`));
    expect(sections).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: words.coins })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.statuses })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: words.footer })).toBeInTheDocument();
  });

  it('names the five statuses as the wallet and the back office do', async () => {
    await renderInLanguage(language, <HelpScreen />);
    const region = await screen.findByRole('region', { name: words.statuses });
    const terms = [...region.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toHaveLength(5);
    Object.values(messages.withdrawalStatus).forEach((status, index) => expectInLanguage(terms[index], language, status));
  });

  it('links the contact form and shows the configured support e-mail and phone', async () => {
    await renderInLanguage(language, <HelpScreen />);
    const support = await screen.findByRole('region', { name: words.support });
    expect(
      within(support)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === '/contact'),
    ).toBeDefined();
    expect(within(support).getByRole('link', { name: testConfig.support.email })).toHaveAttribute(
      'href',
      `mailto:${testConfig.support.email}`,
    );
    expect(within(support).getByRole('link', { name: testConfig.support.phone })).toHaveAttribute('href', 'tel:+94110000000');
  });
});

describe('the Help page in English', () => {
  it("states the games' real rules: what a win pays, the daily cap, practice paying too, the tiers", () => {
    renderScreen(<HelpScreen />);
    expect(screen.getByText(/Each win our server has checked earns 50 coins\./)).toBeInTheDocument();
    expect(screen.getByText(/Games pay at most 300 coins a day\./)).toBeInTheDocument();
    expect(screen.getByText(/Practice games earn coins too, within the same daily limit\./)).toBeInTheDocument();
    expect(screen.getByText(/You can withdraw LKR 5,000, LKR 500,000 or LKR 1,000,000;/)).toBeInTheDocument();
    expect(screen.getByText(/requests of LKR 500,000 or more are checked by a second person/)).toBeInTheDocument();
    expect(screen.getByText('Verify your identity')).toBeInTheDocument();
  });

  it('says one figure for what a win pays, which every game pays (else the page must say each)', () => {
    for (const id of GAME_IDS) expect(games[id].coinsPerWin).toBe(COINS_PER_WIN);
  });

  it('keeps the site header for a visitor and leaves it to the top bar when signed in', () => {
    const { unmount } = renderScreen(<HelpScreen />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    unmount();
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' }));
    renderScreen(<HelpScreen />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  });
});
