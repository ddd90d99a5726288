import { SelectField, TextField, WITHDRAWAL_STATUSES, type WithdrawalStatus } from 'shared';
import * as messages from 'contract/messages';
import { FiltersForm } from '../../components/FilterFields';
import type { FilterSpec, UrlFilters } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.queue;

/** The queue's filters as the form and the URL hold them: text, '' when not set (every status, any amount, any date). */
export type QueueFilters = {
  status: WithdrawalStatus | '';
  minAmount: string;
  maxAmount: string;
  from: string;
  to: string;
  q: string;
};

export const queueFilters: FilterSpec<QueueFilters> = {
  defaults: { status: '', minAmount: '', maxAmount: '', from: '', to: '', q: '' },
  choices: { status: WITHDRAWAL_STATUSES },
};

const statusOptions = WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: messages.withdrawalStatus[status] }));

/** The withdrawal queue's filters: the search text, a status, an amount range and a date range. */
export function QueueFiltersForm({ list }: { list: UrlFilters<QueueFilters> }) {
  return (
    <FiltersForm list={list} searchLabel={text.search}>
      {(field) => (
        <>
          <SelectField {...field('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
          <TextField {...field('minAmount')} label={text.minAmount} type="number" min={0} step={1} inputMode="numeric" />
          <TextField {...field('maxAmount')} label={text.maxAmount} type="number" min={0} step={1} inputMode="numeric" />
          <TextField {...field('from')} label={text.from} type="date" />
          <TextField {...field('to')} label={text.to} type="date" />
        </>
      )}
    </FiltersForm>
  );
}
