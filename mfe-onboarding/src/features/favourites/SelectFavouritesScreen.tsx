import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Form,
  FormMessages,
  Heading,
  messages,
  Muted,
  tokens,
  useFormSubmit,
  useSharedMessages,
  VisuallyHidden,
} from 'shared';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { useGameCategories } from './api/get-game-categories';
import { useSaveFavourites } from './api/save-favourites';

const text = messages.onboarding;

const Tiles = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Tile = styled.label`
  position: relative;
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
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) { border-color: ${tokens.color.primary}; background: ${tokens.color.surfaceRaised}; color: ${tokens.color.primary}; }
  &:has(input:focus-visible) { outline: 3px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

/** Select your favourites (/get-started/selectfav): category tiles, every chosen id saved (docs/decisions/009). */
export default function SelectFavouritesScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const [chosen, setChosen] = useState<number[]>([]);
  const saveFavourites = useSaveFavourites();
  const formHandlers = useFormSubmit(async () => {
    await saveFavourites.run(chosen);
  });
  const { categories, isLoading: loading, error: listFailure, retry: retryList } = useGameCategories();

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <GetStartedLayout step={2}>
      <Heading>{t('favourites.heading')}</Heading>
      <Muted>{t('favourites.intro')}</Muted>
      <Form noValidate {...formHandlers}>
        {categories ? (
          <Tiles>
            <VisuallyHidden as="legend">{t('favourites.legend')}</VisuallyHidden>
            {categories.map((category) => (
              <Tile key={category.id}>
                <input type="checkbox" name="gameCategoryIds" value={category.id} checked={chosen.includes(category.id)} onChange={() => toggle(category.id)} />
                {localize(category.name).toUpperCase()}
              </Tile>
            ))}
          </Tiles>
        ) : null}
        <FormMessages error={saveFavourites.error ?? (listFailure ? text.somethingWrong : null)} status={saveFavourites.status ?? (loading ? text.loadingCategories : null)} />
        {listFailure && !categories ? (
          // The list did not load: no choice is possible until it does.
          <Button variant="secondary" onClick={retryList}>
            {t('favourites.retry')}
          </Button>
        ) : null}
        <Button type="submit" busy={saveFavourites.busy} disabled={chosen.length === 0}>
          {t('favourites.submit')}
        </Button>
      </Form>
    </GetStartedLayout>
  );
}
