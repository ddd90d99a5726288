import { screen, waitFor } from '@testing-library/react';
import {
  answerLater,
  callsTo,
  currentSearch,
  ok,
  openOperatorArea,
  refused,
  stubObjectUrlsBeforeEach,
  withdrawal,
} from '../../../testing/operator-area';

const files = stubObjectUrlsBeforeEach('batch');

const csv = [
  'bank_code,bank_name,branch,account_number,account_holder,amount_lkr,request_code',
  '7010,Bank of Ceylon,Kandy,0012345678,Nimal Perera,5000,WD-7K3M9Q',
  '',
].join('\r\n');
const batch = ok({ batchId: 7, count: 2, totalLkr: 505000, csv });
const summary = (batchId: number) => ({
  batchId,
  createdAt: '2026-11-27T09:00:00.000Z',
  exportedBy: 'operator@example.com',
  count: 2,
  totalLkr: 505000,
  paidBy: null,
  paidReference: null,
  paidAt: null,
});
const list = ok({ items: [withdrawal({ status: 'approved' })], total: 1, page: 1, pageSize: 20 });

// jsdom's Blob has no text(): read it the older way.
const textOf = (file: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(file);
  });

describe('the bank file', () => {
  it('exports the approved requests, offers the CSV as payout-batch-<id>.csv and sums the batch up', async () => {
    const { calls, user } = await openOperatorArea('/operator', { list, exportBatch: batch });
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));

    const link = await screen.findByRole('link', { name: 'Download payout-batch-7.csv' });
    expect(link).toHaveAttribute('href', 'blob:batch-1');
    expect(link).toHaveAttribute('download', 'payout-batch-7.csv');
    expect(screen.getByText('Batch 7: 2 requests, LKR 505,000')).toBeInTheDocument();
    expect(files[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(files[0]!)).toBe(csv);
    expect(callsTo(calls, 'exportBatch')).toHaveLength(1);
    // The exported requests changed (now in a batch): the queue is read again.
    await waitFor(() => expect(callsTo(calls, 'list')).toHaveLength(2));
  });

  it('marks the whole batch paid with one checked reference', async () => {
    const { calls, user } = await openOperatorArea('/operator', {
      list,
      exportBatch: batch,
      markBatchPaid: ok({ batchId: 7, reference: 'TRF 2026/11/001', paid: ['WD-7K3M9Q', 'WD-BIGONE'] }),
    });
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));
    const reference = await screen.findByLabelText('Bank transfer reference for the whole batch');

    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect(await screen.findByText('Enter the bank transfer reference.')).toBeInTheDocument();
    await user.type(reference, '#1');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect(await screen.findByText(/letters, digits, spaces and/)).toBeInTheDocument();
    expect(callsTo(calls, 'markBatchPaid')).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, 'TRF 2026/11/001');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect((await screen.findAllByText('Batch 7 marked as paid: 2 requests.')).length).toBeGreaterThan(0);
    const batchPayments = callsTo(calls, 'markBatchPaid');
    expect(batchPayments.map((call) => call.body)).toEqual([{ batchId: 7, reference: 'TRF 2026/11/001' }]);
    expect(screen.queryByRole('link', { name: 'Download payout-batch-7.csv' })).toBeNull();
  });

  it('exports once, however fast it is pressed twice, and says so while exporting', async () => {
    const { later, answer } = answerLater();
    const { calls, user } = await openOperatorArea('/operator', { list, exportBatch: later });
    await user.dblClick(screen.getByRole('button', { name: 'Export bank file' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeInTheDocument();
    answer(batch);
    expect(await screen.findByRole('link', { name: 'Download payout-batch-7.csv' })).toBeInTheDocument();
    expect(callsTo(calls, 'exportBatch')).toHaveLength(1);
  });

  it("shows the server's answer when no approved request waits for a file", async () => {
    const { user } = await openOperatorArea('/operator', {
      list,
      exportBatch: refused(409, 'NOTHING_TO_EXPORT', 'No approved request is waiting for a bank file.'),
    });
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));
    expect(await screen.findByText('No approved request is waiting for a bank file.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('lists every bank file with its totals, who exported it and who paid it, and downloads a file again from the server', async () => {
    const { calls, user } = await openOperatorArea('/operator', {
      list,
      batches: ok([
        { ...summary(8), status: 'exported' },
        { ...summary(7), status: 'paid', paidBy: 'approver@example.com', paidReference: 'BOC-BULK-7', paidAt: '2026-11-27T10:30:00.000Z' },
      ]),
      batchFile: batch,
    });
    const table = await screen.findByRole('region', { name: 'Every bank file exported, newest first' });
    expect(table).toHaveTextContent('Batch 8');
    expect(table).toHaveTextContent('Exported, not paid');
    expect(table).toHaveTextContent('Reference BOC-BULK-7, by approver@example.com');
    expect(table).toHaveTextContent('operator@example.com');
    expect(table).toHaveTextContent('LKR 505,000');
    expect(screen.queryByRole('button', { name: 'Mark batch 7 as paid...' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download CSV of batch 7' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await textOf(files[0]!)).toBe(csv);
    expect(callsTo(calls, 'batchFile').map((call) => call.params)).toEqual([{ batchId: 7 }]);
  });

  it("names the batch whose file could not be downloaded again, in the server's words", async () => {
    const { user } = await openOperatorArea('/operator', {
      list,
      batches: ok([{ ...summary(8), status: 'exported' }]),
      batchFile: refused(404, 'NOT_FOUND', 'No batch 8.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV of batch 8' }));
    expect(await screen.findByText('The file of batch 8 could not be downloaded: No batch 8.')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });

  it('after a reload finds the batch in hand again (?batch=8): its file from the server, and marks it paid', async () => {
    const { calls, user } = await openOperatorArea('/operator?batch=8', {
      list,
      batches: ok([{ ...summary(8), status: 'exported' }]),
      batchFile: ok({ batchId: 8, count: 2, totalLkr: 505000, csv }),
      markBatchPaid: ok({ batchId: 8, reference: 'TRF-8', paid: ['WD-7K3M9Q'] }),
    });
    expect(await screen.findByText('Batch 8 is exported and not yet marked as paid.')).toBeInTheDocument();
    expect(screen.getByText('Batch 8: 2 requests, LKR 505,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download payout-batch-8.csv' }));
    await waitFor(() => expect(files).toHaveLength(1));

    await user.type(screen.getByLabelText('Bank transfer reference for the whole batch'), 'TRF-8');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect((await screen.findAllByText('Batch 8 marked as paid: 1 request.')).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'markBatchPaid').map((call) => call.body)).toEqual([{ batchId: 8, reference: 'TRF-8' }]);
    expect(currentSearch()).toBe('');
  });

  it('takes an unpaid batch of the list in hand', async () => {
    const { user } = await openOperatorArea('/operator', { list, batches: ok([{ ...summary(8), status: 'exported' }]) });
    await user.click(await screen.findByRole('button', { name: 'Mark batch 8 as paid...' }));
    expect(await screen.findByLabelText('Bank transfer reference for the whole batch')).toBeInTheDocument();
    expect(currentSearch()).toBe('?batch=8');
  });
});
