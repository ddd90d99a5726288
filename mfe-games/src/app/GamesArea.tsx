import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from 'shared';
import GameScreen from '../features/game/GameScreen';
import GamesListScreen from '../features/games-list/GamesListScreen';

/**
 * /games/*: the list and one game, signed-in players' pages under the shell's top bar. A visitor
 * without a live token is sent to sign in and comes back to the same page (as from the shell's role
 * gate).
 */
export default function GamesArea() {
  return (
    <SignedInOnly>
      <Routes>
        <Route index element={<GamesListScreen />} />
        <Route path=":gameId" element={<GameScreen />} />
        {/* A deeper path names no game either. */}
        <Route path="*" element={<GameScreen />} />
      </Routes>
    </SignedInOnly>
  );
}
