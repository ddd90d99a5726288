import { useSearchParams } from 'react-router-dom';
import { QueueResults } from '../../components/QueueResults';
import { identityFiltersFromParams, identityListQueryFor, identityParamsFor, type IdentityFilters } from '../../lib/identity-filters';
import { pageFromParams } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';
import { useIdentityReviewPage } from './api/list-identity-reviews';
import { IdentityFiltersForm } from './IdentityFiltersForm';
import { IdentityQueueTable } from './IdentityQueueTable';

const text = backOfficeMessages.identities;

/**
 * /operator/identities: the players' identity submissions, opening on those under review. The
 * filters and the page live in the URL, as in the withdrawal queue.
 */
export default function IdentityQueueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = identityFiltersFromParams(searchParams);
  const page = pageFromParams(searchParams);
  const read = useIdentityReviewPage(identityListQueryFor(filters, page));
  const search = identityParamsFor(filters, page).toString();

  // New filters start again at page 1.
  const applyFilters = (next: IdentityFilters) => setSearchParams(identityParamsFor(next, 1));

  return (
    <>
      <h1>{text.title}</h1>
      <IdentityFiltersForm key={identityParamsFor(filters, 1).toString()} applied={filters} onApply={applyFilters} />
      <QueueResults
        read={read}
        page={page}
        onPage={(next) => setSearchParams(identityParamsFor(filters, next))}
        caption={text.caption}
        total={text.total}
        empty={text.empty}
      >
        {(items) => <IdentityQueueTable reviews={items} queueSearch={search ? `?${search}` : ''} />}
      </QueueResults>
    </>
  );
}
