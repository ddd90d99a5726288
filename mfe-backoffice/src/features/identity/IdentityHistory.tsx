import type { IdentityAuditEntry, IdentityFlag } from 'contract/operator-endpoints';
import { DataTable, NowrapCell } from '../../components/DataTable';
import { FlagList } from '../../components/FlagList';
import { ListSection } from '../../components/PageSection';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identity;

/** What should give the operator pause: an NIC another account used or tried, a bank account in another name. */
export function IdentityFlags({ flags }: { flags: IdentityFlag[] }) {
  return (
    <ListSection id="flags-title" title={text.flags} count={flags.length} empty={text.noFlags}>
      <FlagList flags={flags} />
    </ListSection>
  );
}

/** Who submitted, opened, viewed the photos of and decided the submission, and when. */
export function IdentityAudit({ audit }: { audit: IdentityAuditEntry[] }) {
  return (
    <ListSection id="identity-audit-title" title={text.audit} count={audit.length} empty={text.auditEmpty}>
      <DataTable caption={text.auditCaption} columns={Object.values(text.auditColumns)}>
        {audit.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <NowrapCell>{formatDateTime(entry.at)}</NowrapCell>
            <td>{entry.actorEmail}</td>
            <td>{text.auditActions[entry.action]}</td>
            <td>{entry.reason ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
