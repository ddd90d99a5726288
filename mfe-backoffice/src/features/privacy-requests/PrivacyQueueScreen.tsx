import { SelectField } from 'shared';
import { privacyRequestKinds, privacyRequestStatuses } from 'contract/schemas';
import { FilterFields } from '../../components/FilterFields';
import { Note } from '../../components/PageSection';
import { QueueResults } from '../../components/QueueResults';
import { useUrlFilters, type FilterSpec } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';
import { usePrivacyRequestPage } from './api/privacy-reads';
import { PrivacyQueueTable } from './PrivacyQueueTable';

const text = backOfficeMessages.privacyRequests;

type PrivacyFilters = { kind: string; status: string };

/** It opens on what waits for an answer: the open requests ("All statuses" is `?status=all`). */
const privacyFilters: FilterSpec<PrivacyFilters> = {
  defaults: { kind: '', status: 'open' },
  choices: { kind: privacyRequestKinds, status: privacyRequestStatuses },
};

const kindOptions = privacyRequestKinds.map((kind) => ({ value: kind, label: text.kinds[kind] }));
const statusOptions = privacyRequestStatuses.map((status) => ({ value: status, label: text.statuses[status] }));

/**
 * /operator/privacy-requests (ADR 060): every privacy request with its 30-day deadline, the nearest
 * first, by kind and status. The filters and the page live in the URL, as in the other queues.
 */
export default function PrivacyQueueScreen() {
  const list = useUrlFilters(privacyFilters);
  const read = usePrivacyRequestPage(list.query as Parameters<typeof usePrivacyRequestPage>[0]);
  const select = (name: keyof PrivacyFilters) => ({
    name,
    value: list.filters[name],
    onChange: (event: { target: { value: string } }) => list.apply({ ...list.filters, [name]: event.target.value }),
  });

  return (
    <>
      <h1>{text.title}</h1>
      <Note>{text.intro}</Note>
      <FilterFields role="search" aria-label={backOfficeMessages.queue.filtersTitle} onSubmit={(event) => event.preventDefault()}>
        <SelectField {...select('kind')} label={text.kind} placeholder={text.allKinds} options={kindOptions} />
        <SelectField {...select('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
      </FilterFields>
      <QueueResults read={read} list={list} text={text}>
        {(items) => <PrivacyQueueTable requests={items} queueSearch={list.queueSearch} />}
      </QueueResults>
    </>
  );
}
