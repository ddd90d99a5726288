import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';
import type { AttemptResult } from 'shared/game-endpoints';
import { formatNumber } from 'shared/money';
import { gamesMessages } from '../../messages';

const text = gamesMessages.result;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  div { padding: ${tokens.space.sm} ${tokens.space.md}; border-radius: ${tokens.radius.md}; background: ${tokens.color.surfaceRaised}; }
  dt { font-size: ${tokens.font.size.sm}; color: ${tokens.color.textMuted}; }
  dd { margin: 0; font-size: ${tokens.font.size.xl}; font-weight: ${tokens.font.weight.bold}; font-variant-numeric: tabular-nums; }
`;

const Message = styled.p<{ $won: boolean }>`
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  color: ${({ $won }) => ($won ? tokens.color.success : tokens.color.text)};
`;

/** A verified result: the server's message, the score and what it paid. */
export function ResultPanel({ result }: { result: AttemptResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The board the player was using is gone: the result takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {text.title}
      </h2>
      <Message role="status" $won={result.won}>
        {result.message}
      </Message>
      <Figures>
        <div>
          <dt>{text.score}</dt>
          <dd>{formatNumber(result.score)}</dd>
        </div>
        <div>
          <dt>{text.coins}</dt>
          <dd>{formatNumber(result.coinsEarned)}</dd>
        </div>
        {result.correct === null ? (
          <div>
            <dt>{text.moves}</dt>
            <dd>{formatNumber(result.moveCount)}</dd>
          </div>
        ) : (
          <div>
            <dt>{text.correct}</dt>
            <dd>{formatNumber(result.correct)}</dd>
          </div>
        )}
      </Figures>
    </>
  );
}
