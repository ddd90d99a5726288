import { SelectField } from 'shared';
import { IDENTITY_STATUSES, identityMessages, type IdentityStatus } from 'contract/identity';
import { FiltersForm } from '../../components/FilterFields';
import type { FilterSpec, UrlFilters } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identities;

/** The identity queue's filters as the form and the URL hold them: a status ('' for all of them), the search text, the flagged ones only. */
export type IdentityFilters = {
  status: IdentityStatus | '';
  q: string;
  /** 'true': only submissions with a duplicate-NIC flag (a holder already verified included). */
  flagged: '' | 'true';
};

/** Unlike the withdrawal queue it opens on what waits for a decision: under review ("All" is `?status=all`). */
export const identityFilters: FilterSpec<IdentityFilters> = {
  defaults: { status: 'under_review', q: '', flagged: '' },
  choices: { status: IDENTITY_STATUSES, flagged: ['true'] },
};

const flaggedOptions = [{ value: 'true', label: text.withFlags }];

const statusOptions = IDENTITY_STATUSES.map((status) => ({ value: status, label: identityMessages.status[status] }));

/** The identity queue's filters: the search text, a status ("All" is the select's empty choice) and flagged only. */
export function IdentityFiltersForm({ list }: { list: UrlFilters<IdentityFilters> }) {
  return (
    <FiltersForm list={list} searchLabel={text.search}>
      {(field) => (
        <>
          <SelectField {...field('status')} label={text.status} placeholder={text.allStatuses} options={statusOptions} />
          <SelectField {...field('flagged')} label={text.flagged} placeholder={text.anyFlags} options={flaggedOptions} />
        </>
      )}
    </FiltersForm>
  );
}
