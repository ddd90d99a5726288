import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';
import { gamesMessages } from '../../../messages';

const text = gamesMessages.game;

/** Whole seconds of `elapsedMs()`, updated as they pass. */
export function useSecondsSince(elapsedMs: () => number): number {
  const [seconds, setSeconds] = useState(() => Math.floor(elapsedMs() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor(elapsedMs() / 1000)), 250);
    return () => clearInterval(timer);
  }, [elapsedMs]);
  return seconds;
}

export const StatsRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${tokens.font.weight.bold};
`;

/** Moves and time so far, above the board (not a live region: a screen reader asks for them). */
export function PlayStats({ moves, seconds }: { moves: number; seconds: number }) {
  return (
    <StatsRow>
      <span>{text.moves(moves)}</span>
      <span>{text.elapsed(seconds)}</span>
    </StatsRow>
  );
}
