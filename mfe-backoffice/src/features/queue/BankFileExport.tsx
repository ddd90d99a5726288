import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FormMessages, TextField, tokens, useFormSubmit } from 'shared';
import type { PayoutBatch } from 'contract/operator-endpoints';
import { PageSection } from '../../components/PageSection';
import { backOfficeMessages } from '../../messages';
import { useDownloadBatchFile } from './api/download-batch-file';
import { useExportPayoutBatch } from './api/export-payout-batch';
import { useMarkBatchPaid } from './api/mark-batch-paid';
import { usePayoutBatches } from './api/payout-batches';
import { PayoutBatchList } from './PayoutBatchList';

const text = backOfficeMessages.bankFile;

const Section = styled(PageSection)`
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.md};
  & > :first-child {
    flex: 1 1 280px;
  }
`;

/** The batch's CSV as a file to save; the URL is let go when the batch is replaced or the page closes. */
function useDownloadUrl(batch: PayoutBatch | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!batch) return;
    const objectUrl = URL.createObjectURL(new Blob([batch.csv], { type: 'text/csv;charset=utf-8' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [batch]);
  return url;
}

/** The batch in hand lives in the URL (`?batch=7`), so a reload mid-task finds it again. */
const BATCH_PARAM = 'batch';

function useBatchInHand(): [number | null, (batchId: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const batchId = Number(searchParams.get(BATCH_PARAM));
  const select = (next: number | null) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === null) updated.delete(BATCH_PARAM);
        else updated.set(BATCH_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return [Number.isSafeInteger(batchId) && batchId > 0 ? batchId : null, select];
}

/**
 * Export bank file: claims every approved request into a batch, offers its CSV, then marks the
 * whole batch paid with one reference. Every batch stays listed below with its file (ADR 043).
 */
export function BankFileExport() {
  const batches = usePayoutBatches();
  const exportBatch = useExportPayoutBatch();
  const markPaid = useMarkBatchPaid();
  // After a reload the CSV is not in the page: read again from the server, the same bytes.
  const downloadAgain = useDownloadBatchFile();
  const [batchInHand, selectBatch] = useBatchInHand();
  // The file just exported, while this page lives; after a reload the list has the batch and the server its file.
  const [exported, setExported] = useState<PayoutBatch | null>(null);
  const listed = batches.data?.find((batch) => batch.batchId === batchInHand && batch.status === 'exported');
  const batch =
    exported?.batchId === batchInHand
      ? exported
      : listed
        ? { batchId: listed.batchId, count: listed.count, totalLkr: listed.totalLkr, csv: null }
        : null;
  const downloadUrl = useDownloadUrl(exported?.batchId === batchInHand ? exported : null);
  const [reference, setReference] = useState('');
  const [paidNotice, setPaidNotice] = useState<string | null>(null);

  /** A batch newly in hand starts with an empty reference and no message of the one before. */
  function takeInHand(batchId: number) {
    setPaidNotice(null);
    markPaid.clear();
    downloadAgain.clear();
    setReference('');
    selectBatch(batchId);
  }

  async function exportFile() {
    setPaidNotice(null);
    const done = await exportBatch.run();
    if (!done) return;
    setExported(done.output);
    takeInHand(done.output.batchId);
  }

  const form = useFormSubmit(async () => {
    if (!batch) return;
    const done = await markPaid.run({ batchId: batch.batchId, reference });
    if (!done) return;
    // Said once, in the section's own status line (a notice as well would announce it twice).
    setExported(null);
    selectBatch(null);
    setPaidNotice(text.paid(done.output.batchId, done.output.paid.length));
  });

  return (
    <Section aria-labelledby="bank-file-title">
      <h2 id="bank-file-title">{text.title}</h2>
      <p>{text.intro}</p>
      <div>
        <Button onClick={exportFile} busy={exportBatch.busy}>
          {exportBatch.status ?? text.export}
        </Button>
      </div>
      <FormMessages error={exportBatch.error} status={batch ? text.summary(batch.batchId, batch.count, batch.totalLkr) : paidNotice} />
      {batch ? (
        <>
          {batch.csv === null ? <p>{text.inHand(batch.batchId)}</p> : null}
          <p>
            {batch.csv !== null && downloadUrl ? (
              <a href={downloadUrl} download={text.fileName(batch.batchId)}>
                {text.download(batch.batchId)}
              </a>
            ) : (
              <Button variant="secondary" busy={downloadAgain.busy} onClick={() => void downloadAgain.run(batch.batchId)}>
                {downloadAgain.status ?? text.download(batch.batchId)}
              </Button>
            )}
          </p>
          <Row {...form} noValidate>
            <TextField
              name="reference"
              label={text.reference}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              error={markPaid.error ?? downloadAgain.error}
              maxLength={64}
              autoComplete="off"
            />
            <Button type="submit" busy={markPaid.busy}>
              {markPaid.status ?? text.markPaid}
            </Button>
          </Row>
        </>
      ) : null}
      <PayoutBatchList onPay={takeInHand} />
    </Section>
  );
}
