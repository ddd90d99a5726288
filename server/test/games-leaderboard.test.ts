/**
 * The daily challenge and what the games screens read (ADR 032): each player's own deal of the
 * day, all as hard as the day's (ADR 041), from seeds nobody without the server's secret can compute, a leaderboard of the day's best
 * verified results (first name and avatar only), the player's own rank, and the games list with the
 * player's favourite categories first.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { gameEndpoints, type GamesOverview, type Leaderboard } from 'contract/game-endpoints';
import {
  answerOf,
  challengeDateOf,
  dealGame,
  GAME_IDS,
  WIDE_SEED_FROM,
  WIDE_SEED_TO,
  games,
  type GameDeal,
  type GameId,
  type GameMode,
  type SlidingTilesDeal,
} from 'contract/games';
import { DEV_PERSONAL_DATA_KEY } from '../src/config';
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { databaseNow } from '../src/domain/games/attempts';
import { optimalSolutionLength } from '../src/domain/games/board-difficulty';
import { dailySeed, dailySeedKey, playerDailySeeds } from '../src/domain/games/seeds';
import { difficultyOf as difficultyByRules } from '../src/domain/games/server-rules';
import { describeEachDatabase } from './support/database';
import { backdate, dealt, playingTimeOf, solveSlidingTiles, submitGame, winningMoves } from './support/games';
import { bearer, signIn, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

/**
 * How hard a deal is: Sliding Tiles' fewest slides; Quick Sums' operators and the digits of each
 * number and answer, sum by sum; any other game's by its own rules (Mini Golf's par).
 */
function difficultyOf(deal: GameDeal): unknown {
  if (deal.kind === 'sliding-tiles') return optimalSolutionLength(deal.tiles);
  // Unscramble: each word's length, place by place.
  if (deal.kind === 'unscramble') return deal.words.map(({ word }) => word.length);
  if (deal.kind !== 'quick-sums') return difficultyByRules(deal);
  const digits = (value: number) => String(value).length;
  if (deal.kind === 'quick-sums')
    return deal.sums.map((sum) => `${digits(sum.left)}${sum.operator}${digits(sum.right)}=${digits(answerOf(sum))}`);
  // A game without a difficulty deals every shuffle alike (Pairs).
  return null;
}

