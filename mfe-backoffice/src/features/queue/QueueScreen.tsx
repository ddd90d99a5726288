import { useSearchParams } from 'react-router-dom';
import { QueueResults } from '../../components/QueueResults';
import { filtersFromParams, listQueryFor, pageFromParams, paramsFor, type QueueFilters } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';
import { useWithdrawalPage } from './api/list-withdrawals';
import { BankFileExport } from './BankFileExport';
import { QueueFiltersForm } from './QueueFiltersForm';
import { QueueTable } from './QueueTable';

const text = backOfficeMessages.queue;

/**
 * /operator: the withdrawal requests, filtered and paged. The filters and the page live in the
 * URL's search params, so a reload, a shared link or a new tab shows the same queue.
 */
export default function QueueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const page = pageFromParams(searchParams);
  const read = useWithdrawalPage(listQueryFor(filters, page));
  const search = paramsFor(filters, page).toString();

  // New filters start again at page 1.
  const applyFilters = (next: QueueFilters) => setSearchParams(paramsFor(next, 1));

  return (
    <>
      <h1>{text.title}</h1>
      <QueueFiltersForm key={paramsFor(filters, 1).toString()} applied={filters} onApply={applyFilters} />
      <BankFileExport />
      <QueueResults read={read} page={page} onPage={(next) => setSearchParams(paramsFor(filters, next))} caption={text.caption} total={text.total} empty={text.empty}>
        {(items) => <QueueTable withdrawals={items} queueSearch={search ? `?${search}` : ''} />}
      </QueueResults>
    </>
  );
}
