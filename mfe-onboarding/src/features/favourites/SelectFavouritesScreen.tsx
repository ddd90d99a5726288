import { useState } from 'react';
import { CategoryChoices, useGameCategories } from 'shared/choices';
import * as messages from 'contract/messages';
import { ChoiceStep } from '../../components/ChoiceStep';
import { useMessages } from '../../i18n';
import { useSaveFavourites } from './api/save-favourites';

const text = messages.onboarding;

/** Select your favourites (/get-started/selectfav): category tiles, every chosen id saved (docs/decisions/009). */
export default function SelectFavouritesScreen() {
  const t = useMessages();
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
        <CategoryChoices categories={categories.data} chosen={chosen} onToggle={toggle} legend={t('favourites.legend')} />
      ) : null}
    </ChoiceStep>
  );
}
