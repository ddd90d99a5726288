import { useSearchParams } from 'react-router-dom';

/** How many rows a list's page asks for. */
export const QUEUE_PAGE_SIZE = 20;

/** A list's filters as the form and the URL hold them: text, '' when not set. */
export type Filters = Record<string, string>;

/** A list's filters: what they are in a plain URL (and after Clear filters), and the values a select may take. */
export interface FilterSpec<F extends Filters> {
  defaults: F;
  /** A value outside these (a stale or edited link) is the filter's default rather than sent to be refused. */
  choices?: { readonly [K in keyof F]?: readonly string[] };
}

/** The list request's filters: only those set. */
export type FilterQuery<F extends Filters> = { page: number; pageSize: number } & { [K in keyof F]?: Exclude<F[K], ''> };

/** How the URL says "any" for a filter whose plain URL means another default (the identity queue's under review). */
const ANY = 'all';

function filtersFromParams<F extends Filters>({ defaults, choices = {} }: FilterSpec<F>, params: URLSearchParams): F {
  const read = (key: string, fallback: string) => {
    const value = params.get(key)?.trim() ?? '';
    if (value === ANY && fallback !== '') return '';
    const allowed = choices[key];
    return allowed && !allowed.includes(value) ? fallback : value;
  };
  return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, read(key, fallback)])) as F;
}

/** The page a URL asks for: 1 unless it names a whole number above 1. */
function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only what differs from the default, so the plain list has a plain URL. */
function paramsFor<F extends Filters>({ defaults }: FilterSpec<F>, filters: F, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = filters[key]!.trim();
    if (value !== fallback) params.set(key, value || ANY);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * A list's filters and page, kept in the URL's search params: a reload, a shared link or a new tab
 * shows the same list, and a row's link back finds it again (`queueSearch`).
 */
export function useUrlFilters<F extends Filters>(spec: FilterSpec<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(spec, searchParams);
  const page = pageFromParams(searchParams);
  const search = paramsFor(spec, filters, page).toString();
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return {
    spec,
    filters,
    page,
    query: { page, pageSize: QUEUE_PAGE_SIZE, ...set } as FilterQuery<F>,
    queueSearch: search ? `?${search}` : '',
    /** Changes with the URL's filters: a form keyed by it shows them afresh. */
    formKey: paramsFor(spec, filters, 1).toString(),
    // New filters start again at page 1.
    apply: (next: F) => setSearchParams(paramsFor(spec, next, 1)),
    goTo: (next: number) => setSearchParams(paramsFor(spec, filters, next)),
  };
}

export type UrlFilters<F extends Filters> = ReturnType<typeof useUrlFilters<F>>;
