import { use, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from 'shared';
import GamesListScreen from '../features/games-list/GamesListScreen';

type GameScreenModule = typeof import('../features/game/GameScreen');

let gameScreen: Promise<GameScreenModule> | undefined;

/**
 * A game's page (every game's board and rules, the leaderboard) is most of this remote's code, and
 * the list shows none of it (ADR 084): it loads when a game is opened, or in the background once the
 * list is up. Marked settled the way use() reads it, so a page opened after the load renders at once,
 * without a frame of the loading state; a failed load is forgotten, so Retry asks again.
 */
export function loadGameScreen(): Promise<GameScreenModule> {
  if (gameScreen) return gameScreen;
  const loading = import('../features/game/GameScreen');
  gameScreen = loading;
  loading.then(
    (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
    () => void (gameScreen = undefined),
  );
  return loading;
}

function GamePage() {
  const { default: GameScreen } = use(loadGameScreen());
  return <GameScreen />;
}

/** The list, and the game pages' code fetched once the browser is idle after it, for the move to one. */
function GamesList() {
  useEffect(() => {
    const prefetch = () => void loadGameScreen().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(prefetch, 1000);
    const idle = requestIdleCallback(prefetch, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return <GamesListScreen />;
}

/**
 * /games/*: the list and one game, signed-in players' pages under the shell's top bar. A visitor
 * without a live token is sent to sign in and comes back to the same page (as from the shell's role
 * gate).
 */
export default function GamesArea() {
  return (
    <SignedInOnly>
      <Routes>
        <Route index element={<GamesList />} />
        <Route path=":gameId" element={<GamePage />} />
        {/* A deeper path names no game either. */}
        <Route path="*" element={<GamePage />} />
      </Routes>
    </SignedInOnly>
  );
}
