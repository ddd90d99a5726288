import { useState } from 'react';
import styled from 'styled-components';
import { tokens, useSharedMessages, VisuallyHidden } from 'shared';
import * as messages from 'contract/messages';
import { ChoiceStep, ChoiceTile, Choices } from '../../components/ChoiceStep';
import { useMessages } from '../../i18n';
import { useGameCategories } from './api/get-game-categories';
import { useSaveFavourites } from './api/save-favourites';

const text = messages.onboarding;

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

/** Select your favourites (/get-started/selectfav): category tiles, every chosen id saved (docs/decisions/009). */
export default function SelectFavouritesScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const [chosen, setChosen] = useState<number[]>([]);
  const saveFavourites = useSaveFavourites();
  const categories = useGameCategories();

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <ChoiceStep
      step={2}
      words={{
        heading: t('favourites.heading'),
        intro: t('favourites.intro'),
        retry: t('favourites.retry'),
        submit: t('favourites.submit'),
        loading: text.loadingCategories,
      }}
      list={categories}
      write={saveFavourites}
      submit={chosen.length === 0 ? null : () => saveFavourites.run(chosen)}
    >
      {categories.data ? (
        <Tiles>
          <VisuallyHidden as="legend">{t('favourites.legend')}</VisuallyHidden>
          {categories.data.map((category) => (
            <Tile key={category.id}>
              <input
                type="checkbox"
                name="gameCategoryIds"
                value={category.id}
                checked={chosen.includes(category.id)}
                onChange={() => toggle(category.id)}
              />
              {localize(category.name).toUpperCase()}
            </Tile>
          ))}
        </Tiles>
      ) : null}
    </ChoiceStep>
  );
}
