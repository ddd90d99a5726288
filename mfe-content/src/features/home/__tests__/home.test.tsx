import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeJwt, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import HomeScreen from '../HomeScreen';
import { nextPrize } from '../next-prize';

beforeEach(() => sessionStorage.clear());

describe('home', () => {
  it('shows visitors the landing with its muted, looping, inline video and poster', () => {
    renderScreen(<HomeScreen />);
    expect(screen.getByRole('heading', { name: 'Play skill games, win cash prizes' })).toBeInTheDocument();
    const video = screen.getByTestId('landing-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster');
    expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
  });

  it('says how it works with the real rules, and offers the way in and the site pages (ADR 051)', () => {
    renderScreen(<HomeScreen />);
    expect(screen.queryByText(/coming soon|soon be available/i)).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign up free and confirm your e-mail.',
      'Win games: 50 coins a win, up to 300 a day.',
      'Cash out from LKR 5,000 by bank transfer once your identity is verified.',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/get-started/');
    for (const [name, href] of [
      ['Help', '/help'],
      ['Privacy policy', '/privacypolicy'],
      ['Terms of use', '/terms'],
      ['Contact us', '/contact'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('shows no video when the player prefers reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderScreen(<HomeScreen />);
      expect(screen.queryByTestId('landing-video')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('greets a signed-in player with balance, favourites and progress to the next prize', async () => {
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' }));
    stubHttp(testConfig.apiBaseUrl, {
      'GET /api/external/v1/profile': () => ({
        status: 200,
        body: envelope({
          firstName: 'Nimal',
          actualUsableCoins: 12000,
          gameCategories: [
            { id: 1, name: 'classic' },
            { id: 4, name: 'strategy' },
          ],
          previousSignInAt: '2026-11-20T08:15:00.000Z',
        }),
      }),
    });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nimal!' })).toBeInTheDocument();
    expect(await screen.findByText('12,000')).toBeInTheDocument();
    expect(screen.getByText('classic')).toBeInTheDocument();
    expect(screen.getByText('strategy')).toBeInTheDocument();
    expect(screen.getByText('488,000 coins to go until LKR 500,000.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to LKR 500,000' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('link', { name: 'Withdraw your prize' })).toHaveAttribute('href', '/withdrawal');
    expect(screen.getByRole('link', { name: 'Play games' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('link', { name: 'See the prize ladder' })).toHaveAttribute('href', '/cashprizes');
  });
});

describe("the signed-in home's greeting", () => {
  beforeEach(() => sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' })));
  const profile = (previousSignInAt: string | null) => ({
    'GET /api/external/v1/profile': () => ({
      status: 200,
      body: envelope({ firstName: 'Nimal', actualUsableCoins: 0, gameCategories: [], previousSignInAt }),
    }),
  });

  it("says 'Welcome', not 'Welcome back', on a player's first sign-in", async () => {
    stubHttp(testConfig.apiBaseUrl, profile(null));
    renderScreen(<HomeScreen />);
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Nimal!');
  });

  it("says 'Welcome back' once the player has signed in before", async () => {
    stubHttp(testConfig.apiBaseUrl, profile('2026-11-20T08:15:00.000Z'));
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nimal!' })).toBeInTheDocument();
  });

  it("says 'Welcome' while the profile, which knows, is on its way", async () => {
    stubHttp(testConfig.apiBaseUrl, { 'GET /api/external/v1/profile': () => new Promise(() => undefined) });
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Nimal!' })).toBeInTheDocument();
  });

  it("leaves the tab the greeting it showed for the next load's copy, only once it is the player's own (ADR 078)", async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    stubHttp(testConfig.apiBaseUrl, { 'GET /api/external/v1/profile': () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
    renderScreen(<HomeScreen />);
    const heading = await screen.findByRole('heading', { name: 'Welcome, Nimal!' });
    expect(heading).toHaveAttribute('data-last-known', 'dashboard.greeting');
    // Before the profile comes, 'Welcome' is a guess true of every player: nothing is kept.
    expect(sessionStorage.getItem('last_known')).toBeNull();
    answer(profile('2026-11-20T08:15:00.000Z')['GET /api/external/v1/profile']());
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nimal!' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('last_known') ?? 'null')).toEqual({
      player: 'player-uuid',
      language: 'en',
      texts: { 'dashboard.greeting': 'Welcome back, Nimal!' },
    });
  });
});

describe('home while the profile is slow or failing', () => {
  beforeEach(() => sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' })));

  it('says Loading... while the profile is on its way, and never claims no favourites', async () => {
    stubHttp(testConfig.apiBaseUrl, { 'GET /api/external/v1/profile': () => new Promise(() => undefined) });
    renderScreen(<HomeScreen />);
    expect(await screen.findAllByText('Loading...')).toHaveLength(2);
    expect(screen.queryByText(/No favourites yet/)).toBeNull();
  });

  it('says the profile failed, with a Retry that loads it', async () => {
    let fail = true;
    stubHttp(testConfig.apiBaseUrl, {
      'GET /api/external/v1/profile': () =>
        fail
          ? { status: 404, body: envelope(null, { status: false }) }
          : { status: 200, body: envelope({ firstName: 'Nimal', actualUsableCoins: 700, gameCategories: [] }) },
    });
    renderScreen(<HomeScreen />);
    const favourites = await screen.findByRole('region', { name: 'Your favourite games' });
    expect(await within(favourites).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.queryByText(/No favourites yet/)).toBeNull();
    fail = false;
    await userEvent.setup().click(within(favourites).getByRole('button', { name: 'Retry' }));
    expect(await within(favourites).findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByText('700')).toBeInTheDocument();
  });
});

describe('nextPrize', () => {
  it.each([
    [0, 5000, 5000, 0],
    [4999, 5000, 1, 99],
    [5000, 500_000, 495000, 1],
    [1_500_000, 1_000_000, 0, 100],
  ])('balance %i works toward LKR %i', (balance, target, remaining, percent) => {
    expect(nextPrize(balance)).toEqual({ target, remaining, percent });
  });
});
