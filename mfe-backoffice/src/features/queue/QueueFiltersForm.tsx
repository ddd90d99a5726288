import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, messages, SelectField, TextField, tokens, WITHDRAWAL_STATUSES } from 'shared';
import { noFilters, type QueueFilters } from '../../lib/queue-filters';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.queue;

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  align-items: end;
`;

const Search = styled.div`
  grid-column: span 2;
  @media (max-width: 420px) { grid-column: auto; }
`;

const Buttons = styled.div`
  grid-column: span 2;
  display: flex;
  gap: ${tokens.space.sm};
  @media (max-width: 420px) { grid-column: auto; flex-wrap: wrap; }
`;

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
    <Fields role="search" aria-label={text.filtersTitle} onSubmit={submit}>
      <Search>
        <TextField {...field('q')} label={text.search} type="search" maxLength={254} autoComplete="off" />
      </Search>
      <SelectField {...field('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
      <TextField {...field('minAmount')} label={text.minAmount} type="number" min={0} step={1} inputMode="numeric" />
      <TextField {...field('maxAmount')} label={text.maxAmount} type="number" min={0} step={1} inputMode="numeric" />
      <TextField {...field('from')} label={text.from} type="date" />
      <TextField {...field('to')} label={text.to} type="date" />
      <Buttons>
        <Button type="submit">{text.apply}</Button>
        <Button variant="secondary" onClick={() => onApply(noFilters)}>
          {text.clear}
        </Button>
      </Buttons>
    </Fields>
  );
}
