import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, useSharedMessages, VisuallyHidden } from 'shared';
import { games, tileForLetter, UNSCRAMBLE_CLEAR, type Move, type UnscrambleView } from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { StatsRow, useCountdown } from './PlayStats';
import { Board, Judged, Slot, Slots, Tile, TileRow } from './unscramble-styles';
import { usePacedMoves } from './use-paced-moves';

/** The current word's picks once `moves` (picks and clears not yet answered) are played on `picked`. */
function pickedAfter(picked: readonly number[], moves: readonly number[]): readonly number[] {
  return moves.reduce<readonly number[]>((after, move) => (move === UNSCRAMBLE_CLEAR ? [] : [...after, move]), picked);
}

/** The seconds left a screen reader hears about (as Quick Sums): the timer itself is not announced each second. */
const ANNOUNCED_SECONDS = [30, 10];

export interface UnscrambleBoardProps {
  attemptId: string;
  /** What is revealed so far (DealtAttempt.deal): the words judged and the current word's tiles. */
  deal: UnscrambleView;
  /** Moves the server already has (an open attempt dealt again). */
  answered: number;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every move, after the last word, when the time runs out or when the server stops taking moves. */
  onFinished(moves: readonly Move[]): void;
  onMove?(): void;
}

/**
 * 8 scrambled words against a 2-minute countdown: pick the tiles in order (tap, click, type the
 * letter, or arrows and Enter); Backspace or "Start word again" clears the word. Each move goes to
 * the server, which reveals the next word only once the current one is spelled (ADR 067).
 */
export function UnscrambleBoard({ attemptId, deal, answered, remainingMs, onFinished, onMove }: UnscrambleBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const recorder = useMoveRecorder(games.unscramble, remainingMs);
  const { view, unanswered, now, send } = usePacedMoves(games.unscramble, attemptId, deal, answered);
  const { moves, elapsedMs, timeUp, record } = recorder;
  const finished = useRef(false);
  const board = useRef<HTMLDivElement>(null);
  const tileRow = useRef<HTMLDivElement>(null);

  const latest = useRef({ moves, onFinished });
  latest.current = { moves, onFinished };
  const finish = useCallback((all: readonly Move[]) => {
    if (finished.current) return;
    finished.current = true;
    latest.current.onFinished(all);
  }, []);

  const { secondsLeft } = useCountdown(elapsedMs, remainingMs, () => finish(latest.current.moves));
  const announcement = ANNOUNCED_SECONDS.filter((announced) => secondsLeft <= announced && remainingMs > announced * 1000).at(-1);

  // The board takes focus when dealt, so typing plays at once. Dealt again with every word done
  // (the page closed before its submission), it is submitted at once.
  useEffect(() => {
    if (!deal.current) finish([]);
    else board.current?.focus();
  }, [deal, finish]);

  const { current, judged, count } = view;
  // The picks on their way count at once: the word's tiles are known, so a fast typist's letters are all taken.
  const picked = current ? pickedAfter(current.picked, unanswered) : [];
  // Spelled and not yet judged: the next word is not here, so no press can be placed.
  const judging = !current || picked.length === current.tiles.length;

  /** The current word and its picks as of the last press or reply, not as React last rendered them: a second press may come before that. */
  function pickedNow() {
    const latest = now();
    const word = latest.view.current;
    if (!word) return null;
    const after = pickedAfter(word.picked, latest.unanswered);
    return after.length === word.tiles.length ? null : { tiles: word.tiles, picked: after };
  }

  function play(value: number) {
    const word = pickedNow();
    if (finished.current || !word) return;
    if (value === UNSCRAMBLE_CLEAR ? word.picked.length === 0 : word.picked.includes(value)) return;
    const at = elapsedMs();
    if (timeUp(at)) return finish(moves);
    // Sooner than a double tap after the last move (or before the word could be read): not taken.
    const all = record(value, at);
    if (!all) return;
    onMove?.();
    void send(value).then((outcome) => {
      if (outcome !== 'next') finish(all);
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      play(UNSCRAMBLE_CLEAR);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Arrows move between the tiles; Enter or Space picks the focused one (a button's own keys).
      event.preventDefault();
      const tiles = [...(tileRow.current?.querySelectorAll('button') ?? [])];
      const from = tiles.indexOf(document.activeElement as HTMLButtonElement);
      const step = event.key === 'ArrowRight' ? 1 : -1;
      tiles[from < 0 ? 0 : (from + step + tiles.length) % tiles.length]?.focus();
    } else if (/^[a-z]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey && current) {
      event.preventDefault();
      const word = pickedNow();
      if (!event.repeat && word) {
        const tile = tileForLetter(word.tiles, word.picked, event.key);
        if (tile !== null) play(tile);
      }
    }
  }

  const right = judged.filter((word) => word.right).length;
  const lastJudged = judged.at(-1);
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <>
      <StatsRow>
        <span>{t('unscramble.progress', { index: Math.min(judged.length + 1, count), count })}</span>
        <span>{t('unscramble.right', { count: right })}</span>
        <span role="timer" aria-label={t('quickSums.timeLeftSpoken', { seconds: secondsLeft })}>
          {t('game.timeLeft', { time })}
        </span>
      </StatsRow>
      <VisuallyHidden role="status">
        {announcement === undefined ? '' : t('quickSums.timeLeftSpoken', { seconds: announcement })}
      </VisuallyHidden>
      <VisuallyHidden role="status">
        {lastJudged
          ? lastJudged.right
            ? t('unscramble.judgedRight', { word: lastJudged.answer })
            : t('unscramble.judgedWrong', { spelled: lastJudged.spelled, answer: lastJudged.answer })
          : ''}
      </VisuallyHidden>
      <Board
        ref={board}
        role="group"
        aria-label={t('unscramble.board', { title: localize(games.unscramble.title) })}
        aria-busy={judging}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <Slots aria-label={t('unscramble.picked', { letters: current ? picked.map((index) => current.tiles[index]).join('') : '' })}>
          {current?.tiles.map((_, place) => (
            <Slot key={place} aria-hidden="true">
              {picked[place] === undefined ? '' : current.tiles[picked[place]]}
            </Slot>
          ))}
        </Slots>
        <TileRow ref={tileRow}>
          {current?.tiles.map((letter, index) => (
            <Tile
              key={index}
              type="button"
              aria-disabled={picked.includes(index)}
              aria-label={t(picked.includes(index) ? 'unscramble.tilePicked' : 'unscramble.tile', { letter: letter.toUpperCase() })}
              onClick={() => play(index)}
            >
              {letter}
            </Tile>
          ))}
        </TileRow>
        <Button
          type="button"
          variant="secondary"
          disabled={picked.length === 0}
          onClick={() => {
            play(UNSCRAMBLE_CLEAR);
            // The button is disabled once cleared: the board keeps the focus, so typing carries on.
            board.current?.focus();
          }}
        >
          {t('unscramble.clear')}
        </Button>
      </Board>
      {judged.length > 0 && (
        <Judged aria-label={t('unscramble.judged')}>
          {judged.map((word, place) => (
            <li key={place} data-right={word.right}>
              {word.right
                ? t('unscramble.judgedRight', { word: word.answer })
                : t('unscramble.judgedWrong', { spelled: word.spelled, answer: word.answer })}
            </li>
          ))}
        </Judged>
      )}
    </>
  );
}
