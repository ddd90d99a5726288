import type { GameId, GameMode, GameView } from '../games';
import type { PrivacyRequestStatus } from '../schemas';
import type { AnswerMoveBody, LeaderboardQuery, ObjectAttemptBody, StartAttemptBody, SubmitAttemptBody } from '../schemas';
import { declare, type GameCategory } from './endpoints';

/**
 * The skill games' API (ADR 032), declared once like the player API (endpoints.ts): every
 * call needs the player's bearer token. The attempt id travels in the body, never in the path.
 */

/** A game as the list shows it, the player's favourite categories first. */
export interface GameSummary {
  id: GameId;
  title: string;
  summary: string;
  category: GameCategory;
  /** Whether its category is one of the player's favourites. */
  favourite: boolean;
  coinsPerWin: number;
  /** The player's verified score in today's challenge (one attempt a day); null until verified, and for a refused or expired one. */
  todaysBest: number | null;
  /** Whether the player's one ranked attempt at today's challenge is over (submitted or out of time). */
  dailyPlayed: boolean;
}

export interface GamesOverview {
  /** Sri Lanka's date (YYYY-MM-DD) of today's challenges and cap. */
  challengeDate: string;
  dailyCoinCap: number;
  coinsEarnedToday: number;
  games: GameSummary[];
}

/** A dealt game: the board, or a paced game's part revealed so far; never the seed. */
export interface DealtAttempt {
  attemptId: string;
  gameId: GameId;
  mode: GameMode;
  challengeDate: string;
  /** A paced game (Quick Sums, hidden information): only what its moves so far revealed; more comes with each move (answerMove). */
  deal: GameView;
  /** A paced game: the moves the server has recorded (an open attempt dealt again may have some); 0 otherwise. */
  answered: number;
  dealtAt: string;
  /** After this a submission is stale (the time limit, plus a few seconds for the network). */
  expiresAt: string;
  timeLimitMs: number;
  /**
   * Time left to play when the server answered, by its clock: the browser counts down from this,
   * never from its own clock's reading of dealtAt. Less than timeLimitMs when an open daily attempt is dealt again.
   */
  remainingMs: number;
}

/** A paced game's move recorded by the server's clock, and what the game shows now. */
export interface AnsweredMove {
  attemptId: string;
  /** Moves recorded so far, this one included. */
  answered: number;
  /** What the browser may see after these moves (Quick Sums: the sums so far and the next one). */
  deal: GameView;
  /** No more moves are taken: the game is ready to submit. */
  finished: boolean;
  /** Time left to play by the server's clock. */
  remainingMs: number;
}

/** A verified result: what the server's replay found and what it paid. */
export interface AttemptResult {
  attemptId: string;
  gameId: GameId;
  mode: GameMode;
  won: boolean;
  score: number;
  moveCount: number;
  /** Quick Sums: right answers; null for a game without answers. */
  correct: number | null;
  /** By the server's clock, from the deal to the submission. */
  durationMs: number;
  coinsEarned: number;
  /** The balance after this result (unchanged when it earned nothing). */
  balance: number;
  /** The ledger's version of `balance` (see BalanceEvent.version): a balance of a smaller version is older. */
  balanceVersion: number;
  coinsEarnedToday: number;
  dailyCoinCap: number;
  /** What to tell the player (contract/games messages). */
  message: string;
}

export interface LeaderboardEntry {
  rank: number;
  /** First name and avatar only: nothing else about another player is shown. */
  firstName: string;
  avatarUrl: string | null;
  /**
   * The player keeps their name off leaderboards (ADR 057): firstName is then 'Player' and
   * avatarUrl null, and a screen writes 'Player' in its own language.
   */
  anonymous: boolean;
  score: number;
  /** Whether this row is the player asking. */
  you: boolean;
}

export interface Leaderboard {
  gameId: GameId;
  challengeDate: string;
  /** The day's 10 best verified results, one per player. */
  entries: LeaderboardEntry[];
  /** The asking player's best today and its rank; null before their first verified result. */
  own: { score: number; rank: number } | null;
}

/** A player's request for a person to review a refused result (ADR 060), and how it was decided. */
export interface GameObjection {
  attemptId: string;
  gameId: GameId;
  mode: GameMode;
  askedAt: string;
  /** open: waiting for an operator; done: the coins were credited; refused: the refusal stands. */
  status: PrivacyRequestStatus;
  coinsCredited: number;
  /** Why the refusal stands, in the operator's words. */
  reason: string | null;
  decidedAt: string | null;
}

export const gameEndpoints = {
  listGames: declare<Record<never, never>, GamesOverview>()('GET', '/api/external/v1/games', 'player'),
  /**
   * Deals a game: today's challenge (each player's own board, all of the day's difficulty, one
   * attempt per player: dealt again while open, 409 once over) or a practice deal of its own. One
   * game is open per player at a time: the same game and mode asked for again is the open one dealt
   * again; another closes the open one unpaid.
   */
  startAttempt: declare<{ body: typeof StartAttemptBody }, DealtAttempt>()('POST', '/api/external/v1/games/attempts', 'player'),
  /**
   * Replays the moves on the dealt game: a possible result is recorded and, if a win, paid once
   * within the daily cap; an impossible one earns nothing (422). The same moves sent again get the
   * same answer (a lost answer's retry), other moves for a judged attempt 409.
   */
  submitAttempt: declare<{ body: typeof SubmitAttemptBody }, AttemptResult>()('POST', '/api/external/v1/games/attempts/submit', 'player'),
  /**
   * Paced games only: records one move by the server's clock and reveals what comes next. A resend
   * of the same move gets the same reply; another move in an answered place is 409. The submission
   * then judges the moves recorded here, timed by the server, whatever moves it carries.
   */
  answerMove: declare<{ body: typeof AnswerMoveBody }, AnsweredMove>()('POST', '/api/external/v1/games/attempts/answer', 'player'),
  /**
   * Asks for a person to review a result the pace or replay checks refused: one request per attempt
   * (asked again: 409 with the same words), the player's own refused attempts only (404 otherwise).
   */
  objectToAttempt: declare<{ body: typeof ObjectAttemptBody }, GameObjection>()('POST', '/api/external/v1/games/objections', 'player'),
  /** The player's review requests, the newest first, with their outcomes. */
  listObjections: declare<Record<never, never>, GameObjection[]>()('GET', '/api/external/v1/games/objections', 'player'),
  getLeaderboard: declare<{ query: typeof LeaderboardQuery }, Leaderboard>()('GET', '/api/external/v1/games/leaderboard', 'player'),
} as const;
