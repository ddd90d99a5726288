import styled from 'styled-components';
import { tokens } from 'shared';
import { DIRECTIONS, MINI_GOLF_SIZE, type MiniGolfDeal } from 'contract/games';

/** Each terrain has its own shape as well as its colour: bricks, waves, dots, a flag. */
const COLOURS = { grass: '#2f7d4f', grassAlt: '#2a7147', wall: '#8a8fa8', mortar: '#4b4f66', water: '#2b78c8', sand: '#e3c77a' };

const Svg = styled.svg`
  display: block;
  width: min(100%, 27rem);
  margin-inline: auto;
  border-radius: ${tokens.radius.md};
  border: 2px solid ${tokens.color.border};
  /* On a phone the course fills the card from border to border: 9 cells of at least 36 px at 360 px. */
  @media (max-width: 460px) {
    width: calc(100% + 2.5rem);
    margin-inline: -1.25rem;
    border: 0;
    border-radius: 0;
  }
`;

const cellX = (cell: number) => cell % MINI_GOLF_SIZE;
const cellY = (cell: number) => Math.floor(cell / MINI_GOLF_SIZE);

function Terrain({ cell, terrain }: { cell: number; terrain: string }) {
  const [x, y] = [cellX(cell), cellY(cell)];
  const base = (x + y) % 2 === 0 ? COLOURS.grass : COLOURS.grassAlt;
  if (terrain === '#') {
    return (
      <g data-terrain="wall">
        <rect x={x} y={y} width={1} height={1} fill={COLOURS.wall} />
        <path
          d={`M${x} ${y + 0.33}h1M${x} ${y + 0.66}h1M${x + 0.5} ${y}v0.33M${x + 0.25} ${y + 0.33}v0.33M${x + 0.75} ${y + 0.33}v0.33M${x + 0.5} ${y + 0.66}v0.34`}
          stroke={COLOURS.mortar}
          strokeWidth={0.06}
        />
      </g>
    );
  }
  if (terrain === '~') {
    return (
      <g data-terrain="water">
        <rect x={x} y={y} width={1} height={1} fill={COLOURS.water} />
        {[0.35, 0.65].map((row) => (
          <path
            key={row}
            d={`M${x + 0.15} ${y + row}q0.175 -0.12 0.35 0t0.35 0`}
            fill="none"
            stroke="#dff0ff"
            strokeWidth={0.07}
            strokeLinecap="round"
          />
        ))}
      </g>
    );
  }
  if (terrain === ':') {
    return (
      <g data-terrain="sand">
        <rect x={x} y={y} width={1} height={1} fill={COLOURS.sand} />
        {[
          [0.3, 0.3],
          [0.7, 0.35],
          [0.5, 0.55],
          [0.25, 0.72],
          [0.72, 0.75],
        ].map(([dx, dy]) => (
          <circle key={`${dx}-${dy}`} cx={x + dx!} cy={y + dy!} r={0.05} fill="#8a6d25" />
        ))}
      </g>
    );
  }
  return <rect x={x} y={y} width={1} height={1} fill={base} />;
}

export interface MiniGolfCourseProps {
  deal: MiniGolfDeal;
  ball: number;
  /** The aimed direction and power, drawn as dots from the ball; null while the ball rolls. */
  aim: { direction: number; power: number } | null;
}

/** The course as one picture (its words are the board's text version): terrain, hole, aim and ball. */
export function MiniGolfCourse({ deal, ball, aim }: MiniGolfCourseProps) {
  const [hx, hy] = [cellX(deal.hole), cellY(deal.hole)];
  const [bx, by] = [cellX(ball), cellY(ball)];
  const aimDots: [number, number][] = [];
  if (aim) {
    const [dx, dy] = DIRECTIONS[aim.direction]!;
    for (let step = 1; step <= aim.power; step += 1) {
      const [x, y] = [bx + dx * step, by + dy * step];
      // The aim ends where the roll would at the latest: at the edge or a wall.
      if (x < 0 || y < 0 || x >= MINI_GOLF_SIZE || y >= MINI_GOLF_SIZE || deal.course[y * MINI_GOLF_SIZE + x] === '#') break;
      aimDots.push([x, y]);
    }
  }
  return (
    <Svg viewBox={`0 0 ${MINI_GOLF_SIZE} ${MINI_GOLF_SIZE}`} aria-hidden="true" data-testid="mini-golf-course">
      {[...deal.course].map((terrain, cell) => (
        <Terrain key={cell} cell={cell} terrain={terrain} />
      ))}
      <g data-terrain="hole">
        <circle cx={hx + 0.5} cy={hy + 0.62} r={0.24} fill="#0b0d18" stroke="#f4f5fb" strokeWidth={0.04} />
        <path d={`M${hx + 0.5} ${hy + 0.62}V${hy + 0.1}`} stroke="#f4f5fb" strokeWidth={0.05} />
        <path d={`M${hx + 0.52} ${hy + 0.1}l0.32 0.12l-0.32 0.12z`} fill="#ff5a5a" />
      </g>
      {aimDots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x + 0.5} cy={y + 0.5} r={0.1} fill="none" stroke="#fff6c8" strokeWidth={0.05} />
      ))}
      <circle cx={bx + 0.5} cy={by + 0.5} r={0.28} fill="#ffffff" stroke="#0b0d18" strokeWidth={0.06} data-ball={ball} />
    </Svg>
  );
}
