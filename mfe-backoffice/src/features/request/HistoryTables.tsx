import * as messages from 'contract/messages';
import type { AuditEntry, LedgerLine } from 'contract/operator-endpoints';
import { DataTable, NowrapCell as Nowrap } from '../../components/DataTable';
import { ListSection } from '../../components/PageSection';
import { formatDateTime, formatSigned } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.request;

/** The player's newest ledger lines: how the coins came and went. */
export function LedgerTable({ ledger }: { ledger: LedgerLine[] }) {
  return (
    <ListSection id="ledger-title" title={text.ledger} count={ledger.length} empty={text.ledgerEmpty}>
      <DataTable caption={text.ledgerCaption} columns={[text.ledgerColumns.at, text.ledgerColumns.amount, text.ledgerColumns.reason]}>
        {ledger.map((line, index) => (
          <tr key={`${line.at}-${index}`}>
            <Nowrap>{formatDateTime(line.at)}</Nowrap>
            <td className="number">{formatSigned(line.amount)}</td>
            <td>{line.reason}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}

/** Who did what to the request, and when, from the append-only audit trail. */
export function AuditTable({ audit }: { audit: AuditEntry[] }) {
  return (
    <ListSection id="audit-title" title={text.audit} count={audit.length} empty={text.auditEmpty}>
      <DataTable caption={text.auditCaption} columns={Object.values(text.auditColumns)}>
        {audit.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <Nowrap>{formatDateTime(entry.at)}</Nowrap>
            <td>{entry.actorEmail}</td>
            <td>{entry.actorRole}</td>
            <td>{text.auditActions[entry.action]}</td>
            <Nowrap>
              {messages.withdrawalStatus[entry.fromStatus]} → {messages.withdrawalStatus[entry.toStatus]}
            </Nowrap>
            <td>{[entry.reason, entry.reference].filter(Boolean).join(' · ')}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
