import type { PrivacyRequestItem } from 'contract/privacy-endpoints';
import { SecondaryLine } from '../../components/DataTable';
import { WarningBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.privacyRequests;

/** An open request within this many days of its deadline is marked due soon. */
export const DUE_SOON_DAYS = 7;

/** The deadline, marked overdue or due soon while the request is open. */
export function Deadline({ request, now = Date.now() }: { request: Pick<PrivacyRequestItem, 'dueAt' | 'status'>; now?: number }) {
  const due = new Date(request.dueAt).getTime();
  const mark =
    request.status !== 'open' ? null : due < now ? text.overdue : due - now < DUE_SOON_DAYS * 24 * 60 * 60 * 1000 ? text.dueSoon : null;
  return (
    <>
      {formatDateTime(request.dueAt)}
      {mark ? (
        <SecondaryLine>
          <WarningBadge>{mark}</WarningBadge>
        </SecondaryLine>
      ) : null}
    </>
  );
}
