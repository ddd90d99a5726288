import type { IdentityAuditEntry, IdentityFlag } from 'contract/operator-endpoints';
import { DataTable, NowrapCell } from '../../components/DataTable';
import { FlagList } from '../../components/FlagList';
import { Note, PageSection } from '../../components/PageSection';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identity;

/** What should give the operator pause: an NIC another account used or tried, a bank account in another name. */
export function IdentityFlags({ flags }: { flags: IdentityFlag[] }) {
  return (
    <PageSection aria-labelledby="flags-title">
      <h2 id="flags-title">{text.flags}</h2>
      {flags.length === 0 ? (
        <Note>{text.noFlags}</Note>
      ) : (
        <FlagList flags={flags} />
      )}
    </PageSection>
  );
}

/** Who submitted, opened, viewed the photos of and decided the submission, and when. */
export function IdentityAudit({ audit }: { audit: IdentityAuditEntry[] }) {
  return (
    <PageSection aria-labelledby="identity-audit-title">
      <h2 id="identity-audit-title">{text.audit}</h2>
      {audit.length === 0 ? (
        <Note>{text.auditEmpty}</Note>
      ) : (
        <DataTable caption={text.auditCaption} columns={Object.values(text.auditColumns)}>
          <tbody>
            {audit.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <NowrapCell>{formatDateTime(entry.at)}</NowrapCell>
                <td>{entry.actorEmail}</td>
                <td>{text.auditActions[entry.action]}</td>
                <td>{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </PageSection>
  );
}
