import { WITHDRAWAL_STATUSES, type EndpointCall, type WithdrawalStatus } from 'shared';
import type { operatorEndpoints } from 'contract/operator-endpoints';

/** The queue's filters as the form and the URL hold them: text, '' when not set. */
export interface QueueFilters {
  status: WithdrawalStatus | '';
  minAmount: string;
  maxAmount: string;
  from: string;
  to: string;
  q: string;
}

export type ListQuery = EndpointCall<typeof operatorEndpoints.listWithdrawals>['query'];

export const QUEUE_PAGE_SIZE = 20;

const FILTER_KEYS = ['status', 'minAmount', 'maxAmount', 'from', 'to', 'q'] as const satisfies readonly (keyof QueueFilters)[];

export const noFilters: QueueFilters = { status: '', minAmount: '', maxAmount: '', from: '', to: '', q: '' };

/** The filters a URL carries; an unknown status is dropped rather than sent to be refused. */
export function filtersFromParams(params: URLSearchParams): QueueFilters {
  const read = (key: keyof QueueFilters) => params.get(key)?.trim() ?? '';
  const status = read('status') as WithdrawalStatus;
  return { ...noFilters, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, read(key)])), status: (WITHDRAWAL_STATUSES as readonly string[]).includes(status) ? status : '' };
}

/** The page a URL asks for: 1 unless it names a whole number above 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The URL's search params for these filters and page: only what is set, so a plain queue has a plain URL. */
export function paramsFor(filters: QueueFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The list request for these filters and page. */
export function listQueryFor(filters: QueueFilters, page: number): ListQuery {
  const query: ListQuery = { page, pageSize: QUEUE_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.minAmount) query.minAmount = filters.minAmount;
  if (filters.maxAmount) query.maxAmount = filters.maxAmount;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q) query.q = filters.q;
  return query;
}
