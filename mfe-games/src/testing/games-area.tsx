/** The games as their tests render them: a signed-in player, the API stubbed at the HTTP edge per test, a clock the test moves. */
import { act, screen } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import type { AttemptResult, DealtAttempt, GamesOverview, GameSummary, Leaderboard, LeaderboardEntry } from 'contract/game-endpoints';
import type { PlayLimits } from 'contract/play-limits-endpoints';
import { games, quickSumsRules, type GameView, type QuickSumsDeal } from 'contract/games';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig, type StubAnswer, type StubRoute } from 'shared/testing';
import GamesArea, { loadGameScreen } from '../app/GamesArea';

export const playerToken = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal', family_name: 'Perera' });
export const attemptId = '0b7f3c1e-5a2d-4c8e-9f61-2d3e4f5a6b7c';

/**
 * Signed in before each test, with `performance.now()` (the moves' clock) at 0 until the test moves it.
 * A game's page loads when first opened (ADR 084): here it is in already, as after the list's prefetch,
 * unless the test is about that load.
 */
export function signInBeforeEach({ gamePageLoaded = true } = {}): { advance(ms: number): void } {
  let now = 0;
  if (gamePageLoaded) beforeAll(() => loadGameScreen());
  beforeEach(() => {
    now = 0;
    sessionStorage.clear();
    localStorage.clear();
    sessionStorage.setItem('access_token', playerToken);
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    loadingWatch?.disconnect();
  });
  return { advance: (ms) => void (now += ms) };
}

export const summary = (fields: Partial<GameSummary> = {}): GameSummary => ({
  id: 'sliding-tiles',
  title: 'Sliding Tiles',
  summary: 'Slide the numbered tiles back into order in as few moves as you can.',
  category: { id: 1, name: 'classic' },
  favourite: false,
  coinsPerWin: 50,
  todaysBest: null,
  dailyPlayed: false,
  ...fields,
});

export const quickSumsSummary = (fields: Partial<GameSummary> = {}) =>
  summary({
    id: 'quick-sums',
    title: 'Quick Sums',
    summary: 'Answer 20 sums against the clock. 15 right is a win.',
    category: { id: 3, name: 'arcade' },
    ...fields,
  });

export const overview = (fields: Partial<GamesOverview> = {}): GamesOverview => ({
  challengeDate: '2026-11-23',
  dailyCoinCap: 300,
  coinsEarnedToday: 50,
  games: [summary(), quickSumsSummary()],
  ...fields,
});

/** A deal as the server answers it (a paced game its view): the game's whole time left unless `fields` say otherwise (a resumed daily). */
export const dealt = (deal: GameView, fields: Partial<DealtAttempt> = {}): DealtAttempt => ({
  attemptId,
  gameId: deal.kind,
  mode: 'daily',
  challengeDate: '2026-11-23',
  deal,
  answered: 0,
  dealtAt: '2026-11-23T04:00:00Z',
  expiresAt: '2026-11-23T04:10:05Z',
  timeLimitMs: games[deal.kind].timeLimitMs,
  remainingMs: games[deal.kind].timeLimitMs,
  ...fields,
});

export const result = (fields: Partial<AttemptResult> = {}): AttemptResult => ({
  attemptId,
  gameId: 'sliding-tiles',
  mode: 'daily',
  won: true,
  score: 985,
  moveCount: 2,
  correct: null,
  durationMs: 4000,
  coinsEarned: 50,
  balance: 12_050,
  balanceVersion: 41,
  coinsEarnedToday: 100,
  dailyCoinCap: 300,
  message: 'You won 50 coins!',
  ...fields,
});

export const entry = (rank: number, fields: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  firstName: `Player${rank}`,
  avatarUrl: `http://api.test/avatars/${rank}.png`,
  score: 1000 - rank * 10,
  you: false,
  anonymous: false,
  ...fields,
});

export const leaderboard = (fields: Partial<Leaderboard> = {}): Leaderboard => ({
  gameId: 'sliding-tiles',
  challengeDate: '2026-11-23',
  entries: [],
  own: null,
  ...fields,
});

