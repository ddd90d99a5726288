import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, tokens, VisuallyHidden } from 'shared';
import { games, QUICK_SUMS_COUNT, type Move, type QuickSumsDeal } from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { StatsRow, useCountdown } from './PlayStats';
import { usePacedMoves } from './use-paced-moves';

/** The seconds left a screen reader hears about: the timer itself is not announced each second. */
const ANNOUNCED_SECONDS = [30, 10];

const SumText = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${tokens.font.size.xxl};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const AnswerForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${tokens.space.sm};
  label {
    grid-column: 1 / -1;
    font-weight: ${tokens.font.weight.medium};
    color: ${tokens.color.textMuted};
  }
  input {
    min-width: 0;
    min-height: 56px;
    padding: 0 ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    border: 1px solid ${tokens.color.border};
    background: ${tokens.color.background};
    color: ${tokens.color.text};
    font: inherit;
    font-size: ${tokens.font.size.xl};
    &:focus-visible {
      outline: 3px solid ${tokens.color.focus};
      outline-offset: 2px;
    }
  }
  button {
    min-height: 56px;
  }
`;

export interface QuickSumsBoardProps {
  attemptId: string;
  /** The sums revealed so far (DealtAttempt.deal): each next one comes with the answer before it. */
  deal: QuickSumsDeal;
  /** Answers the server already has (an open attempt dealt again). */
  answered: number;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every answer, after the 20th answer, when the time runs out or when the server stops taking answers. */
  onFinished(moves: readonly Move[]): void;
  onMove?(): void;
}

/**
 * 20 sums against a 60-second countdown: type each answer, then Enter or Next; each sum is answered
 * once, and the server reveals the next one when it has the answer (paced by its clock, ADR 041).
 */
export function QuickSumsBoard({ attemptId, deal, answered, remainingMs, onFinished, onMove }: QuickSumsBoardProps) {
  const t = useMessages();
  const recorder = useMoveRecorder(games['quick-sums'], remainingMs);
  const { view, sent, waiting, now, send } = usePacedMoves(games['quick-sums'], attemptId, deal, answered);
  const { sums } = view;
  const [answer, setAnswer] = useState('');
  const finished = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const { moves, elapsedMs, timeUp, record } = recorder;

  // The countdown and the handlers read the latest moves and callback.
  const latest = useRef({ moves, onFinished });
  latest.current = { moves, onFinished };
  const finish = useCallback((all: readonly Move[]) => {
    if (finished.current) return;
    finished.current = true;
    latest.current.onFinished(all);
  }, []);

  // The countdown, from the board's appearing by the same clock as the moves' times.
  const { secondsLeft } = useCountdown(elapsedMs, remainingMs, () => finish(latest.current.moves));
  // The last of ANNOUNCED_SECONDS the countdown reached (not those it started below): a live region speaks each once.
  const announcement = ANNOUNCED_SECONDS.filter((announced) => secondsLeft <= announced && remainingMs > announced * 1000).at(-1);

  // The round starts when dealt: the player types at once. Dealt again with every sum answered (the
  // page closed before its submission), there is nothing left to type: it is submitted at once.
  useEffect(() => {
    if (answered >= QUICK_SUMS_COUNT) finish([]);
    else input.current?.focus();
  }, [answered, finish]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = answer.trim();
    // What came last, not what React has rendered: a second press may come before that.
    if (finished.current || now().unanswered.length > 0 || !/^\d{1,7}$/.test(value)) return;
    // One reading of the clock: the answer's time and whether it came too late are the same instant.
    const at = elapsedMs();
    // Past the time, the round is over: the answer is not recorded (the server would not count it).
    if (timeUp(at)) return finish(moves);
    // Too soon after the last answer (a double press): the answer stays in the field to send again.
    const all = record(Number(value), at);
    if (!all) return;
    setAnswer('');
    onMove?.();
    input.current?.focus();
    // The last answer, or one the server would not take (the submission then says why): the round ends.
    void send(Number(value)).then((outcome) => {
      if (outcome !== 'next') finish(all);
    });
  }

  const sum = sums[sent];
  const done = sent === QUICK_SUMS_COUNT || secondsLeft === 0;
  return (
    <>
      <StatsRow>
        <span>{t('quickSums.progress', { index: Math.min(sent + 1, QUICK_SUMS_COUNT), count: QUICK_SUMS_COUNT })}</span>
        <span role="timer" aria-label={t('quickSums.timeLeftSpoken', { seconds: secondsLeft })}>
          {t('quickSums.timeLeft', { seconds: secondsLeft })}
        </span>
      </StatsRow>
      <VisuallyHidden role="status">
        {announcement === undefined ? '' : t('quickSums.timeLeftSpoken', { seconds: announcement })}
      </VisuallyHidden>
      <SumText aria-busy={!sum && !done}>{sum ? `${sum.left} ${sum.operator} ${sum.right} =` : done ? '' : t('quickSums.nextSum')}</SumText>
      <AnswerForm onSubmit={onSubmit}>
        <label htmlFor="quick-sums-answer">{t('quickSums.answer')}</label>
        <input
          id="quick-sums-answer"
          ref={input}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="next"
          value={answer}
          disabled={done}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <Button type="submit" disabled={done || waiting}>
          {t('quickSums.next')}
        </Button>
      </AnswerForm>
    </>
  );
}
