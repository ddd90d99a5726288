/**
 * What the games screens read (ADR 032): the games list, the player's favourite
 * categories first, and a game's leaderboard of today's daily challenge. Only verified daily
 * results of the day count; another player is shown by first name and avatar, nothing more, and
 * a player who withdrew the leaderboard consent (ADR 057) as "Player" with the neutral avatar.
 */
import type { GamesOverview, GameSummary, Leaderboard, LeaderboardEntry } from 'contract/game-endpoints';
import { challengeDateOf, DAILY_GAME_COIN_CAP, GAME_IDS, games, type GameId } from 'contract/games';
import type { Queryable } from '../../db/database';
import { coinsEarnedOn, databaseNow } from './attempts';

/** How a player who keeps their name off leaderboards is shown, to everyone (ADR 057). */
export const ANONYMOUS_PLAYER_NAME = 'Player';

/** The leaderboard's length: the day's best results, one per player. */
export const LEADERBOARD_SIZE = 10;

/** Every game, those of the player's favourite categories first, each group in catalogue order. */
export async function gamesOverview(db: Queryable, playerId: string): Promise<GamesOverview> {
  const now = await databaseNow(db);
  const challengeDate = challengeDateOf(now);
  const { rows: categories } = await db.query<{ id: number; name: string; favourite: boolean }>(
    `SELECT c.id, c.name,
            EXISTS (SELECT 1 FROM player_game_categories f WHERE f.player_id = $1 AND f.game_category_id = c.id) AS favourite
       FROM game_categories c WHERE c.name = ANY($2::text[])`,
    [playerId, GAME_IDS.map((gameId) => games[gameId].category)],
  );
  // Today's one daily attempt of each game the player has been dealt (game_attempts_one_daily_idx).
  const { rows: dailies } = await db.query<{ gameId: GameId; status: string; score: number | null; dealtAt: Date }>(
    `SELECT game_id AS "gameId", status, score, dealt_at AS "dealtAt" FROM game_attempts
      WHERE player_id = $1 AND challenge_date = $2 AND mode = 'daily'`,
    [playerId, challengeDate],
  );
  const summaries = GAME_IDS.map((gameId): GameSummary => {
    const { title, summary, coinsPerWin, category: categoryName } = games[gameId];
    const category = categories.find((candidate) => candidate.name === categoryName);
    if (!category) throw new Error(`The game category ${categoryName} of ${gameId} is not seeded.`);
    const daily = dailies.find((attempt) => attempt.gameId === gameId);
    // Over once judged, or once its time ran out unsubmitted.
    const dailyPlayed = !!daily && (daily.status !== 'open' || now.getTime() - daily.dealtAt.getTime() >= games[gameId].timeLimitMs);
    const todaysBest = daily?.status === 'verified' ? daily.score : null;
    return {
      id: gameId,
      title,
      summary,
      category: { id: category.id, name: category.name },
      favourite: category.favourite,
      coinsPerWin,
      todaysBest,
      dailyPlayed,
    };
  });
  return {
    challengeDate,
    dailyCoinCap: DAILY_GAME_COIN_CAP,
    coinsEarnedToday: await coinsEarnedOn(db, playerId, challengeDate),
    // Array.prototype.sort is stable: within each group the catalogue's order stays.
    games: summaries.sort((a, b) => Number(b.favourite) - Number(a.favourite)),
  };
}

interface RankedRow {
  rank: number;
  score: number;
  firstName: string;
  avatarFileName: string | null;
  you: boolean;
  anonymous: boolean;
}

/**
 * Today's daily challenge of one game: each player's verified result (one attempt a day), ranked
 * by score and then by who got there first, the top LEADERBOARD_SIZE and the asking player's own
 * rank wherever it is.
 */
export async function leaderboard(db: Queryable, avatarImagePath: string, playerId: string, gameId: GameId): Promise<Leaderboard> {
  const challengeDate = challengeDateOf(await databaseNow(db));
  const { rows } = await db.query<RankedRow>(
    `WITH ranked AS (
       SELECT g.player_id, g.score, row_number() OVER (ORDER BY g.score DESC, g.submitted_at, g.player_id)::int AS rank
         FROM game_attempts g
        WHERE g.game_id = $1 AND g.challenge_date = $2 AND g.mode = 'daily' AND g.status = 'verified'
          -- A closed account's results stay with its ledger (ADR 059) but leave the leaderboard.
          AND NOT EXISTS (SELECT 1 FROM players e WHERE e.id = g.player_id AND e.erased_at IS NOT NULL)
          -- Nor are those of a player on a break or self-excluded shown (ADR 061).
          AND NOT EXISTS (SELECT 1 FROM play_limits l WHERE l.player_id = g.player_id AND (l.break_permanent OR l.break_until > clock_timestamp()))
     )
     SELECT r.rank, r.score, r.player_id = $3 AS you, NOT p.leaderboard_name AS anonymous,
            -- Withdrawn: neither the name nor the avatar leaves the database.
            CASE WHEN p.leaderboard_name THEN p.first_name ELSE $5 END AS "firstName",
            CASE WHEN p.leaderboard_name THEN a.file_name END AS "avatarFileName"
       FROM ranked r
       JOIN players p ON p.id = r.player_id
       LEFT JOIN avatar_images a ON a.id = p.avatar_image_id
      WHERE r.rank <= $4 OR r.player_id = $3
      ORDER BY r.rank`,
    [gameId, challengeDate, playerId, LEADERBOARD_SIZE, ANONYMOUS_PLAYER_NAME],
  );
  const entries = rows
    .filter((row) => row.rank <= LEADERBOARD_SIZE)
    .map((row): LeaderboardEntry => ({
      rank: row.rank,
      firstName: row.firstName,
      avatarUrl: row.avatarFileName === null ? null : `${avatarImagePath}/${row.avatarFileName}`,
      score: row.score,
      you: row.you,
      anonymous: row.anonymous,
    }));
  const own = rows.find((row) => row.you);
  return { gameId, challengeDate, entries, own: own ? { score: own.score, rank: own.rank } : null };
}
