import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadedData, tokens } from 'shared';
import { failureMessage } from '../lib/failure-message';
import { backOfficeMessages } from '../messages';
import { Note } from './PageSection';
import { Pagination } from './Pagination';

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

/** One page of a list as the server answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

export interface QueueResultsProps<T> {
  /** The read of the page (shared/queries): nothing yet, the page, or the failure with its Retry. */
  read: { data: ListPage<T> | undefined; error: unknown; retry: () => void };
  /** The page shown, and how to go to another (the URL's, lib/url-filters). */
  list: { page: number; goTo: (page: number) => void };
  /** The list's words: the heading until the page is read (the table's caption), then its total; the note when nothing matches. */
  text: { caption: string; total: (count: number) => string; empty: string };
  children: (items: T[]) => ReactNode;
}

/** A queue's results under their heading: loading, failed with Retry, empty, or the table and its pages. */
export function QueueResults<T>({
  read: { data, error, retry },
  list: { page, goTo },
  text: { caption, total, empty },
  children,
}: QueueResultsProps<T>) {
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Results aria-labelledby="queue-results" aria-busy={data === undefined || undefined}>
      <h2 id="queue-results">{data ? total(data.total) : caption}</h2>
      <LoadedData
        loading={data === undefined}
        failure={data === undefined && error ? failureMessage(error, backOfficeMessages.loadFailed) : null}
        onRetry={retry}
      >
        {data && data.items.length > 0 ? children(data.items) : <Note>{empty}</Note>}
        {/* Also past the last page (a stale link): Previous leads back to the list. */}
        {data && data.total > 0 ? <Pagination page={page} pages={pages} onPage={goTo} /> : null}
      </LoadedData>
    </Results>
  );
}
