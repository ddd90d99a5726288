import styled from 'styled-components';
import { Button, tokens } from 'shared';
import { MAX_POWER } from 'contract/games';
import { useMessages } from '../../../i18n';

/** The direction pad's arrows, clockwise from up (contract DIRECTIONS), at their places in a 3 × 3 pad. */
const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];
const PAD_PLACES = [1, 2, 5, 8, 7, 6, 3, 0];
/** Each direction's name, clockwise from up. */
export const DIRECTION_WORDS = [
  'miniGolf.direction0',
  'miniGolf.direction1',
  'miniGolf.direction2',
  'miniGolf.direction3',
  'miniGolf.direction4',
  'miniGolf.direction5',
  'miniGolf.direction6',
  'miniGolf.direction7',
] as const;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${tokens.space.md};
`;

const Pad = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 48px);
  grid-template-rows: repeat(3, 48px);
  gap: ${tokens.space.xs};
`;

const Choice = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const PadCentre = styled.span`
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: #ffffff;
  color: #0b0d18;
  font-weight: ${tokens.font.weight.bold};
`;

const PowerColumn = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  justify-items: stretch;
`;

const PowerRow = styled.div`
  display: grid;
  grid-template-columns: repeat(${MAX_POWER}, 44px);
  gap: ${tokens.space.xs};
`;

const Label = styled.span`
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.font.weight.medium};
`;

export interface MiniGolfControlsProps {
  direction: number;
  power: number;
  /** Whether a putt would be taken now: ready, and the ball at rest. */
  canPutt: boolean;
  onDirection(direction: number): void;
  onPower(power: number): void;
  onPutt(): void;
}

/** The aim (8 arrows round the ball), the power (1 to 6 cells) and the putt. */
export function MiniGolfControls({ direction, power, canPutt, onDirection, onPower, onPutt }: MiniGolfControlsProps) {
  const t = useMessages();
  const pad = PAD_PLACES.map((place, index) => [place, index] as const).sort(([a], [b]) => a - b);
  return (
    <Controls>
      <Pad role="group" aria-label={t('miniGolf.aim')}>
        {pad.slice(0, 4).map(([, index]) => (
          <Choice
            key={index}
            type="button"
            aria-pressed={direction === index}
            aria-label={t(DIRECTION_WORDS[index]!)}
            onClick={() => onDirection(index)}
          >
            {ARROWS[index]}
          </Choice>
        ))}
        <PadCentre aria-hidden="true">{power}</PadCentre>
        {pad.slice(4).map(([, index]) => (
          <Choice
            key={index}
            type="button"
            aria-pressed={direction === index}
            aria-label={t(DIRECTION_WORDS[index]!)}
            onClick={() => onDirection(index)}
          >
            {ARROWS[index]}
          </Choice>
        ))}
      </Pad>
      <PowerColumn>
        <Label id="mini-golf-power">{t('miniGolf.power')}</Label>
        <PowerRow role="group" aria-labelledby="mini-golf-power">
          {Array.from({ length: MAX_POWER }, (_, index) => index + 1).map((value) => (
            <Choice key={value} type="button" aria-pressed={power === value} onClick={() => onPower(value)}>
              {value}
            </Choice>
          ))}
        </PowerRow>
        <Button aria-disabled={!canPutt} onClick={onPutt}>
          {t('miniGolf.putt')}
        </Button>
      </PowerColumn>
    </Controls>
  );
}
