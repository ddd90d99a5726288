import { GAME_IDS, GAME_MODES, MAX_MOVES } from '../games/catalogue';
import { z } from '../zod';

/**
 * Requests of the skill games (ADR 032). Only shapes are checked here; whether the
 * moves make a possible game is the replay's answer (contract/games), never a 400.
 */

const gameId = z.enum(GAME_IDS, { error: `gameId must be one of ${GAME_IDS.join(', ')}.` });

/** A uuid as PostgreSQL reads one: anything else is a 400 here, not a database error. */
const attemptId = z
  .string({ error: 'attemptId is required.' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'attemptId must be the id the game was dealt with.');

const move = z.object(
  {
    value: z
      .number({ error: 'Each move needs a whole-number value.' })
      .int('Each move needs a whole-number value.')
      .min(-1_000_000)
      .max(1_000_000),
    at: z
      .number({ error: 'Each move needs its time (at) in whole milliseconds.' })
      .int('Each move needs its time (at) in whole milliseconds.')
      .min(0)
      .max(86_400_000),
  },
  { error: 'Each move must be {value, at}.' },
);

/** POST /api/external/v1/games/attempts: deal a game. */
export const StartAttemptBody = z.object({
  gameId,
  mode: z.enum(GAME_MODES, { error: `mode must be one of ${GAME_MODES.join(', ')}.` }),
});

/** POST /api/external/v1/games/attempts/submit: the moves of a dealt game, in the order played. */
export const SubmitAttemptBody = z.object({
  attemptId,
  moves: z.array(move, { error: 'moves must be a list of moves.' }).max(MAX_MOVES, `A game has at most ${MAX_MOVES} moves.`),
});

/** GET /api/external/v1/games/leaderboard: today's daily challenge of one game. */
export const LeaderboardQuery = z.object({ gameId });

/**
 * POST /api/external/v1/games/attempts/answer: one move of a paced game (ADR 041, ADR 062). The
 * server times it by its own clock and reveals what comes next; `index` is the move's place
 * (0 for the first), so a resend of a lost move is recognised.
 */
export const AnswerMoveBody = z.object({
  attemptId,
  index: z
    .number({ error: 'index must be a whole number.' })
    .int('index must be a whole number.')
    .min(0, `index is 0 to ${MAX_MOVES - 1}.`)
    .max(MAX_MOVES - 1, `index is 0 to ${MAX_MOVES - 1}.`),
  value: z.number({ error: 'value must be a whole number.' }).int('value must be a whole number.').min(-1_000_000).max(1_000_000),
});

/** POST /api/external/v1/games/objections: ask for a person to review a refused result (ADR 060). */
export const ObjectAttemptBody = z.object({ attemptId });
