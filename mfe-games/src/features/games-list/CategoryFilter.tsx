import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import { GAME_CATEGORIES, isCategoryName, type GameCategoryName } from 'contract/games';
import { useMessages } from '../../i18n';

const Filters = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border-radius: ${tokens.radius.pill};
    border: 1px solid ${tokens.color.border};
    color: ${tokens.color.text};
    text-decoration: none;
    font-weight: ${tokens.font.weight.medium};
  }
  a[aria-current='page'] {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
  }
  a:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** The category the list shows (?category=board: a direct open, a new tab and Back all keep it); null for every game. */
export function useCategoryFilter(): GameCategoryName | null {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category');
  return isCategoryName(category) ? category : null;
}

/**
 * One link per category, the player's favourites first (`favourites`, in the catalogue's order),
 * then the rest: links, so the choice is in the address and Back undoes it.
 */
export function CategoryFilter({ favourites }: { favourites: readonly GameCategoryName[] }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const selected = useCategoryFilter();
  const ordered = [...favourites, ...GAME_CATEGORIES.filter((category) => !favourites.includes(category))];
  const link = (category: GameCategoryName | null, label: string) => (
    <li key={category ?? 'all'}>
      <Link to={category ? `?category=${category}` : '.'} aria-current={selected === category ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <Filters aria-label={t('list.categories')}>
      <ul>
        {link(null, t('list.allCategories'))}
        {ordered.map((category) => link(category, localize(category).toUpperCase()))}
      </ul>
    </Filters>
  );
}
