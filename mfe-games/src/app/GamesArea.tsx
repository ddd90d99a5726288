import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { messages, paths, signInReturnState, useSession } from 'shared';
import GameScreen from '../features/game/GameScreen';
import GamesListScreen from '../features/games-list/GamesListScreen';

/**
 * /games/*: the list and one game, signed-in players' pages under the shell's top bar. A visitor
 * without a live token is sent to sign in and comes back to the same page (as the shell's role
 * gate and the withdrawal page do): the API would refuse every read.
 */
export default function GamesArea() {
  const { claims } = useSession();
  const location = useLocation();
  const expired = claims?.exp !== undefined && claims.exp * 1000 <= Date.now();
  if (!claims || expired) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn} replace state={signInReturnState({ returnTo, reason: messages.withdrawalGate.signIn })} />;
  }
  return (
    <Routes>
      <Route index element={<GamesListScreen />} />
      <Route path=":gameId" element={<GameScreen />} />
      {/* A deeper path names no game either. */}
      <Route path="*" element={<GameScreen />} />
    </Routes>
  );
}
