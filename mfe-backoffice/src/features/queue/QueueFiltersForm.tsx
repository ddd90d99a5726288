import { useState, type FormEvent } from 'react';
import { Button, messages, SelectField, TextField, WITHDRAWAL_STATUSES } from 'shared';
import { FilterButtons, FilterFields, WideField } from '../../components/FilterFields';
import { noFilters, type QueueFilters } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.queue;

const statusOptions = WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: messages.withdrawalStatus[status] }));

/**
 * The queue's filters, applied together by Search (or Enter in any field); the screen puts them in
 * the URL. Rendered afresh (by key) whenever the URL's filters change, so it always shows them.
 */
export function QueueFiltersForm({ applied, onApply }: { applied: QueueFilters; onApply: (filters: QueueFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const field = (key: keyof QueueFilters) => ({
    name: key,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <FilterFields role="search" aria-label={text.filtersTitle} onSubmit={submit}>
      <WideField>
        <TextField {...field('q')} label={text.search} type="search" maxLength={254} autoComplete="off" />
      </WideField>
      <SelectField {...field('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
      <TextField {...field('minAmount')} label={text.minAmount} type="number" min={0} step={1} inputMode="numeric" />
      <TextField {...field('maxAmount')} label={text.maxAmount} type="number" min={0} step={1} inputMode="numeric" />
      <TextField {...field('from')} label={text.from} type="date" />
      <TextField {...field('to')} label={text.to} type="date" />
      <FilterButtons>
        <Button type="submit">{text.apply}</Button>
        <Button variant="secondary" onClick={() => onApply(noFilters)}>
          {text.clear}
        </Button>
      </FilterButtons>
    </FilterFields>
  );
}
