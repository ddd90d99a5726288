/**
 * What the server adds to a game's rules (contract/games, ADR 062): Sliding Tiles' difficulty
 * and perfect run need the table of every board's fewest slides (board-difficulty.ts), which no
 * browser should download. Every other game's come from its rules as written.
 */
import { gameRules, type GameDeal, type GameRules, type VerifiedResult } from 'contract/games';
import { optimalSolutionLength } from './board-difficulty';

type ServerHooks = Pick<GameRules<GameDeal>, 'difficulty' | 'perfect'>;

const serverHooks: Partial<Record<GameDeal['kind'], ServerHooks>> = {
  'sliding-tiles': {
    difficulty: (deal) => (deal.kind === 'sliding-tiles' ? (optimalSolutionLength(deal.tiles) ?? -1) : 0),
    perfect: (deal, result) => deal.kind === 'sliding-tiles' && result.won && result.moveCount === optimalSolutionLength(deal.tiles),
  },
};

function hooksOf(deal: GameDeal): ServerHooks {
  return serverHooks[deal.kind] ?? (gameRules[deal.kind] as unknown as ServerHooks);
}

/** A number equal for deals equally hard; null for a game whose deals are all as hard. */
export function difficultyOf(deal: GameDeal): number | null {
  return hooksOf(deal).difficulty?.(deal) ?? null;
}

/** A win no better play could beat (listed for review when it also comes at a suspicious pace). */
export function isPerfectRun(deal: GameDeal, result: VerifiedResult): boolean {
  return hooksOf(deal).perfect?.(deal, result) ?? false;
}
