import { DAILY_GAME_COIN_CAP } from './catalogue';
import type { Refusal } from './replay';

/**
 * Every text of a game's result the server answers with and the games remote shows (ADR 032).
 * No zod, no React: the server's routes and the screens read the same words.
 */
export const gameMessages = {
  refusals: {
    'impossible-move': 'One of these moves is not possible in this game, so this result earns nothing.',
    unsolved: 'The puzzle is not solved, so this result earns nothing.',
    'too-fast': 'These moves came faster than anyone can play, so this result earns nothing.',
  } satisfies Record<Refusal, string>,
  /** Unknown, or another player's: the answer never says which. */
  attemptNotFound: 'This game is not one of yours. Start a new one.',
  alreadySubmitted: 'This game was already submitted. Its result stands.',
  expired: 'This game ran out of time, so it earns nothing.',
  /** A deal of another game or mode while this one was open closed it (one open game at a time, ADR 041). */
  abandoned: 'This game was closed when you started another one, so it earns nothing.',
  /** A paced game's move for a step other than the one on screen (ADR 041: each step is revealed after the last move). */
  answerOutOfOrder: 'That move was already made. Carry on from what is on screen.',
  /** A paced game's move after its time limit is not counted. */
  answerTooLate: 'The time is up, so this move was not counted.',
  /** Moves one by one are the paced games' alone (GameRules.paced). */
  notAnswerable: 'This game is not played one move at a time.',
  /** Today's challenge is one ranked attempt a day: asked for once that attempt is over. */
  dailyPlayed: "You have played today's challenge. Practice games earn coins too.",
  unknownGame: 'There is no such game.',
  /** A win once the day's cap is reached. */
  capReached: `You have earned today's ${DAILY_GAME_COIN_CAP.toLocaleString('en-US')} coins from games. Come back tomorrow for more.`,
  won: (coins: number) => (coins > 0 ? `You won ${coins.toLocaleString('en-US')} coins!` : 'You won!'),
  notWon: 'Good try! Win to earn coins.',
  /** Asking for a person to review a refused result (ADR 060): the privacy policy's 30 days. */
  objection: {
    sent: 'Your request was sent. A person will review this result within 30 days.',
    alreadyAsked: 'You have already asked for a person to review this result.',
    notRefused: 'Only a refused result can be reviewed by a person.',
  },
} as const;
