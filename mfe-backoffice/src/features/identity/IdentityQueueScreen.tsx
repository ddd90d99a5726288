import { QueueResults } from '../../components/QueueResults';
import { useUrlFilters } from '../../lib/url-filters';
import { backOfficeMessages } from '../../messages';
import { useIdentityReviewPage } from './api/list-identity-reviews';
import { IdentityFiltersForm, identityFilters } from './IdentityFiltersForm';
import { IdentityQueueTable } from './IdentityQueueTable';

const text = backOfficeMessages.identities;

/**
 * /operator/identities: the players' identity submissions, opening on those under review. The
 * filters and the page live in the URL, as in the withdrawal queue.
 */
export default function IdentityQueueScreen() {
  const list = useUrlFilters(identityFilters);
  const read = useIdentityReviewPage(list.query);

  return (
    <>
      <h1>{text.title}</h1>
      <IdentityFiltersForm key={list.formKey} list={list} />
      <QueueResults read={read} list={list} text={text}>
        {(items) => <IdentityQueueTable reviews={items} queueSearch={list.queueSearch} />}
      </QueueResults>
    </>
  );
}
