import { formatNumber } from 'shared/money';
import { gameMessages } from 'shared/games';

/**
 * The games' screen texts (not in the product spec): one place, plain English. Every result and
 * refusal text is the server's (shared/games `gameMessages`), shown as it answers them.
 */
export const gamesMessages = {
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  list: {
    title: 'Games',
    loading: 'Loading games...',
    coinsToday: (earned: number, cap: number) => `${formatNumber(earned)} of ${formatNumber(cap)} coins earned today`,
    favourite: 'Favourite',
    coinsPerWin: (coins: number) => `${formatNumber(coins)} coins per win`,
    empty: 'No games are open right now. Come back soon.',
    play: (title: string) => `Play ${title}`,
  },
  yourScore: (score: number) => `Your score today: ${formatNumber(score)}`,
  game: {
    back: 'All games',
    howToPlay: 'How to play',
    playDaily: "Play today's challenge",
    practice: 'Practice',
    dailyNote: 'Everyone gets the same game today, and one try at it. Your verified result goes on the leaderboard.',
    practiceNote: 'A game of your own. Practice wins earn coins too, but stay off the leaderboard.',
    dealing: 'Dealing your game...',
    startFailed: 'The game could not be started. Check your connection and try again.',
    submitting: 'Checking your result...',
    submitFailed: 'Your result could not be sent. Your moves are kept: try again.',
    tryAgain: 'Try again',
    retry: 'Retry',
    moves: (count: number) => `Moves: ${formatNumber(count)}`,
    /** Until the first move may come (the game's minFirstMoveMs). */
    getReady: 'Get ready...',
    timeLeft: (seconds: number) => `Time left: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    /** Today's challenge is one ranked attempt: once it is over, the daily button gives way to this note. */
    dailyPlayed: gameMessages.dailyPlayed,
    practiceAgain: 'Play a practice game',
    playingDaily: "Today's challenge",
    playingPractice: 'Practice game',
  },
  result: {
    title: 'Your result',
    score: 'Score',
    coins: 'Coins earned',
    correct: 'Right answers',
    moves: 'Moves',
    playAgain: 'Play again',
  },
  leaderboard: {
    title: "Today's leaderboard",
    loading: 'Loading the leaderboard...',
    empty: 'No verified results yet today. Be the first!',
    caption: "Today's 10 best verified results",
    rank: 'Rank',
    player: 'Player',
    score: 'Score',
    you: 'You',
    avatar: (firstName: string) => `${firstName}'s avatar`,
    ownScore: (score: number, rank: number) => `Your score today: ${formatNumber(score)} (rank ${formatNumber(rank)})`,
    noResult: 'No result yet today.',
  },
  sound: {
    label: 'Sound',
  },
  slidingTiles: {
    board: 'Sliding Tiles board. Use the arrow keys to slide a tile into the gap.',
    tile: (tile: number) => `Tile ${tile}`,
    gap: 'Gap',
  },
  quickSums: {
    progress: (index: number, count: number) => `Sum ${index} of ${count}`,
    answer: 'Answer',
    next: 'Next',
    timeLeft: (seconds: number) => `${seconds} s left`,
    timeLeftSpoken: (seconds: number) => `${seconds} seconds left`,
  },
} as const;
