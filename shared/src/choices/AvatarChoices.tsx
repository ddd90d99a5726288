import styled from 'styled-components';
import { tokens, VisuallyHidden, type AvatarImage } from 'shared';
import { ChoiceTile, Choices } from './tiles';

/** Onboarding's step: three large tiles a row. A page beside other settings: as many small ones as fit. */
const Grid = styled(Choices)<{ $small: boolean }>`
  grid-template-columns: ${({ $small }) => ($small ? 'repeat(auto-fill, minmax(72px, 1fr))' : 'repeat(3, 1fr)')};
  gap: ${({ $small }) => ($small ? tokens.space.sm : tokens.space.md)};
`;

const Choice = styled(ChoiceTile)`
  display: block;
  aspect-ratio: 1;
  border-radius: ${tokens.radius.lg};
  border: 3px solid transparent;
  background: ${tokens.color.surfaceRaised};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    display: block;
  }
  &:has(input:checked) {
    border-color: ${tokens.color.primary};
    box-shadow: 0 0 0 3px rgb(255 197 61 / 25%);
  }
`;

/** The avatars as a 3-column grid of radio tiles (field avatarImageId), one chosen. */
export function AvatarChoices({
  avatars,
  selected,
  onSelect,
  legend,
  small = false,
}: {
  avatars: { avatarImagePath: string; data: AvatarImage[] };
  selected: number | null;
  onSelect: (id: number) => void;
  legend: string;
  small?: boolean;
}) {
  return (
    <Grid $small={small}>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {avatars.data.map((avatar) => (
        <Choice key={avatar.id}>
          <input
            type="radio"
            name="avatarImageId"
            value={avatar.id}
            checked={selected === avatar.id}
            onChange={() => onSelect(avatar.id)}
            aria-label={avatar.name}
          />
          <img
            src={`${avatars.avatarImagePath.replace(/\/+$/, '')}/${avatar.avatarImageUrl}`}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
          />
        </Choice>
      ))}
    </Grid>
  );
}
