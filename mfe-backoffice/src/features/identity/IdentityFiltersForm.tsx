import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from 'shared';
import { IDENTITY_STATUSES, identityMessages } from 'contract/identity';
import { FilterButtons, FilterFields, WideField } from '../../components/FilterFields';
import { defaultIdentityFilters, type IdentityFilters } from '../../lib/identity-filters';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identities;
const queueText = backOfficeMessages.queue;

const flaggedOptions = [{ value: 'true', label: text.withFlags }];

const statusOptions = IDENTITY_STATUSES.map((status) => ({ value: status, label: identityMessages.status[status] }));

/**
 * The identity queue's filters, applied together by Search (or Enter); the screen puts them in the
 * URL. "All" is the select's empty choice; Clear filters goes back to the default, under review.
 * Rendered afresh (by key) whenever the URL's filters change, so it always shows them.
 */
export function IdentityFiltersForm({ applied, onApply }: { applied: IdentityFilters; onApply: (filters: IdentityFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const field = (key: keyof IdentityFilters) => ({
    name: key,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <FilterFields role="search" aria-label={queueText.filtersTitle} onSubmit={submit}>
      <WideField>
        <TextField {...field('q')} label={text.search} type="search" maxLength={254} autoComplete="off" />
      </WideField>
      <SelectField {...field('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
      <SelectField {...field('flagged')} label={text.flagged} placeholder={text.anyFlags} options={flaggedOptions} />
      <FilterButtons>
        <Button type="submit">{queueText.apply}</Button>
        <Button variant="secondary" onClick={() => onApply(defaultIdentityFilters)}>
          {queueText.clear}
        </Button>
      </FilterButtons>
    </FilterFields>
  );
}