/**
 * The server's side of Quick Sums answered one sum at a time: each answer reveals the deal's next
 * sum (the game's own rules say what). The deal a test hands out is the first sum only, as the server's is.
 */
export const answeringFrom =
  (deal: QuickSumsDeal): StubRoute =>
  (request) => {
    const { index, value } = request.body as { index: number; value: number };
    const moves = Array.from({ length: index + 1 }, (_, at) => ({ value, at }));
    const { reveal, finished } = quickSumsRules.paced!;
    return ok({ attemptId, answered: index + 1, deal: reveal(deal, moves), finished: finished(deal, moves), remainingMs: 50_000 });
  };

export const ok = (content: unknown): StubAnswer => ({ status: 200, body: envelope(content) });

export interface Answers {
  list?: StubRoute;
  start?: StubRoute;
  submit?: StubRoute;
  answer?: StubRoute;
  leaderboard?: StubRoute;
  profile?: StubRoute;
  objections?: StubRoute;
  object?: StubRoute;
  playLimits?: StubRoute;
  keepPlaying?: StubRoute;
}

/** The player's play limits (ADR 061): none set, 12 minutes played today. */
export const playLimits = (fields: Partial<PlayLimits> = {}): PlayLimits => ({
  dailyLimitMinutes: null,
  pendingLimit: null,
  realityCheckMinutes: 60,
  playBreak: null,
  playedTodayMs: 12 * 60_000,
  coinsEarnedToday: 150,
  realityCheckDue: false,
  nextRealityCheckAtMs: 3_600_000,
  ...fields,
});

export function stub(answers: Answers = {}) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/external/v1/games': answers.list ?? (() => ok(overview())),
    'POST /api/external/v1/games/attempts':
      answers.start ?? (() => ok(dealt({ kind: 'sliding-tiles', size: 3, tiles: [1, 2, 3, 4, 0, 6, 7, 5, 8] }))),
    'POST /api/external/v1/games/attempts/submit': answers.submit ?? (() => ok(result())),
    'POST /api/external/v1/games/attempts/answer':
      answers.answer ?? (() => ok({ attemptId, answered: 1, deal: { kind: 'quick-sums', sums: [] }, finished: true, remainingMs: 50_000 })),
    'GET /api/external/v1/games/leaderboard': answers.leaderboard ?? (() => ok(leaderboard())),
    'GET /api/external/v1/profile': answers.profile ?? (() => ok(playerProfile({ previousSignInAt: null }))),
    'GET /api/external/v1/games/objections': answers.objections ?? (() => ok([])),
    'POST /api/external/v1/games/objections': answers.object ?? (() => ok(null)),
    'GET /api/external/v1/account/play-limits': answers.playLimits ?? (() => ok(playLimits())),
    'POST /api/external/v1/account/play-limits/reality-check': answers.keepPlaying ?? (() => ok(playLimits())),
  });
}

export function renderGames(route = '/games') {
  return renderScreen(<GamesArea />, { route, path: '/games/*' });
}

/** Stopped after each test (signInBeforeEach). */
let loadingWatch: MutationObserver | undefined;

/**
 * The games at `route`, counting each time a game page's loading state appeared (a game's code loads
 * apart from the list, ADR 084), however briefly it stayed.
 */
export function renderGamesWatchingLoading(route: string): { loadingShown(): number } {
  let shown = 0;
  loadingWatch = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.textContent?.includes('Loading the game...')) shown += 1;
  });
  loadingWatch.observe(document.body, { childList: true, subtree: true });
  renderGames(route);
  return { loadingShown: () => shown };
}

/** The games at `route` on a page in `language` (its words loaded first, as a page waits for them). */
export async function renderGamesIn(language: Language, route = '/games') {
  act(() => setLanguage(language));
  await act(async () => void renderGames(route));
}

export const location = () => screen.getByTestId('location').textContent;

/** Quietens the console.error each failed read logs (shared/queries), for a test that fails reads on purpose. */
export function quietFailedReads() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
