import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { tokens, usePrefersReducedMotion, useSharedMessages, VisuallyHidden } from 'shared';
import {
  games,
  MAX_POWER,
  MINI_GOLF_SIZE,
  playStrokes,
  roll,
  strokeLimit,
  strokeValue,
  type MiniGolfDeal,
  type Move,
  type Roll,
} from 'contract/games';
import { useMessages } from '../../../i18n';
import { DIRECTION_WORDS, MiniGolfControls } from './MiniGolfControls';
import { MiniGolfCourse } from './MiniGolfCourse';
import { useMoveRecorder } from './move-recorder';
import { StatsRow, useCountdown } from './PlayStats';

const info = games['mini-golf'];
/** One cell of a roll on screen. */
const STEP_MS = 90;
const TERRAIN_WORDS = { '.': 'miniGolf.grass', '#': 'miniGolf.wall', '~': 'miniGolf.water', ':': 'miniGolf.sand' } as const;

const Board = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xs};
  border-radius: ${tokens.radius.lg};
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 3px;
  }
`;

const Legend = styled.p`
  margin: 0;
  text-align: center;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

/** The direction from `from` nearest the hole's: the aim a round starts with. */
function aimAt(from: number, to: number): number {
  const dx = Math.sign((to % MINI_GOLF_SIZE) - (from % MINI_GOLF_SIZE));
  const dy = Math.sign(Math.floor(to / MINI_GOLF_SIZE) - Math.floor(from / MINI_GOLF_SIZE));
  const order = ['0,-1', '1,-1', '1,0', '1,1', '0,1', '-1,1', '-1,0', '-1,-1'];
  return Math.max(0, order.indexOf(`${dx},${dy}`));
}

const place = (cell: number) => ({ row: Math.floor(cell / MINI_GOLF_SIZE) + 1, column: (cell % MINI_GOLF_SIZE) + 1 });

