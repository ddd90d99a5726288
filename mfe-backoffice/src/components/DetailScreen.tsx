import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoadedData } from 'shared';
import { queueSearchOf } from '../lib/back-office-paths';
import { failureMessage } from '../lib/failure-message';
import { backOfficeMessages } from '../messages';
import { ScreenStack } from './PageSection';

export interface DetailScreenProps<T> {
  /** The queue it was opened from: the back link returns to it with that queue's filters and page. */
  queue: string;
  back: string;
  title: string;
  /** The read of the thing shown (shared/queries): nothing yet, the thing, or the failure with its Retry. */
  read: { data: T | undefined; error: unknown; retry: () => void };
  children: (data: T) => ReactNode;
}

/** One thing in full (a request, an identity): the back link to its queue, its title, then its sections once read. */
export function DetailScreen<T>({ queue, back, title, read: { data, error, retry }, children }: DetailScreenProps<T>) {
  const location = useLocation();
  return (
    <ScreenStack>
      <Link to={`${queue}${queueSearchOf(location.state)}`}>← {back}</Link>
      <h1>{title}</h1>
      <LoadedData
        loading={data === undefined}
        failure={data === undefined && error ? failureMessage(error, backOfficeMessages.loadFailed) : null}
        onRetry={retry}
      >
        {data === undefined ? null : children(data)}
      </LoadedData>
    </ScreenStack>
  );
}
