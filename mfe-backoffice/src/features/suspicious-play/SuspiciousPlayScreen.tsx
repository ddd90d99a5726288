import { useSearchParams } from 'react-router-dom';
import { SelectField } from 'shared';
import { GAME_IDS, games, isGameId } from 'contract/games';
import { FilterFields } from '../../components/FilterFields';
import { Note } from '../../components/PageSection';
import { QueueResults } from '../../components/QueueResults';
import { pageFromParams } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';
import { useSuspiciousPlayPage } from './api/list-suspicious-play';
import { SuspiciousPlayTable } from './SuspiciousPlayTable';

const text = backOfficeMessages.suspiciousPlay;
const PAGE_SIZE = 20;
const gameOptions = GAME_IDS.map((gameId) => ({ value: gameId, label: games[gameId].title }));

/** Only what is set: a plain list has a plain URL. */
function paramsFor(gameId: string | undefined, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (gameId) params.set('game', gameId);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * /operator/suspicious-play (ADR 041): players whose games were refused, perfect at a pace
 * few humans keep, or dealt again and again, per game, the most recently seen first. For review:
 * nothing here refuses or pays anything. The game and the page live in the URL, as in the queues.
 */
export default function SuspiciousPlayScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const game = searchParams.get('game');
  const gameId = isGameId(game) ? game : undefined;
  const page = pageFromParams(searchParams);
  const read = useSuspiciousPlayPage({ ...(gameId ? { gameId } : {}), page, pageSize: PAGE_SIZE });

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
          value={gameId ?? ''}
          // A new game starts again at page 1.
          onChange={(event) => setSearchParams(paramsFor(event.target.value || undefined, 1))}
        />
      </FilterFields>
      <QueueResults
        read={read}
        page={page}
        onPage={(next) => setSearchParams(paramsFor(gameId, next))}
        caption={text.caption}
        total={text.total}
        empty={text.empty}
      >
        {(items) => <SuspiciousPlayTable players={items} />}
      </QueueResults>
    </>
  );
}
