import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, contentOf, FormMessages, TextField, tokens, useApi, useFormSubmit, useSession } from 'shared';
import { operatorEndpoints, type PayoutBatch } from 'contract/operator-endpoints';
import { useInvalidateAccountReads } from 'shared/queries';
import { bodyProblem } from '../../lib/body-problem';
import { failureMessage } from '../../lib/failure-message';
import { backOfficeMessages } from '../../messages';
import { exportPayoutBatch } from './api/export-payout-batch';
import { markBatchPaid } from './api/mark-batch-paid';
import { payoutBatchFile, saveCsv, usePayoutBatches } from './api/payout-batches';
import { PayoutBatchList } from './PayoutBatchList';

const text = backOfficeMessages.bankFile;
const referenceTexts = { missing: backOfficeMessages.actions.referenceRequired, wrong: backOfficeMessages.actions.referenceInvalid };

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  h2, p { margin: 0; }
  h2 { font-size: ${tokens.font.size.lg}; }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.md};
  & > :first-child { flex: 1 1 280px; }
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
  const api = useApi();
  const { accessToken } = useSession();
  const invalidate = useInvalidateAccountReads();
  const batches = usePayoutBatches();
  const [batchInHand, selectBatch] = useBatchInHand();
  // The file just exported, while this page lives; after a reload the list has the batch and the server its file.
  const [exported, setExported] = useState<PayoutBatch | null>(null);
  const listed = batches.data?.find((batch) => batch.batchId === batchInHand && batch.status === 'exported');
  const batch = exported?.batchId === batchInHand ? exported : listed ? { batchId: listed.batchId, count: listed.count, totalLkr: listed.totalLkr, csv: null } : null;
  const downloadUrl = useDownloadUrl(exported?.batchId === batchInHand ? exported : null);
  const [downloading, setDownloading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [paidNotice, setPaidNotice] = useState<string | null>(null);

  async function exportFile() {
    if (!accessToken || exporting) return;
    setExporting(true);
    setExportError(null);
    setPaidNotice(null);
    try {
      const file = await contentOf(exportPayoutBatch(api, accessToken));
      setExported(file);
      selectBatch(file.batchId);
      setReference('');
      setPayError(null);
    } catch (error) {
      // 409 when no approved request waits: the server's message says so.
      setExportError(failureMessage(error, backOfficeMessages.actions.failed));
    } finally {
      setExporting(false);
      await invalidate(operatorEndpoints.listWithdrawals, operatorEndpoints.getWithdrawal, operatorEndpoints.listPayoutBatches);
    }
  }

  /** After a reload the CSV is not in the page: read again from the server, the same bytes. */
  async function downloadAgain(batchId: number) {
    if (!accessToken || downloading) return;
    setDownloading(true);
    setPayError(null);
    try {
      saveCsv((await contentOf(payoutBatchFile(api, accessToken, batchId))).csv, text.fileName(batchId));
    } catch (error) {
      setPayError(failureMessage(error, backOfficeMessages.actions.failed));
    } finally {
      setDownloading(false);
    }
  }

  function takeInHand(batchId: number) {
    setPaidNotice(null);
    setPayError(null);
    setReference('');
    selectBatch(batchId);
  }

  const form = useFormSubmit(async () => {
    if (!accessToken || !batch) return;
    setPayError(null);
    const { MarkBatchPaidBody } = await import('contract/schemas');
    const problem = bodyProblem(MarkBatchPaidBody, { batchId: batch.batchId, reference }, { reference: referenceTexts });
    if (problem) {
      setPayError(problem);
      return;
    }
    setPaying(true);
    try {
      const paid = await contentOf(markBatchPaid(api, accessToken, batch.batchId, reference.trim()));
      // Said once, in the section's own status line (a notice as well would announce it twice).
      setExported(null);
      selectBatch(null);
      setPaidNotice(text.paid(paid.batchId, paid.paid.length));
    } catch (error) {
      setPayError(failureMessage(error, backOfficeMessages.actions.failed));
    } finally {
      setPaying(false);
      await invalidate(operatorEndpoints.listWithdrawals, operatorEndpoints.getWithdrawal, operatorEndpoints.listPayoutBatches);
    }
  });

  return (
    <Section aria-labelledby="bank-file-title">
      <h2 id="bank-file-title">{text.title}</h2>
      <p>{text.intro}</p>
      <div>
        <Button onClick={exportFile} busy={exporting}>
          {exporting ? text.exporting : text.export}
        </Button>
      </div>
      <FormMessages error={exportError} status={batch ? text.summary(batch.batchId, batch.count, batch.totalLkr) : paidNotice} />
      {batch ? (
        <>
          {batch.csv === null ? <p>{text.inHand(batch.batchId)}</p> : null}
          <p>
            {batch.csv !== null && downloadUrl ? (
              <a href={downloadUrl} download={text.fileName(batch.batchId)}>
                {text.download(batch.batchId)}
              </a>
            ) : (
              <Button variant="secondary" busy={downloading} onClick={() => downloadAgain(batch.batchId)}>
                {downloading ? text.downloading : text.download(batch.batchId)}
              </Button>
            )}
          </p>
          <Row {...form} noValidate>
            <TextField
              name="reference"
              label={text.reference}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              error={payError}
              maxLength={64}
              autoComplete="off"
            />
            <Button type="submit" busy={paying}>
              {paying ? text.markingPaid : text.markPaid}
            </Button>
          </Row>
        </>
      ) : null}
      <PayoutBatchList onPay={takeInHand} />
    </Section>
  );
}
