/**
 * The line a game's page code comes over, for the tests of its load (ADR 085): each request is
 * counted, and fails while the line is down. Use it as the page module's mock factory:
 * `jest.mock('../../features/game/GameScreen', () => jest.requireActual('../../testing/game-page-line').gameScreenOverTheLine())`;
 * the test reads and sets `gamePageLine` (the same module instance: requireActual shares the registry).
 */
export const gamePageLine = { down: true, requests: 0 };

export function gameScreenOverTheLine(): unknown {
  gamePageLine.requests += 1;
  if (gamePageLine.down) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('../features/game/GameScreen');
}
