import type { EndpointCall } from 'shared';
import { IDENTITY_STATUSES, type IdentityStatus } from 'contract/identity';
import type { operatorEndpoints } from 'contract/operator-endpoints';
import { QUEUE_PAGE_SIZE } from './queue-filters';

/**
 * The identity queue's filters as the form holds them: a status, '' for all of them, and the
 * search text. Unlike the withdrawal queue it opens on what waits for a decision: 'under_review'.
 */
export interface IdentityFilters {
  status: IdentityStatus | '';
  q: string;
  /** 'true': only submissions with a duplicate-NIC flag (a holder already verified included). */
  flagged: '' | 'true';
}

export type IdentityListQuery = EndpointCall<typeof operatorEndpoints.listIdentityReviews>['query'];

export const DEFAULT_IDENTITY_STATUS: IdentityStatus = 'under_review';

export const defaultIdentityFilters: IdentityFilters = { status: DEFAULT_IDENTITY_STATUS, q: '', flagged: '' };

/** How the URL says "every status": the plain URL already means the default, under review. */
const ALL = 'all';

const isIdentityStatus = (value: string): value is IdentityStatus => (IDENTITY_STATUSES as readonly string[]).includes(value);

/** The filters a URL carries; no status, or an unknown one, is the default. */
export function identityFiltersFromParams(params: URLSearchParams): IdentityFilters {
  const status = params.get('status')?.trim() ?? '';
  return {
    status: status === ALL ? '' : isIdentityStatus(status) ? status : DEFAULT_IDENTITY_STATUS,
    q: params.get('q')?.trim() ?? '',
    flagged: params.get('flagged') === 'true' ? 'true' : '',
  };
}

/** The URL's search params: only what differs from the default, so the plain queue has a plain URL. */
export function identityParamsFor(filters: IdentityFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_IDENTITY_STATUS) params.set('status', filters.status || ALL);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.flagged) params.set('flagged', filters.flagged);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The list request; every status is asked for by naming none. */
export function identityListQueryFor(filters: IdentityFilters, page: number): IdentityListQuery {
  const query: IdentityListQuery = { page, pageSize: QUEUE_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.q) query.q = filters.q;
  if (filters.flagged) query.flagged = filters.flagged;
  return query;
}
