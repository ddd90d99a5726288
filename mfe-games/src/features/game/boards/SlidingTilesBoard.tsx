import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { tokens, usePrefersReducedMotion, useSharedMessages } from 'shared';
import {
  GAP,
  games,
  isSolved,
  movableTiles,
  SLIDING_TILES_SIZE,
  slideTile,
  tileForArrow,
  type Move,
  type SlidingTilesDeal,
  type Tiles,
} from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { PlayStats, useCountdown } from './PlayStats';

const ARROWS: Record<string, 'up' | 'down' | 'left' | 'right'> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

// Square and as wide as the phone allows: each tile is about 100 px at 390 px, well above a finger's 48 px.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${SLIDING_TILES_SIZE}, 1fr);
  gap: ${tokens.space.sm};
  width: min(100%, 22rem);
  aspect-ratio: 1;
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

const Tile = styled.button`
  min-width: 0;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  box-shadow: inset 0 -4px 0 ${tokens.color.border};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.xxl};
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
  &[data-movable='true'] {
    background: ${tokens.color.accent};
    color: ${tokens.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Gap = styled.div`
  border-radius: ${tokens.radius.md};
  border: 2px dashed ${tokens.color.border};
`;

/** Slides the tile that just moved in from where it was, unless the player asked for less motion. */
function useSlideAnimation(tiles: Tiles, reduceMotion: boolean) {
  const tileElements = useRef(new Map<number, HTMLButtonElement>());
  const previous = useRef(tiles);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = tiles;
    if (reduceMotion || before === tiles) return;
    const moved = before[tiles.indexOf(GAP)];
    const element = moved === undefined ? undefined : tileElements.current.get(moved);
    // jsdom has no Web Animations; a browser without them just shows the tile in place.
    if (moved === undefined || typeof element?.animate !== 'function') return;
    const from = before.indexOf(moved);
    const to = tiles.indexOf(moved);
    const dx = ((from % SLIDING_TILES_SIZE) - (to % SLIDING_TILES_SIZE)) * 100;
    const dy = (Math.floor(from / SLIDING_TILES_SIZE) - Math.floor(to / SLIDING_TILES_SIZE)) * 100;
    element.animate([{ transform: `translate(${dx}%, ${dy}%)` }, { transform: 'none' }], { duration: 120, easing: 'ease-out' });
  }, [tiles, reduceMotion]);
  return tileElements;
}

export interface SlidingTilesBoardProps {
  deal: SlidingTilesDeal;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every move, when the last one solves the board. */
  onSolved(moves: readonly Move[]): void;
  /** Called once if the time runs out first: an unsolved board earns nothing, so nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** The 3 × 3 board: tap or click a tile beside the gap, or use the arrow keys while the board has focus. */
export function SlidingTilesBoard({ deal, remainingMs, onSolved, onTimeUp, onMove }: SlidingTilesBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const [tiles, setTiles] = useState<Tiles>(deal.tiles);
  const recorder = useMoveRecorder(games['sliding-tiles'], remainingMs);
  const solved = isSolved(tiles);
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (!solved) onTimeUp();
  });
  const ready = recorder.readyAt(countdown.elapsedMs);
  const reduceMotion = usePrefersReducedMotion();
  const tileElements = useSlideAnimation(tiles, reduceMotion);
  const board = useRef<HTMLDivElement>(null);

  // The board takes focus when dealt, so the arrow keys play at once.
  useEffect(() => board.current?.focus(), []);

  function slide(tile: number | null) {
    if (tile === null || solved) return;
    const next = slideTile(tiles, tile);
    if (!next) return;
    const moves = recorder.record(tile);
    if (!moves) return;
    // Moving a focused tile's element would drop the focus: the board keeps it for the arrow keys.
    if (board.current?.contains(document.activeElement)) board.current.focus();
    setTiles(next);
    onMove?.();
    if (isSolved(next)) onSolved(moves);
  }

  function onKeyDown(event: KeyboardEvent) {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    // A held key repeats faster than a move may come; each press is one slide.
    if (!event.repeat) slide(tileForArrow(tiles, direction));
  }

  // The tiles a tap would slide now, highlighted as a hint once the board may be played.
  const movable = new Set(movableTiles(tiles));
  return (
    <>
      <PlayStats moves={recorder.moves.length} secondsLeft={countdown.secondsLeft} ready={ready} />
      <Grid
        ref={board}
        role="group"
        aria-label={t('slidingTiles.board', { title: localize(games['sliding-tiles'].title) })}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {tiles.map((tile) =>
          tile === GAP ? (
            <Gap key="gap" aria-label={t('slidingTiles.gap')} role="img" />
          ) : (
            <Tile
              key={tile}
              ref={(element) => {
                if (element) tileElements.current.set(tile, element);
                else tileElements.current.delete(tile);
              }}
              type="button"
              tabIndex={-1}
              aria-label={t('slidingTiles.tile', { tile })}
              data-movable={ready && movable.has(tile)}
              onClick={() => slide(tile)}
            >
              {tile}
            </Tile>
          ),
        )}
      </Grid>
    </>
  );
}
