/**
 * The skill games (ADR 032): what each one is, the category it belongs to (a seeded
 * category's name) and what a verified win pays. Stateless and React-free: the server, the games
 * remote and the tests read the same numbers.
 */

/** In the order of their categories (GAME_CATEGORIES): the list shows them so, the player's favourites first. */
export const GAME_IDS = [
  'sliding-tiles',
  'peg-solitaire',
  'quick-sums',
  'matchsticks',
  'lights-out',
  'pairs',
  'unscramble',
  'mini-golf',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export const GAME_MODES = ['daily', 'practice'] as const;
/** 'daily': the day's challenge, each player's own deal of the day's difficulty, on the leaderboard; 'practice': a deal of its own. */
export type GameMode = (typeof GAME_MODES)[number];

/** The game categories players choose favourites from, by the names the server seeds them with. */
export const GAME_CATEGORIES = ['classic', 'board', 'arcade', 'strategy', 'puzzle', 'card', 'word', 'sports'] as const;
export type GameCategoryName = (typeof GAME_CATEGORIES)[number];

export function isCategoryName(value: unknown): value is GameCategoryName {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

export interface GameInfo {
  id: GameId;
  title: string;
  /** The name of a seeded game category (server/src/seed/seed.ts). */
  category: GameCategoryName;
  /** One line for the games list. */
  summary: string;
  /** How to play, shown beside the board. */
  howToPlay: string;
  /** Coins a verified win earns, within the daily cap. */
  coinsPerWin: number;
  /** From the deal to the last accepted submission; a later one is stale. */
  timeLimitMs: number;
  /**
   * The least time between two moves (a quick double tap): a result with two moves closer than
   * this by their own times is refused, and the browser does not record such a move.
   */
  minMoveMs: number;
  /** The least time before the first move: the board or the sum has to be read first. */
  minFirstMoveMs: number;
  /**
   * The least time per move after the first, on average over the whole game: nobody keeps up a
   * double tap's pace for a whole game. Checked by the moves' own times and by the server's clock.
   */
  minAverageMoveMs: number;
  /**
   * A perfect run (GameRules.perfect) averaging less than this per move by the server's clock is
   * listed for review though it earns its coins: within a gifted human's reach, beyond most players'.
   */
  perfectPaceMs: number;
}

export const games: Record<GameId, GameInfo> = {
  'sliding-tiles': {
    id: 'sliding-tiles',
    title: 'Sliding Tiles',
    category: 'classic',
    summary: 'Slide the numbered tiles back into order in as few moves as you can.',
    howToPlay: 'Tap a tile next to the gap, or use the arrow keys, to slide it. Put 1 to 8 in order with the gap last.',
    coinsPerWin: 50,
    timeLimitMs: 10 * 60_000,
    minMoveMs: 80,
    minFirstMoveMs: 1_500,
    minAverageMoveMs: 250,
    perfectPaceMs: 1_000,
  },
  'quick-sums': {
    id: 'quick-sums',
    title: 'Quick Sums',
    category: 'arcade',
    summary: 'Answer 20 sums against the clock. 15 right is a win.',
    howToPlay: 'Type each answer and press Enter. You have 60 seconds for all 20; each sum is answered once.',
    coinsPerWin: 50,
    timeLimitMs: 60_000,
    minMoveMs: 300,
    minFirstMoveMs: 1_000,
    minAverageMoveMs: 600,
    perfectPaceMs: 1_500,
  },
  'peg-solitaire': {
    id: 'peg-solitaire',
    title: 'Peg Solitaire',
    category: 'board',
    summary: 'Jump pegs over each other until only one is left on the board.',
    howToPlay:
      'Tap a peg, then the empty hole it lands in: it jumps over the next peg in a straight line, which comes off. The arrow keys and Enter play too. Leave one peg to win; leave it in the hole that was empty at the start for 1,000 more points.',
    coinsPerWin: 50,
    timeLimitMs: 5 * 60_000,
    minMoveMs: 150,
    minFirstMoveMs: 1_500,
    minAverageMoveMs: 400,
    perfectPaceMs: 1_000,
  },
  matchsticks: {
    id: 'matchsticks',
    title: 'Matchsticks',
    category: 'strategy',
    summary: 'Take turns with the computer taking matchsticks. Take the last one to win.',
    howToPlay:
      'On your turn, take as many sticks as you like from one row. Whoever takes the last stick wins. Tap a stick to choose it and those to its right, then Take. Or use Up and Down for the row, Left, Right or a digit for how many, and Enter.',
    coinsPerWin: 50,
    timeLimitMs: 3 * 60_000,
    minMoveMs: 300,
    minFirstMoveMs: 1_500,
    minAverageMoveMs: 700,
    perfectPaceMs: 1_500,
  },
  unscramble: {
    id: 'unscramble',
    title: 'Unscramble',
    category: 'word',
    summary: 'Rebuild 8 scrambled English words in 2 minutes. 6 right is a win.',
    howToPlay:
      'Tap the letters in order, or type them, to spell the word. Start word again (or Backspace) clears it. Another real word from the same letters counts.',
    coinsPerWin: 50,
    timeLimitMs: 120_000,
    minMoveMs: 120,
    minFirstMoveMs: 800,
    minAverageMoveMs: 250,
    perfectPaceMs: 300,
  },
  pairs: {
    id: 'pairs',
    title: 'Pairs',
    category: 'card',
    summary: 'Find the 8 pairs of cards face down, by remembering where each one is.',
    howToPlay:
      'Turn two cards over. A pair stays face up; any other two turn back. Find all 8 pairs within 40 flips. Arrow keys move between cards; Enter or Space turns one.',
    coinsPerWin: 50,
    timeLimitMs: 3 * 60_000,
    minMoveMs: 250,
    minFirstMoveMs: 800,
    minAverageMoveMs: 500,
    perfectPaceMs: 700,
  },
  'mini-golf': {
    id: 'mini-golf',
    title: 'Mini Golf',
    category: 'sports',
    summary: 'Putt the ball round walls, water and sand into the hole in par or one over.',
    howToPlay:
      'Choose a direction and a power of 1 to 6 cells, then putt. The ball stops before walls and in sand; water puts it back. It drops in with at most 2 cells of power left. Keys: Left and Right turn the aim, Up and Down set the power, Enter putts.',
    coinsPerWin: 50,
    timeLimitMs: 3 * 60_000,
    minMoveMs: 400,
    minFirstMoveMs: 1_500,
    minAverageMoveMs: 900,
    perfectPaceMs: 1_500,
  },
  'lights-out': {
    id: 'lights-out',
    title: 'Lights Out',
    category: 'puzzle',
    summary: 'Turn every light off in as few presses as you can.',
    howToPlay:
      'Pressing a light switches it and the lights above, below, left and right of it. Tap a light, or move with the arrow keys and press Enter or Space. Turn them all off.',
    coinsPerWin: 50,
    timeLimitMs: 5 * 60_000,
    minMoveMs: 120,
    minFirstMoveMs: 1_200,
    minAverageMoveMs: 300,
    perfectPaceMs: 800,
  },
};

/** Coins games may pay one player in one Sri Lankan day; a win beyond it is verified and earns nothing. */
export const DAILY_GAME_COIN_CAP = 300;

/** How late a submission may arrive after the time limit (the network's share of the clock). */
export const SUBMISSION_GRACE_MS = 5_000;

/** At most this many moves in one submission: far beyond any real game, small enough to replay in microseconds. */
export const MAX_MOVES = 1_000;

/** Sri Lanka's calendar day of `at` (YYYY-MM-DD): daily challenges and the cap turn over at midnight in Colombo. */
export function challengeDateOf(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
