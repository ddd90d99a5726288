import { messages } from 'shared';
import type { AuditEntry, LedgerLine } from 'contract/operator-endpoints';
import { DataTable, NowrapCell as Nowrap } from '../../components/DataTable';
import { Note, PageSection as Section } from '../../components/PageSection';
import { formatDateTime, formatSigned } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.request;

/** The player's newest ledger lines: how the coins came and went. */
export function LedgerTable({ ledger }: { ledger: LedgerLine[] }) {
  return (
    <Section aria-labelledby="ledger-title">
      <h2 id="ledger-title">{text.ledger}</h2>
      {ledger.length === 0 ? (
        <Note>{text.ledgerEmpty}</Note>
      ) : (
        <DataTable caption={text.ledgerCaption} columns={[text.ledgerColumns.at, text.ledgerColumns.amount, text.ledgerColumns.reason]}>
          <tbody>
            {ledger.map((line, index) => (
              <tr key={`${line.at}-${index}`}>
                <Nowrap>{formatDateTime(line.at)}</Nowrap>
                <td className="number">{formatSigned(line.amount)}</td>
                <td>{line.reason}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}

/** Who did what to the request, and when, from the append-only audit trail. */
export function AuditTable({ audit }: { audit: AuditEntry[] }) {
  return (
    <Section aria-labelledby="audit-title">
      <h2 id="audit-title">{text.audit}</h2>
      {audit.length === 0 ? (
        <Note>{text.auditEmpty}</Note>
      ) : (
        <DataTable caption={text.auditCaption} columns={Object.values(text.auditColumns)}>
          <tbody>
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
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}
