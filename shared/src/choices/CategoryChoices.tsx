import styled from 'styled-components';
import { tokens, useSharedMessages, VisuallyHidden, type GameCategory } from 'shared';
import { ChoiceTile, Choices } from './tiles';

const Tiles = styled(Choices)`
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${tokens.space.sm};
`;

const Tile = styled(ChoiceTile)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 72px;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  border: 2px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  &:has(input:checked) {
    border-color: ${tokens.color.primary};
    background: ${tokens.color.surfaceRaised};
    color: ${tokens.color.primary};
  }
`;

/** The game categories as checkbox tiles (field gameCategoryIds), named in the page's language. */
export function CategoryChoices({
  categories,
  chosen,
  onToggle,
  legend,
}: {
  categories: GameCategory[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
  legend: string;
}) {
  const localize = useSharedMessages();
  return (
    <Tiles>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {categories.map((category) => (
        <Tile key={category.id}>
          <input
            type="checkbox"
            name="gameCategoryIds"
            value={category.id}
            checked={chosen.includes(category.id)}
            onChange={() => onToggle(category.id)}
          />
          {localize(category.name).toUpperCase()}
        </Tile>
      ))}
    </Tiles>
  );
}
