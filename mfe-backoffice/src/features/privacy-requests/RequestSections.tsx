import type { PrivacyRequestDetail, PrivacyRequestEvent } from 'contract/privacy-endpoints';
import { DataTable, NowrapCell } from '../../components/DataTable';
import { Facts, type Entry } from '../../components/Facts';
import { ListSection } from '../../components/PageSection';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';
import { Deadline } from './Deadline';

const text = backOfficeMessages.privacyRequests;

/** The request itself: whose, when it came and is due, where it stands, who decided it; a contact-form request's message. */
export function RequestFacts({ request }: { request: PrivacyRequestDetail }) {
  const entries: Entry[] = [
    [text.kind, text.kinds[request.kind]],
    [text.player, request.email ?? text.noEmail],
    [text.received, formatDateTime(request.receivedAt)],
    [text.due, <Deadline key="due" request={request} />],
    [text.status, text.statuses[request.status]],
    [text.handledBy, request.handledBy ?? text.notYet],
    [text.handledAt, request.handledAt ? formatDateTime(request.handledAt) : text.notYet],
  ];
  if (request.contactMessage !== null) entries.push([text.message, request.contactMessage]);
  return <Facts id="request-title" title={text.request} entries={entries} />;
}

const actorOf = (event: PrivacyRequestEvent) =>
  event.actorRole === 'operator' ? (event.actorEmail ?? text.nobody) : text.roles[event.actorRole];

/** Every step of the request, each operator's reading included, oldest first. */
export function PrivacyTrail({ events }: { events: PrivacyRequestEvent[] }) {
  return (
    <ListSection id="privacy-trail-title" title={text.trail} count={events.length} empty={text.trailEmpty}>
      <DataTable caption={text.trailCaption} columns={Object.values(text.trailColumns)}>
        {events.map((event, index) => (
          <tr key={`${event.at}-${index}`}>
            <NowrapCell>{formatDateTime(event.at)}</NowrapCell>
            <td>{actorOf(event)}</td>
            <td>{event.action}</td>
            <td>{event.note ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
