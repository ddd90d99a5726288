import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'shared';
import type { PrivacyRequestItem } from 'contract/privacy-endpoints';
import { DataTable, NowrapCell } from '../../components/DataTable';
import { privacyRequestPath } from '../../lib/back-office-paths';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';
import { Deadline } from './Deadline';

const text = backOfficeMessages.privacyRequests;

/** One page of privacy requests; each link carries the queue's search, so the detail's back link returns to it. */
export function PrivacyQueueTable({ requests, queueSearch }: { requests: PrivacyRequestItem[]; queueSearch: string }) {
  return (
    <DataTable caption={text.caption} columns={Object.values(text.columns)}>
      {requests.map((request) => (
        <tr key={request.id}>
          <th scope="row">{text.kinds[request.kind]}</th>
          <td>{request.email ?? text.noEmail}</td>
          <NowrapCell>{formatDateTime(request.receivedAt)}</NowrapCell>
          <NowrapCell>
            <Deadline request={request} />
          </NowrapCell>
          <td>{text.statuses[request.status]}</td>
          <td>{request.handledBy ?? text.nobody}</td>
          <td>
            <Link to={privacyRequestPath(request.id)} state={{ queueSearch }}>
              {text.open}
              <VisuallyHidden>
                {' '}
                {text.kinds[request.kind]} {formatDateTime(request.receivedAt)}
              </VisuallyHidden>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