describeEachDatabase('games: daily challenge, leaderboard and list', (context) => {
  let today: string;

  const stack = stackFor(context);
  beforeAll(async () => {
    today = challengeDateOf(await databaseNow(context.db));
  });

  const board = async (token: string, gameId: GameId) => {
    const response = await stack.api.inject({ url: `${gameEndpoints.getLeaderboard.path}?gameId=${gameId}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().content as Leaderboard;
  };

  const overview = async (token: string) => {
    const response = await stack.api.inject({ url: gameEndpoints.listGames.path, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().content as GamesOverview;
  };

  interface Result {
    score: number;
    /** Seconds after the start of the test day's first second; earlier submissions win ties. */
    second: number;
    mode?: GameMode;
    challengeDate?: string;
  }

  /** A verified result written as the server writes one, for a leaderboard of chosen scores. */
  async function recordResult(playerId: string, gameId: GameId, { score, second, mode = 'daily', challengeDate = today }: Result) {
    const submittedAt = new Date(Date.parse(`${challengeDate}T00:00:00+05:30`) + second * 1000);
    await context.db.query(
      `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, dealt_at, expires_at, status, submitted_at, moves,
                                  won, score, move_count, correct, duration_ms, coins_earned_today)
       VALUES ($1, $2, $3, $4, 1, $5::timestamptz - interval '1 minute', $5::timestamptz + interval '1 minute', 'verified', $5, '[]',
               false, $6, 0, $7, 60000, 0)`,
      [playerId, gameId, mode, challengeDate, submittedAt, score, gameId === 'quick-sums' ? 0 : null],
    );
  }

  async function categoryId(name: string): Promise<number> {
    const { rows } = await context.db.query<{ id: number }>('SELECT id FROM game_categories WHERE name = $1', [name]);
    return rows[0]!.id;
  }

  describe('deals', () => {
    /** The whole deal of an attempt, as the server keeps it (the browser sees Quick Sums one sum at a time). */
    async function seedOf(attemptId: string) {
      const { rows } = await context.db.query<{ seed: number }>('SELECT seed FROM game_attempts WHERE id = $1', [attemptId]);
      return rows[0]!.seed;
    }

    async function wholeDeal(attemptId: string) {
      const { rows } = await context.db.query<{ gameId: GameId; seed: number; shapeSeed: number | null }>(
        'SELECT game_id AS "gameId", seed, shape_seed AS "shapeSeed" FROM game_attempts WHERE id = $1',
        [attemptId],
      );
      return dealGame(rows[0]!.gameId, rows[0]!.seed, rows[0]!.shapeSeed);
    }

    it("each player's challenge of the day is a board of their own, as hard as the day's; practice deals are each their own", async () => {
      const key = dailySeedKey(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));
      const players = [];
      for (let index = 0; index < 3; index += 1) players.push(await signedInPlayer(stack, context.db, { withBankDetails: false }));
      for (const gameId of GAME_IDS) {
        const reference = dealGame(gameId, dailySeed(key, gameId, today));
        const daily = [];
        for (const player of players) daily.push(await dealt(stack.api, player.token, gameId, 'daily'));
        expect(daily.map((attempt) => attempt.challengeDate)).toEqual([today, today, today]);
        const deals = await Promise.all(daily.map((attempt) => wholeDeal(attempt.attemptId)));
        // Each player's own seed: a game of few deals as hard as the day's (Matchsticks: three rows of 7) may deal two alike by chance.
        const seeds = await Promise.all(daily.map((attempt) => seedOf(attempt.attemptId)));
        expect(new Set([dailySeed(key, gameId, today), ...seeds]).size).toBe(4);
        // Wide seeds (ADR 065): a 32-bit one could be found from the part of a hidden deal already shown.
        for (const seed of seeds) expect(seed >= WIDE_SEED_FROM && seed < WIDE_SEED_TO).toBe(true);
        expect(deals.map(difficultyOf)).toEqual([difficultyOf(reference), difficultyOf(reference), difficultyOf(reference)]);
        const practice = [];
        for (const player of players) practice.push(await dealt(stack.api, player.token, gameId));
        // Each its own seed: deals themselves repeat by chance in games of few deals (Peg Solitaire's 15 boards).
        const practiceSeeds = await Promise.all(practice.map((attempt) => seedOf(attempt.attemptId)));
        expect(new Set(practiceSeeds).size).toBe(3);
        for (const seed of practiceSeeds) expect(seed >= WIDE_SEED_FROM && seed < WIDE_SEED_TO).toBe(true);
      }
    });

    it("a player's daily seed is an HMAC under the server's secret: another key, game, day or player deals another board", async () => {
      const key = dailySeedKey(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles', 'daily');
      const { rows } = await context.db.query<{ seed: number }>('SELECT seed FROM game_attempts WHERE id = $1', [attempt.attemptId]);
      expect(rows[0]!.seed).toBe(playerDailySeeds(key, 'sliding-tiles', today, player.id).seed);
      expect(attempt.deal).toEqual(dealGame('sliding-tiles', rows[0]!.seed));

      const otherKey = dailySeedKey(randomBytes(32));
      expect(playerDailySeeds(otherKey, 'sliding-tiles', today, player.id).seed).not.toBe(rows[0]!.seed);
      expect(playerDailySeeds(key, 'quick-sums', today, player.id).seed).not.toBe(rows[0]!.seed);
      expect(playerDailySeeds(key, 'sliding-tiles', '2099-01-01', player.id).seed).not.toBe(rows[0]!.seed);
      expect(playerDailySeeds(key, 'sliding-tiles', today, randomUUID()).seed).not.toBe(rows[0]!.seed);
    });

    it("the day's Sliding Tiles boards of many players all need the same fewest slides as the day's board", () => {
      const key = dailySeedKey(randomBytes(32));
      for (const date of ['2026-11-28', '2026-11-29', '2026-11-30']) {
        const dayLength = optimalSolutionLength(
          (dealGame('sliding-tiles', dailySeed(key, 'sliding-tiles', date)) as SlidingTilesDeal).tiles,
        );
        for (let index = 0; index < 20; index += 1) {
          const { seed } = playerDailySeeds(key, 'sliding-tiles', date, randomUUID());
          const tiles = (dealGame('sliding-tiles', seed) as SlidingTilesDeal).tiles;
          expect(optimalSolutionLength(tiles)).toBe(dayLength);
          // The table's length is the solver's: the fewest slides, independently found.
          if (index === 0) expect(solveSlidingTiles(tiles)).toHaveLength(dayLength!);
        }
      }
    });
  });

  describe('leaderboard', () => {
    let asking: SignedInPlayer;
    let others: CreatedPlayer[];

    beforeAll(async () => {
      asking = await signedInPlayer(stack, context.db, { withBankDetails: false, firstName: 'Asker', lastName: 'Hiddenlastname' });
      others = [];
      for (let index = 0; index < 11; index += 1) {
        others.push(
          await createPlayer(context.db, {
            firstName: `Rival${index}`,
            lastName: `Secretsurname${index}`,
            avatarImageId: index === 0 ? 1 : null,
          }),
        );
      }
      // Rival0 … Rival10 score 1000, 1000, 980, …, 900: Rival1 ties Rival0 but later.
      for (const [index, rival] of others.entries()) {
        await recordResult(rival.id, 'quick-sums', { score: index === 1 ? 1000 : 1000 - 10 * index, second: 100 + index });
      }
      // Never on today's board: a practice result, yesterday's challenge, another game's.
      await recordResult(asking.id, 'quick-sums', { score: 5000, second: 10, mode: 'practice' });
      await recordResult(asking.id, 'quick-sums', { score: 5000, second: 10, challengeDate: '2020-01-01' });
      await recordResult(asking.id, 'sliding-tiles', { score: 990, second: 10 });
    });

    it("ranks each player's result of the day, earlier first on a tie, top 10 only, and the player's own rank outside it", async () => {
      expect((await board(asking.token, 'quick-sums')).own).toBeNull();
      await recordResult(asking.id, 'quick-sums', { score: 850, second: 20 });

      const leaders = await board(asking.token, 'quick-sums');

      expect(leaders).toMatchObject({ gameId: 'quick-sums', challengeDate: today, own: { score: 850, rank: 12 } });
      expect(leaders.entries.map((entry) => [entry.rank, entry.firstName, entry.score])).toEqual([
        [1, 'Rival0', 1000],
        [2, 'Rival1', 1000],
        [3, 'Rival2', 980],
        [4, 'Rival3', 970],
        [5, 'Rival4', 960],
        [6, 'Rival5', 950],
        [7, 'Rival6', 940],
        [8, 'Rival7', 930],
        [9, 'Rival8', 920],
        [10, 'Rival9', 910],
      ]);
      expect(leaders.entries.every((entry) => !entry.you)).toBe(true);
    });

    it('shows another player by first name and avatar only', async () => {
      const leaders = await board(asking.token, 'quick-sums');
      for (const entry of leaders.entries)
        expect(Object.keys(entry).sort()).toEqual(['anonymous', 'avatarUrl', 'firstName', 'rank', 'score', 'you']);
      const { rows } = await context.db.query<{ fileName: string }>('SELECT file_name AS "fileName" FROM avatar_images WHERE id = 1');
      expect(leaders.entries[0]!.avatarUrl).toBe(`${stack.config.apiPublicUrl}/static/avatars/${rows[0]!.fileName}`);
      expect(leaders.entries[1]!.avatarUrl).toBeNull();
      const json = JSON.stringify(leaders);
      for (const player of [asking, ...others]) {
        expect(json).not.toContain(player.email);
        expect(json).not.toContain(player.lastName);
        expect(json).not.toContain(player.id);
      }
    });

    it('marks the player in the top 10 as you, with their own rank', async () => {
      const rival = others[4]!;
      const token = await signIn(stack, rival.email, rival.password);
      const leaders = await board(token, 'quick-sums');
      expect(leaders.own).toEqual({ score: 960, rank: 5 });
      expect(leaders.entries.filter((entry) => entry.you).map((entry) => entry.firstName)).toEqual(['Rival4']);
    });

    it("a game's board holds that game's results only", async () => {
      const leaders = await board(asking.token, 'sliding-tiles');
      expect(leaders.own).toEqual({ score: 990, rank: 1 });
      expect(leaders.entries.map((entry) => [entry.firstName, entry.you])).toEqual([['Asker', true]]);
    });
  });

  it("a verified daily win played through the API is on the day's board and is the player's score in the list", async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const attempt = await dealt(stack.api, player.token, 'sliding-tiles', 'daily');
    const moves = winningMoves(attempt);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    const result = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });
    expect(result.statusCode).toBe(200);
    const { score } = result.json().content as { score: number };

    const leaders = await board(player.token, 'sliding-tiles');
    expect(leaders.own).toEqual({ score, rank: expect.any(Number) });
    expect(leaders.entries).toContainEqual(expect.objectContaining({ score, you: true, firstName: player.firstName }));
    const games = (await overview(player.token)).games;
    expect(games.find((game) => game.id === 'sliding-tiles')).toMatchObject({ todaysBest: score, dailyPlayed: true });
    expect(games.find((game) => game.id === 'quick-sums')).toMatchObject({ todaysBest: null, dailyPlayed: false });
  });

  describe('games list', () => {
    it('lists the catalogue in its order for a player without favourites', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const list = await overview(player.token);
      expect(list).toMatchObject({ challengeDate: today, dailyCoinCap: 300, coinsEarnedToday: 0 });
      expect(list.games.map((game) => [game.id, game.favourite, game.todaysBest, game.dailyPlayed])).toEqual(
        GAME_IDS.map((id) => [id, false, null, false]),
      );
      expect(list.games[0]).toMatchObject({
        title: 'Sliding Tiles',
        coinsPerWin: 50,
        category: { id: await categoryId('classic'), name: 'classic' },
      });
    });

    it("puts the games of the player's favourite categories first", async () => {
      const player = await createPlayer(context.db, { gameCategoryIds: [await categoryId('arcade'), await categoryId('strategy')] });
      const list = await overview(await signIn(stack, player.email, player.password));
      const favourite = (id: GameId) => ['arcade', 'strategy'].includes(games[id].category);
      expect(list.games.map((game) => [game.id, game.favourite])).toEqual([
        ...GAME_IDS.filter(favourite).map((id) => [id, true]),
        ...GAME_IDS.filter((id) => !favourite(id)).map((id) => [id, false]),
      ]);
      expect(list.games[0]).toMatchObject({ id: 'quick-sums' });
    });
  });
});
