import styled from 'styled-components';
import { tokens } from 'shared';

/** What a status says, whatever it is of: waiting for the player or an operator, moving, done, refused, or over. */
export type PillTone = 'waiting' | 'moving' | 'done' | 'refused' | 'over';

const tones: Record<PillTone, { background: string; color: string }> = {
  waiting: { background: '#3a3212', color: tokens.color.primary },
  moving: { background: '#14284a', color: tokens.color.focus },
  done: { background: tokens.color.successSurface, color: tokens.color.success },
  refused: { background: tokens.color.dangerSurface, color: tokens.color.danger },
  over: { background: tokens.color.surface, color: tokens.color.textMuted },
};

/** A status in a small pill, one line, coloured by its tone: a withdrawal's, the identity's. */
export const StatusPill = styled.span<{ $tone: PillTone }>`
  white-space: nowrap;
  line-height: 1.6;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  background: ${({ $tone }) => tones[$tone].background};
  color: ${({ $tone }) => tones[$tone].color};
`;
