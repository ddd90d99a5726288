import { useState } from 'react';
import styled from 'styled-components';
import { Button, contentOf, FormMessages, LoadedData, tokens, useApi, useSession } from 'shared';
import type { PayoutBatchSummary } from 'contract/operator-endpoints';
import { DataTable, NowrapCell as Nowrap } from '../../components/DataTable';
import { Note } from '../../components/PageSection';
import { failureMessage } from '../../lib/failure-message';
import { formatDateTime, formatLkr, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';
import { payoutBatchFile, saveCsv, usePayoutBatches } from './api/payout-batches';

const text = backOfficeMessages.batches;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  h3, p { margin: 0; }
  h3 { font-size: ${tokens.font.size.md}; }
`;

const Secondary = styled.span`
  display: block;
  color: ${tokens.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/**
 * Every bank file exported (ADR 043), as the server keeps them: a reload, another tab or another
 * operator sees the same list. Each file downloads again (the same bytes); an unpaid batch can be
 * taken in hand to be marked paid.
 */
export function PayoutBatchList({ onPay }: { onPay: (batchId: number) => void }) {
  const api = useApi();
  const { accessToken } = useSession();
  const read = usePayoutBatches();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(batch: PayoutBatchSummary) {
    if (!accessToken || downloading !== null) return;
    setDownloading(batch.batchId);
    setDownloadError(null);
    try {
      const file = await contentOf(payoutBatchFile(api, accessToken, batch.batchId));
      saveCsv(file.csv, backOfficeMessages.bankFile.fileName(batch.batchId));
    } catch (error) {
      setDownloadError(text.downloadFailed(batch.batchId, failureMessage(error, backOfficeMessages.actions.failed)));
    } finally {
      setDownloading(null);
    }
  }

  const batches = read.data;
  return (
    <Section aria-labelledby="bank-files-title">
      <h3 id="bank-files-title">{text.title}</h3>
      <FormMessages error={downloadError} status={null} />
      <LoadedData loading={batches === undefined} failure={batches === undefined && read.error ? failureMessage(read.error, backOfficeMessages.loadFailed) : null} onRetry={read.retry}>
        {batches && batches.length > 0 ? (
          <DataTable caption={text.caption} columns={Object.values(text.columns)}>
            <tbody>
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
                        <Secondary>{text.paidDetails(batch.paidBy, batch.paidReference)}</Secondary>
                      </>
                    ) : (
                      text.notPaid
                    )}
                  </td>
                  <td>
                    <Actions>
                      <Button variant="secondary" busy={downloading === batch.batchId} onClick={() => download(batch)}>
                        {downloading === batch.batchId ? backOfficeMessages.bankFile.downloading : text.download(batch.batchId)}
                      </Button>
                      {batch.status === 'exported' ? (
                        <Button variant="secondary" onClick={() => onPay(batch.batchId)}>
                          {text.pay(batch.batchId)}
                        </Button>
                      ) : null}
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <Note>{text.empty}</Note>
        )}
      </LoadedData>
    </Section>
  );
}
