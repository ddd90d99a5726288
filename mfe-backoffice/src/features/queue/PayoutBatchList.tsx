import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormMessages, LoadedData, tokens } from 'shared';
import { DataTable, NowrapCell as Nowrap, SecondaryLine } from '../../components/DataTable';
import { ActionButtons, Note } from '../../components/PageSection';
import { failureMessage } from '../../lib/failure-message';
import { formatDateTime, formatLkr, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';
import { useDownloadBatchFile } from './api/download-batch-file';
import { usePayoutBatches } from './api/payout-batches';

const text = backOfficeMessages.batches;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${tokens.font.size.md};
  }
`;

/**
 * Every bank file exported (ADR 043), as the server keeps them: a reload, another tab or another
 * operator sees the same list. Each file downloads again (the same bytes); an unpaid batch can be
 * taken in hand to be marked paid.
 */
export function PayoutBatchList({ onPay }: { onPay: (batchId: number) => void }) {
  const read = usePayoutBatches();
  const download = useDownloadBatchFile();
  // Which row's file was pressed last: its button is busy, and a failure names its batch.
  const [pressed, setPressed] = useState<number | null>(null);
  const busyRow = download.busy ? pressed : null;

  function press(batchId: number) {
    if (download.busy) return;
    setPressed(batchId);
    void download.run(batchId);
  }

  const batches = read.data;
  return (
    <Section aria-labelledby="bank-files-title">
      <h3 id="bank-files-title">{text.title}</h3>
      <FormMessages error={download.error && pressed !== null ? text.downloadFailed(pressed, download.error) : null} status={null} />
      <LoadedData
        loading={batches === undefined}
        failure={batches === undefined && read.error ? failureMessage(read.error, backOfficeMessages.loadFailed) : null}
        onRetry={read.retry}
      >
        {batches && batches.length > 0 ? (
          <DataTable caption={text.caption} columns={Object.values(text.columns)}>
            {batches.map((batch) => (
              <tr key={batch.batchId}>
                <Nowrap as="th" scope="row">
                  {text.batch(batch.batchId)}
                </Nowrap>
                <Nowrap>{formatDateTime(batch.createdAt)}</Nowrap>
                <td>{batch.exportedBy}</td>
                <td className="number">{formatNumber(batch.count)}</td>
                <td className="number">{formatLkr(batch.totalLkr)}</td>
                <Nowrap>{text.status[batch.status]}</Nowrap>
                <td>
                  {batch.paidAt ? (
                    <>
                      <Nowrap as="span">{formatDateTime(batch.paidAt)}</Nowrap>
                      <SecondaryLine>{text.paidDetails(batch.paidBy, batch.paidReference)}</SecondaryLine>
                    </>
                  ) : (
                    text.notPaid
                  )}
                </td>
                <td>
                  <ActionButtons>
                    <Button variant="secondary" busy={busyRow === batch.batchId} onClick={() => press(batch.batchId)}>
                      {busyRow === batch.batchId ? download.status : text.download(batch.batchId)}
                    </Button>
                    {batch.status === 'exported' ? (
                      <Button variant="secondary" onClick={() => onPay(batch.batchId)}>
                        {text.pay(batch.batchId)}
                      </Button>
                    ) : null}
                  </ActionButtons>
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <Note>{text.empty}</Note>
        )}
      </LoadedData>
    </Section>
  );
}
