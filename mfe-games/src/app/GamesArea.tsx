import { Suspense, use, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SignedInOnly, settled } from 'shared';
import { GamePageWithoutCode } from '../features/game/GamePageWithoutCode';
import GamesListScreen from '../features/games-list/GamesListScreen';

type GameScreenModule = typeof import('../features/game/GameScreen');

let gameScreen: Promise<GameScreenModule> | undefined;

/**
 * A game's page (every game's board and rules, the leaderboard) is most of this remote's code, and
 * the list shows none of it (ADR 084): it loads when a game is opened, or in the background once the
 * list is up. Marked settled the way use() reads it, so a page opened after the load renders at once,
 * without a frame of the loading state.
 */
export function loadGameScreen(): Promise<GameScreenModule> {
  return (gameScreen ??= settled(import(/* webpackChunkName: "game-page" */ '../features/game/GameScreen')));
}

/** After a failed load: the next render (Retry, the next visit) asks again. */
function forgetFailedLoad() {
  if ((gameScreen as { status?: string } | undefined)?.status === 'rejected') gameScreen = undefined;
}

function LoadedGamePage() {
  const { default: GameScreen } = use(loadGameScreen());
  return <GameScreen />;
}

/**
 * A game's page, with its own loading state while the code comes: a move from the list is a
 * transition, which would otherwise keep the list on screen, the tap seemingly lost, until the code
 * arrived. A failed load says so inside the page, under its title, with a Retry.
 */
function GamePage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      // Another game's page starts afresh.
      resetKeys={[pathname]}
      onError={forgetFailedLoad}
      fallbackRender={({ resetErrorBoundary }) => <GamePageWithoutCode onRetry={resetErrorBoundary} />}
    >
      <Suspense fallback={<GamePageWithoutCode />}>
        <LoadedGamePage />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The list, and the game pages' code fetched once the browser is idle after it, for the move to one. */
function GamesList() {
  useEffect(() => {
    // A failed prefetch is forgotten at once: the move to a game asks again.
    const prefetch = () => void loadGameScreen().catch(forgetFailedLoad);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 1000);
      return () => clearTimeout(timer);
    }
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