export interface MiniGolfBoardProps {
  deal: MiniGolfDeal;
  remainingMs: number;
  /** Called once, with every stroke, when the ball is holed or the strokes run out. */
  onFinished(moves: readonly Move[]): void;
  /** Called once if the time runs out first: nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** The course, the aim and power, and the putt; the keys play it all while the board has focus. */
export function MiniGolfBoard({ deal, remainingMs, onFinished, onTimeUp, onMove }: MiniGolfBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  // A stroke waits out the least average pace, so a quick round is never refused as too fast.
  const recorder = useMoveRecorder({ minFirstMoveMs: info.minFirstMoveMs, minMoveMs: info.minAverageMoveMs }, remainingMs);
  const played = playStrokes(deal, recorder.moves) ?? { ball: deal.tee, holed: false };
  const over = played.holed || recorder.moves.length >= strokeLimit(deal);
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (!over) onTimeUp();
  });
  const ready = recorder.readyAt(countdown.elapsedMs);
  const reduceMotion = usePrefersReducedMotion();
  const [direction, setDirection] = useState(() => aimAt(deal.tee, deal.hole));
  const [power, setPower] = useState(3);
  const [frames, setFrames] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const afterRoll = useRef<(() => void) | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const rolling = frames.length > 0;
  const lastAt = recorder.moves.at(-1)?.at;
  const settled = lastAt === undefined || countdown.elapsedMs - lastAt >= info.minAverageMoveMs;

  useEffect(() => board.current?.focus(), []);

  // The ball rolls one cell a step; when it comes to rest the roll is told and a round over is sent.
  useEffect(() => {
    if (frames.length > 0) {
      const timer = setTimeout(() => setFrames((left) => left.slice(1)), STEP_MS);
      return () => clearTimeout(timer);
    }
    const then = afterRoll.current;
    afterRoll.current = null;
    then?.();
    return undefined;
  }, [frames]);

  function describe(result: Roll, strokes: number): string {
    const at = place(result.end);
    if (result.outcome === 'holed') return t('miniGolf.holed', { count: strokes });
    const where =
      result.outcome === 'water'
        ? t('miniGolf.splash', at)
        : result.outcome === 'sand'
          ? t('miniGolf.inSand', at)
          : t('miniGolf.stopped', at);
    return strokes >= strokeLimit(deal) ? `${where} ${t('miniGolf.outOfStrokes')}` : where;
  }

  function putt() {
    // The recorder reads the clock now: it refuses a stroke before the course has been read or too soon after the last.
    if (over || rolling) return;
    const result = roll(deal, played.ball, direction, power);
    const moves = recorder.record(strokeValue(direction, power));
    if (!moves) return;
    onMove?.();
    const finish = () => {
      setAnnouncement(describe(result, moves.length));
      if (result.outcome === 'holed' || moves.length >= strokeLimit(deal)) onFinished(moves);
    };
    if (reduceMotion || result.path.length === 0) finish();
    else {
      afterRoll.current = finish;
      setFrames(result.outcome === 'water' ? [...result.path, result.end] : result.path);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    const key = event.key;
    let [aimed, strength] = [direction, power];
    if (key === 'ArrowLeft' || key === 'ArrowRight') aimed = (direction + (key === 'ArrowRight' ? 1 : 7)) % 8;
    else if (key === 'ArrowUp' || key === 'ArrowDown') strength = Math.min(MAX_POWER, Math.max(1, power + (key === 'ArrowUp' ? 1 : -1)));
    else if (/^[1-6]$/.test(key)) strength = Number(key);
    // Enter or Space on a control is that control's click.
    else if ((key === 'Enter' || key === ' ') && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      if (!event.repeat) putt();
      return;
    } else return;
    event.preventDefault();
    setDirection(aimed);
    setPower(strength);
    setAnnouncement(t('miniGolf.aimed', { direction: t(DIRECTION_WORDS[aimed]!), power: strength }));
  }

  const rowWords = Array.from({ length: MINI_GOLF_SIZE }, (_, row) =>
    Array.from({ length: MINI_GOLF_SIZE }, (_, column) => {
      const cell = row * MINI_GOLF_SIZE + column;
      const words = [t(TERRAIN_WORDS[deal.course[cell] as keyof typeof TERRAIN_WORDS])];
      if (cell === deal.hole) words.push(t('miniGolf.hole'));
      if (cell === played.ball) words.push(t('miniGolf.ball'));
      return words.join(' + ');
    }).join(', '),
  );
  const time = `${Math.floor(countdown.secondsLeft / 60)}:${String(countdown.secondsLeft % 60).padStart(2, '0')}`;
  return (
    <>
      <StatsRow>
        <span>{ready ? t('miniGolf.strokes', { count: recorder.moves.length, limit: strokeLimit(deal) }) : t('game.getReady')}</span>
        <span>{t('miniGolf.par', { par: deal.par })}</span>
        <span role="timer">{t('game.timeLeft', { time })}</span>
      </StatsRow>
      <Board ref={board} role="group" aria-label={t('miniGolf.board', { title: localize(info.title) })} tabIndex={0} onKeyDown={onKeyDown}>
        <MiniGolfCourse deal={deal} ball={frames[0] ?? played.ball} aim={rolling || over ? null : { direction, power }} />
        <VisuallyHidden as="ol">
          {rowWords.map((words, row) => (
            <li key={row}>{t('miniGolf.row', { row: row + 1, cells: words })}</li>
          ))}
        </VisuallyHidden>
        <Legend aria-hidden="true">{t('miniGolf.legend')}</Legend>
        <MiniGolfControls
          direction={direction}
          power={power}
          canPutt={ready && settled && !rolling && !over}
          onDirection={setDirection}
          onPower={setPower}
          onPutt={putt}
        />
      </Board>
      <VisuallyHidden role="status" data-testid="mini-golf-said">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
