import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField, tokens } from 'shared';
import type { Filters, UrlFilters } from '../lib/url-filters';
import { backOfficeMessages } from '../messages';

const text = backOfficeMessages.queue;

/** A queue's filter form: fields in as many columns as fit, the buttons at the end of the last row. */
export const FilterFields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  align-items: end;
`;

/** A field that needs room (the search text): two columns, one on a phone. */
const WideField = styled.div`
  grid-column: span 2;
  @media (max-width: 420px) {
    grid-column: auto;
  }
`;

const FilterButtons = styled.div`
  grid-column: span 2;
  display: flex;
  gap: ${tokens.space.sm};
  @media (max-width: 420px) {
    grid-column: auto;
    flex-wrap: wrap;
  }
`;

/** What a filter's field is given: its name, the draft's value, and how to change it. */
export interface FilterFieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export interface FiltersFormProps<F extends Filters & { q: string }> {
  list: UrlFilters<F>;
  searchLabel: string;
  /** The list's own fields after the search text. */
  children: (field: (key: keyof F & string) => FilterFieldProps) => ReactNode;
}

/**
 * A queue's filters, applied together by Search (or Enter in any field); the list puts them in the
 * URL, and Clear filters goes back to its defaults. Key it by `list.formKey`: rendered afresh
 * whenever the URL's filters change, it always shows them.
 */
export function FiltersForm<F extends Filters & { q: string }>({ list, searchLabel, children }: FiltersFormProps<F>) {
  const [draft, setDraft] = useState(list.filters);
  const field = (key: keyof F & string): FilterFieldProps => ({
    name: key,
    value: draft[key] ?? '',
    onChange: (event) => setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <FilterFields
      role="search"
      aria-label={text.filtersTitle}
      onSubmit={(event) => {
        event.preventDefault();
        list.apply(draft);
      }}
    >
      <WideField>
        <TextField {...field('q')} label={searchLabel} type="search" maxLength={254} autoComplete="off" />
      </WideField>
      {children(field)}
      <FilterButtons>
        <Button type="submit">{text.apply}</Button>
        <Button variant="secondary" onClick={() => list.apply(list.spec.defaults)}>
          {text.clear}
        </Button>
      </FilterButtons>
    </FilterFields>
  );
}
