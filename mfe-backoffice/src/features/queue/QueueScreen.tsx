import { QueueResults } from '../../components/QueueResults';
import { useUrlFilters } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';
import { useWithdrawalPage } from './api/list-withdrawals';
import { BankFileExport } from './BankFileExport';
import { QueueFiltersForm, queueFilters } from './QueueFiltersForm';
import { QueueTable } from './QueueTable';

const text = backOfficeMessages.queue;

/**
 * /operator: the withdrawal requests, filtered and paged. The filters and the page live in the
 * URL's search params, so a reload, a shared link or a new tab shows the same queue.
 */
export default function QueueScreen() {
  const list = useUrlFilters(queueFilters);
  const read = useWithdrawalPage(list.query);

  return (
    <>
      <h1>{text.title}</h1>
      <QueueFiltersForm key={list.formKey} list={list} />
      <BankFileExport />
      <QueueResults read={read} list={list} text={text}>
        {(items) => <QueueTable withdrawals={items} queueSearch={list.queueSearch} />}
      </QueueResults>
    </>
  );
}
