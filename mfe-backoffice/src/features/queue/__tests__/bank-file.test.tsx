import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderOperatorArea, routes, signInBeforeEach, stubOperatorApi, withdrawal } from '../../../testing/operator-area';

signInBeforeEach();

const csv = [
  'bank_code,bank_name,branch,account_number,account_holder,amount_lkr,request_code',
  '7010,Bank of Ceylon,Kandy,0012345678,Nimal Perera,5000,WD-7K3M9Q',
  '',
].join('\r\n');
const batch = ok({ batchId: 7, count: 2, totalLkr: 505000, csv });
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
    const calls = stubOperatorApi({ list, exportBatch: batch });
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
    const calls = stubOperatorApi({ list, exportBatch: batch, markBatchPaid: ok({ batchId: 7, reference: 'TRF 2026/11/001', paid: ['WD-7K3M9Q', 'WD-BIGONE'] }) });
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

  it("shows the server's answer when no approved request waits for a file", async () => {
    stubOperatorApi({ list, exportBatch: refused(409, 'NOTHING_TO_EXPORT', 'No approved request is waiting for a bank file.') });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    await user.click(screen.getByRole('button', { name: 'Export bank file' }));
    expect(await screen.findByText('No approved request is waiting for a bank file.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });
});
