import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import type { AttemptResult } from 'contract/game-endpoints';
import { gameMessages } from 'contract/games';
import { useMessages } from '../../i18n';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  div {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceRaised};
  }
  dt {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.size.xl};
    font-weight: ${tokens.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Message = styled.p<{ $won: boolean }>`
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  color: ${({ $won }) => ($won ? tokens.color.success : tokens.color.text)};
`;

/** One of the result's figures, in the page's number format. */
function Figure({ term, value }: { term: string; value: number }) {
  const t = useMessages();
  return (
    <div>
      <dt>{term}</dt>
      <dd>{t('figure', { value })}</dd>
    </div>
  );
}

/** A verified result: the server's message, the score and what it paid. */
export function ResultPanel({ result }: { result: AttemptResult }) {
  const t = useMessages();
  const localize = useSharedMessages();
  // A win's words carry its coins: shared's message function says them in each language's own way.
  const message =
    result.message === gameMessages.won(result.coinsEarned) ? localize(gameMessages.won, result.coinsEarned) : localize(result.message);
  const heading = useRef<HTMLHeadingElement>(null);
  // The board the player was using is gone: the result takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <Message role="status" $won={result.won}>
        {message}
      </Message>
      <Figures>
        <Figure term={t('result.score')} value={result.score} />
        <Figure term={t('result.coins')} value={result.coinsEarned} />
        {/* Quick Sums counts right answers; a game without answers, its moves. */}
        {result.correct === null ? (
          <Figure term={t('result.moves')} value={result.moveCount} />
        ) : (
          <Figure term={t('result.correct')} value={result.correct} />
        )}
      </Figures>
    </>
  );
}
