import styled from 'styled-components';
import { tokens } from 'shared';
import type { Sound } from '../lib/sound';
import { useMessages } from '../i18n';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 48px;
  cursor: pointer;
  font-weight: ${tokens.font.weight.medium};
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${tokens.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** Sound on or off for every game (off until the player turns it on). */
export function SoundToggle({ sound }: { sound: Sound }) {
  const t = useMessages();
  return (
    <Label>
      <input type="checkbox" role="switch" checked={sound.on} onChange={(event) => sound.setOn(event.target.checked)} />
      {t('sound.label')}
    </Label>
  );
}
