import { SelectField } from 'shared';
import { GAME_IDS, games, isGameId } from 'contract/games';
import { FilterFields } from '../../components/FilterFields';
import { Note } from '../../components/PageSection';
import { QueueResults } from '../../components/QueueResults';
import { useUrlFilters, type FilterSpec } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';
import { useSuspiciousPlayPage } from './api/list-suspicious-play';
import { SuspiciousPlayTable } from './SuspiciousPlayTable';

const text = backOfficeMessages.suspiciousPlay;
const gameOptions = GAME_IDS.map((gameId) => ({ value: gameId, label: games[gameId].title }));
const gameFilter: FilterSpec<{ game: string }> = { defaults: { game: '' }, choices: { game: GAME_IDS } };

/**
 * /operator/suspicious-play (ADR 041): players whose games were refused, perfect at a pace
 * few humans keep, or dealt again and again, per game, the most recently seen first. For review:
 * nothing here refuses or pays anything. The game and the page live in the URL, as in the queues.
 */
export default function SuspiciousPlayScreen() {
  const list = useUrlFilters(gameFilter);
  const { game, page, pageSize } = list.query;
  const read = useSuspiciousPlayPage({ ...(isGameId(game) ? { gameId: game } : {}), page, pageSize });

  return (
    <>
      <h1>{text.title}</h1>
      <Note>{text.intro}</Note>
      <FilterFields role="search" aria-label={backOfficeMessages.queue.filtersTitle} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          name="game"
          label={text.game}
          placeholder={text.allGames}
          options={gameOptions}
          value={list.filters.game}
          onChange={(event) => list.apply({ game: event.target.value })}
        />
      </FilterFields>
      <QueueResults read={read} list={list} text={text}>
        {(items) => <SuspiciousPlayTable players={items} />}
      </QueueResults>
    </>
  );
}
