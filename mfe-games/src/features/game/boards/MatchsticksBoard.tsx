import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, tokens, usePrefersReducedMotion, useSharedMessages, VisuallyHidden } from 'shared';
import { games, type MatchsticksDeal, type Move, type Take } from 'contract/games';
import { useMessages } from '../../../i18n';
import { PlayStats, useCountdown } from './PlayStats';
import { useMatchsticksPlay } from './use-matchsticks-play';

const Board = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  width: min(100%, 26rem);
  margin-inline: auto;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background};
  touch-action: manipulation;
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 3px;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  min-height: 4.5rem;
  border: 2px solid transparent;
  border-radius: ${tokens.radius.md};
  &[data-selected='true'] {
    border-color: ${tokens.color.accent};
    background: ${tokens.color.surface};
  }
`;

const RowNumber = styled.span`
  flex: 0 0 1.25rem;
  align-self: center;
  text-align: center;
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

// A finger-wide button around a thin stick with its head: 7 of them fit across a 360 px phone.
const Stick = styled.button`
  position: relative;
  flex: 0 1 2.75rem;
  min-width: 0;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  cursor: pointer;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    translate: -50% 0;
    transition:
      transform ${tokens.motion.normal} ${tokens.motion.easing},
      opacity ${tokens.motion.normal} ${tokens.motion.easing};
  }
  &::before {
    top: 1.1rem;
    bottom: 0.5rem;
    width: 0.4rem;
    border-radius: 2px;
    background: #e3b676;
  }
  &::after {
    top: 0.5rem;
    width: 0.75rem;
    height: 1rem;
    border-radius: 50%;
    background: #e4572e;
  }
  &[data-state='chosen']::before,
  &[data-state='chosen']::after {
    transform: translateY(-0.35rem);
  }
  &[data-state='chosen'] {
    background: ${tokens.color.surfaceRaised};
    box-shadow: inset 0 0 0 2px ${tokens.color.primary};
  }
  &[data-state='leaving']::before,
  &[data-state='leaving']::after {
    opacity: 0.25;
    transform: translateY(-0.75rem);
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  text-align: center;
  font-weight: ${tokens.font.weight.bold};
`;

const TakeButton = styled(Button)`
  justify-self: center;
  min-width: min(100%, 16rem);
`;

/** Each stick's look: chosen to be taken by the player, leaving with the computer's take, or lying there. */
function stickState(row: number, stick: number, sticks: number, chosen: Take | null, leaving: Take | null) {
  if (leaving?.row === row && stick >= sticks - leaving.count) return 'leaving';
  if (chosen?.row === row && stick >= sticks - chosen.count) return 'chosen';
  return 'lying';
}

export interface MatchsticksBoardProps {
  deal: MatchsticksDeal;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every move, when someone has taken the last stick: the server replays the game, won or lost. */
  onFinished(moves: readonly Move[]): void;
  /** Called once if the time runs out first: an unfinished game earns nothing, so nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** The rows of matchsticks: tap a stick then Take, or Up/Down, Left/Right or a digit, and Enter while the board has focus. */
export function MatchsticksBoard({ deal, remainingMs, onFinished, onTimeUp, onMove }: MatchsticksBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const reduceMotion = usePrefersReducedMotion();
  const { rows, selection, turn, reply, recorder, select, moveRow, take } = useMatchsticksPlay(
    deal.rows,
    remainingMs,
    reduceMotion,
    onFinished,
  );
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (turn !== 'over') onTimeUp();
  });
  const ready = recorder.readyAt(countdown.elapsedMs);
  const board = useRef<HTMLDivElement>(null);

  // The board takes focus when dealt, so the keys play at once.
  useEffect(() => board.current?.focus(), []);

  function takeChosen() {
    if (!take()) return;
    // The stick tapped last goes with its row's taken sticks: the board keeps the focus for the keys.
    if (board.current?.contains(document.activeElement)) board.current.focus();
    onMove?.();
  }

  function onKeyDown(event: KeyboardEvent) {
    const sticks = rows[selection.row - 1] ?? 0;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') moveRow(event.key === 'ArrowUp' ? -1 : 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
      select({ ...selection, count: selection.count + (event.key === 'ArrowRight' ? 1 : -1) });
    else if (/^[1-9]$/.test(event.key) && Number(event.key) <= sticks) select({ ...selection, count: Number(event.key) });
    // A held key repeats faster than a move may come: each press is one take.
    else if (event.key === 'Enter' || event.key === ' ') {
      if (!event.repeat) takeChosen();
    } else return;
    event.preventDefault();
  }

  const playing = turn === 'player';
  const chosenText = t('matchsticks.take', { ...selection });
  const status =
    turn === 'computer'
      ? t('matchsticks.computerTurn')
      : reply
        ? `${t('matchsticks.computerTook', { ...reply })} ${t('matchsticks.yourTurn')}`
        : t('matchsticks.yourTurn');
  return (
    <>
      <PlayStats moves={recorder.moves.length} secondsLeft={countdown.secondsLeft} ready={ready} />
      <Status role="status">{ready && turn !== 'over' ? status : ''}</Status>
      <Board
        ref={board}
        role="group"
        aria-label={t('matchsticks.board', { title: localize(games.matchsticks.title) })}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {rows.map((sticks, index) => {
          const row = index + 1;
          return (
            <Row
              key={row}
              role="group"
              aria-label={t('matchsticks.row', { row, count: sticks })}
              data-selected={playing && selection.row === row}
            >
              <RowNumber aria-hidden="true">{row}</RowNumber>
              {Array.from({ length: sticks }, (_, stick) => (
                <Stick
                  key={stick}
                  type="button"
                  tabIndex={-1}
                  aria-label={t('matchsticks.choose', { row, count: sticks - stick })}
                  data-state={stickState(row, stick, sticks, playing ? selection : null, turn === 'computer' ? reply : null)}
                  onClick={() => select({ row, count: sticks - stick })}
                />
              ))}
            </Row>
          );
        })}
      </Board>
      <VisuallyHidden aria-live="polite">{playing ? chosenText : ''}</VisuallyHidden>
      <TakeButton onClick={takeChosen}>{chosenText}</TakeButton>
    </>
  );
}
