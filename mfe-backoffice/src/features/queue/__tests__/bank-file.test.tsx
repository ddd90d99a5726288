import { screen, waitFor } from '@testing-library/react';
import type { StubAnswer } from 'shared/testing';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  ok,
  refused,
  renderOperatorArea,
  routes,
  signInBeforeEach,
  stubOperatorApi,
  withdrawal,
} from '../../../testing/operator-area';

signInBeforeEach();

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

const files: Blob[] = [];
beforeEach(() => {
  files.length = 0;
  // jsdom has no object URLs: record the file and hand out a stand-in URL.
  URL.createObjectURL = jest.fn((file: Blob) => {
    files.push(file);
    return `blob:batch-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});

describe('the bank file', () => {
  it('exports the approved requests, offers the CSV as payout-batch-<id>.csv and sums the batch up', async () => {
    const calls = stubOperatorApi({ list, exportBatch: batch, batches: ok([]) });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));

    const link = await screen.findByRole('link', { name: 'Download payout-batch-7.csv' });
    expect(link).toHaveAttribute('href', 'blob:batch-1');
    expect(link).toHaveAttribute('download', 'payout-batch-7.csv');
    expect(screen.getByText('Batch 7: 2 requests, LKR 505,000')).toBeInTheDocument();
    expect(files[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(files[0]!)).toBe(csv);
    expect(calls.filter((call) => `${call.method} ${call.url}` === routes.exportBatch)).toHaveLength(1);
    // The exported requests changed (now in a batch): the queue is read again.
    await waitFor(() => expect(calls.filter((call) => `${call.method} ${call.url}` === routes.list)).toHaveLength(2));
  });

  it('marks the whole batch paid with one checked reference', async () => {
    const calls = stubOperatorApi({
      list,
      batches: ok([]),
      exportBatch: batch,
      markBatchPaid: ok({ batchId: 7, reference: 'TRF 2026/11/001', paid: ['WD-7K3M9Q', 'WD-BIGONE'] }),
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));
    const reference = await screen.findByLabelText('Bank transfer reference for the whole batch');

    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect(await screen.findByText('Enter the bank transfer reference.')).toBeInTheDocument();
    await user.type(reference, '#1');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect(await screen.findByText(/letters, digits, spaces and/)).toBeInTheDocument();
    expect(calls.filter((call) => `${call.method} ${call.url}` === routes.markBatchPaid)).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, 'TRF 2026/11/001');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect((await screen.findAllByText('Batch 7 marked as paid: 2 requests.')).length).toBeGreaterThan(0);
    const batchPayments = calls.filter((call) => `${call.method} ${call.url}` === routes.markBatchPaid);
    expect(batchPayments.map((call) => call.body)).toEqual([{ batchId: 7, reference: 'TRF 2026/11/001' }]);
    expect(screen.queryByRole('link', { name: 'Download payout-batch-7.csv' })).toBeNull();
  });

  it('exports once, however fast it is pressed twice, and says so while exporting', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    const calls = stubOperatorApi({ list, batches: ok([]), exportBatch: new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.dblClick(screen.getByRole('button', { name: 'Export bank file' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeInTheDocument();
    answer(batch);
    expect(await screen.findByRole('link', { name: 'Download payout-batch-7.csv' })).toBeInTheDocument();
    expect(calls.filter((call) => `${call.method} ${call.url}` === routes.exportBatch)).toHaveLength(1);
  });

  it("shows the server's answer when no approved request waits for a file", async () => {
    stubOperatorApi({
      list,
      batches: ok([]),
      exportBatch: refused(409, 'NOTHING_TO_EXPORT', 'No approved request is waiting for a bank file.'),
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));
    expect(await screen.findByText('No approved request is waiting for a bank file.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('lists every bank file with its totals, who exported it and who paid it, and downloads a file again from the server', async () => {
    const calls = stubOperatorApi({
      list,
      batches: ok([
        { ...summary(8), status: 'exported' },
        { ...summary(7), status: 'paid', paidBy: 'approver@example.com', paidReference: 'BOC-BULK-7', paidAt: '2026-11-27T10:30:00.000Z' },
      ]),
      batchFile: batch,
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
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
    expect(calls.filter((call) => `${call.method} ${call.url}` === routes.batchFile).map((call) => call.params)).toEqual([{ batchId: 7 }]);
  });

  it("names the batch whose file could not be downloaded again, in the server's words", async () => {
    stubOperatorApi({ list, batches: ok([{ ...summary(8), status: 'exported' }]), batchFile: refused(404, 'NOT_FOUND', 'No batch 8.') });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(await screen.findByRole('button', { name: 'Download CSV of batch 8' }));
    expect(await screen.findByText('The file of batch 8 could not be downloaded: No batch 8.')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });

  it('after a reload finds the batch in hand again (?batch=8): its file from the server, and marks it paid', async () => {
    const calls = stubOperatorApi({
      list,
      batches: ok([{ ...summary(8), status: 'exported' }]),
      batchFile: ok({ batchId: 8, count: 2, totalLkr: 505000, csv }),
      markBatchPaid: ok({ batchId: 8, reference: 'TRF-8', paid: ['WD-7K3M9Q'] }),
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator?batch=8');
    expect(await screen.findByText('Batch 8 is exported and not yet marked as paid.')).toBeInTheDocument();
    expect(screen.getByText('Batch 8: 2 requests, LKR 505,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download payout-batch-8.csv' }));
    await waitFor(() => expect(files).toHaveLength(1));

    await user.type(screen.getByLabelText('Bank transfer reference for the whole batch'), 'TRF-8');
    await user.click(screen.getByRole('button', { name: 'Mark batch as paid' }));
    expect((await screen.findAllByText('Batch 8 marked as paid: 1 request.')).length).toBeGreaterThan(0);
    expect(calls.filter((call) => `${call.method} ${call.url}` === routes.markBatchPaid).map((call) => call.body)).toEqual([
      { batchId: 8, reference: 'TRF-8' },
    ]);
    expect(currentSearch()).toBe('');
  });

  it('takes an unpaid batch of the list in hand', async () => {
    stubOperatorApi({ list, batches: ok([{ ...summary(8), status: 'exported' }]) });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(await screen.findByRole('button', { name: 'Mark batch 8 as paid...' }));
    expect(await screen.findByLabelText('Bank transfer reference for the whole batch')).toBeInTheDocument();
    expect(currentSearch()).toBe('?batch=8');
  });
});
