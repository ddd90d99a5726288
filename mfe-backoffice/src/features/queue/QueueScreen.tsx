import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadedData, tokens } from 'shared';
import { failureMessage } from '../../lib/failure-message';
import { filtersFromParams, listQueryFor, pageFromParams, paramsFor, type QueueFilters } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';
import { useWithdrawalPage } from './api/list-withdrawals';
import { BankFileExport } from './BankFileExport';
import { Pagination } from './Pagination';
import { QueueFiltersForm } from './QueueFiltersForm';
import { QueueTable } from './QueueTable';

const text = backOfficeMessages.queue;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  p { margin: 0; }
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
`;

/**
 * /operator: the withdrawal requests, filtered and paged. The filters and the page live in the
 * URL's search params, so a reload, a shared link or a new tab shows the same queue.
 */
export default function QueueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const page = pageFromParams(searchParams);
  const { data, error, retry } = useWithdrawalPage(listQueryFor(filters, page));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const search = paramsFor(filters, page).toString();

  // New filters start again at page 1.
  const applyFilters = (next: QueueFilters) => setSearchParams(paramsFor(next, 1));

  return (
    <>
      <h1>{text.title}</h1>
      <QueueFiltersForm key={paramsFor(filters, 1).toString()} applied={filters} onApply={applyFilters} />
      <BankFileExport />
      <Results aria-labelledby="queue-results" aria-busy={data === undefined || undefined}>
        <h2 id="queue-results">{data ? text.total(data.total) : text.caption}</h2>
        <LoadedData loading={data === undefined} failure={data === undefined && error ? failureMessage(error, backOfficeMessages.loadFailed) : null} onRetry={retry}>
          {data && data.items.length > 0 ? <QueueTable withdrawals={data.items} queueSearch={search ? `?${search}` : ''} /> : <Muted>{text.empty}</Muted>}
          {/* Also past the last page (a stale link): Previous leads back to the requests. */}
          {data && data.total > 0 ? <Pagination page={page} pages={pages} onPage={(next) => setSearchParams(paramsFor(filters, next))} /> : null}
        </LoadedData>
      </Results>
    </>
  );
}
