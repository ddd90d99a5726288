/**
 * The bank file (ADR 027): approved requests not yet in a file become one batch, exported as
 * RFC 4180 CSV safe from formula injection, audited per request; the batch is then marked paid
 * under one reference, each request audited and its player mailed.
 */
import { operatorEndpoints } from 'contract/operator-endpoints';
import { csvCell, csvText } from '../src/domain/payout-batches';
import { describeEachDatabase } from './support/database';
import {
  act,
  APPROVER,
  exportBatch,
  markBatchPaid,
  OPERATOR,
  operatorFor,
  pendingRequest,
  recordingMailer,
  requestState,
  signedInOperator,
} from './support/payouts';
import { bearer, stackFor } from './support/test-apps';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+94 77', "'+94 77"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', `"'\tTab"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    // Split on a semicolon or a tab (a spreadsheet's other separators), a formula starts after it.
    ['Kandy;=1+1', `"Kandy;'=1+1"`],
    ['Kandy; =1+1', `"Kandy; '=1+1"`],
    ['Kandy\t=1+1', `"Kandy\t'=1+1"`],
    ['\t=1+1', `"'\t'=1+1"`],
    ['a,@SUM(A1)', `"a,'@SUM(A1)"`],
    ['two\n-lines', `"two\n'-lines"`],
    ['Kandy - Main Street', 'Kandy - Main Street'],
    ['Anne-Marie', 'Anne-Marie'],
    [null, ''],
    [500000, '500000'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
  });
});

describeEachDatabase('payout batches', (context) => {
  const mailer = recordingMailer();
  const stack = stackFor(context, { mailer });
  const operator = operatorFor(stack, context, OPERATOR);

  it('answers 409 NOTHING_TO_EXPORT when no approved request waits, leaving no batch', async () => {
    const response = await exportBatch(stack.api, operator.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_code: 'NOTHING_TO_EXPORT', message: 'No approved request is waiting for a bank file.' });
    expect((await context.db.query('SELECT id FROM payout_batches')).rows).toEqual([]);
  });

  it('exports the approved requests once, escaped, audited; marks the batch paid under one reference', async () => {
    const first = await pendingRequest(stack, context.db);
    const second = await pendingRequest(stack, context.db);
    const pending = await pendingRequest(stack, context.db);
    // A hostile account holder name, as stored before any rule (the CSV must not trust the rules).
    await context.db.query(
      `UPDATE withdrawal_requests SET account_holder_name = '=HYPERLINK("http://evil.example","Click")', branch_name = 'Kandy, Main' WHERE code = $1`,
      [second.code],
    );
    for (const { code } of [first, second]) expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);

    const response = await exportBatch(stack.api, operator.token);
    expect(response.statusCode).toBe(200);
    const batch = response.json().content;
    expect(batch).toMatchObject({ batchId: expect.any(Number), count: 2, totalLkr: 10_000 });
    const lines = (batch.csv as string).split('\r\n');
    expect(lines[0]).toBe('bank_code,bank_name,branch,account_number,account_holder,amount_lkr,request_code');
    const byCode = Object.fromEntries(lines.slice(1, 3).map((line) => [line.slice(-9), line]));
    expect(byCode[first.code]).toBe(`7010,Bank of Ceylon,Kandy,0071234567,Nimal Perera,5000,${first.code}`);
    expect(byCode[second.code]).toBe(
      `7010,Bank of Ceylon,"Kandy, Main",0071234567,"'=HYPERLINK(""http://evil.example"",""Click"")",5000,${second.code}`,
    );
    expect(lines[3]).toBe('');
    expect(batch.csv).not.toContain(pending.code);
    for (const { code } of [first, second]) {
      expect((await requestState(context.db, code)).audit.at(-1)).toEqual({
        action: 'export',
        from: 'approved',
        to: 'approved',
        actor: operator.email,
      });
    }

    // Exported already: a second export finds nothing.
    expect((await exportBatch(stack.api, operator.token)).statusCode).toBe(409);

    // The bank returns one of them unpaid (recorded by an approver, payout-bank-returns.test.ts): it stays rejected, the other is paid.
    const approver = await signedInOperator(stack, context.db, APPROVER);
    const returned = await stack.api.inject({
      method: 'POST',
      url: operatorEndpoints.returnWithdrawal.path,
      headers: bearer(approver.token),
      payload: { code: second.code, reference: 'BOC-RET-1' },
    });
    expect(returned.statusCode).toBe(200);
    mailer.sent.length = 0;
    const paid = await markBatchPaid(stack.api, operator.token, batch.batchId, 'BOC-BULK-2026-11-23');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().content).toEqual({ batchId: batch.batchId, reference: 'BOC-BULK-2026-11-23', paid: [first.code] });
    expect((await requestState(context.db, first.code)).audit.at(-1)).toEqual({
      action: 'mark-paid',
      from: 'approved',
      to: 'paid',
      actor: operator.email,
    });
    expect((await requestState(context.db, second.code)).status).toBe('rejected');
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [first.player.email, `Your withdrawal request ${first.code} of LKR 5,000 has been paid`],
    ]);
    expect(mailer.sent[0]!.text).toContain('BOC-BULK-2026-11-23');

    // Marking it paid again is refused, and the bank's reference stays the first one.
    const again = await markBatchPaid(stack.api, operator.token, batch.batchId, 'BOC-OVERWRITE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: 'INVALID_TRANSITION',
      message: `Batch ${batch.batchId} was marked paid already, under BOC-BULK-2026-11-23: it cannot be marked paid again.`,
    });
    const { rows } = await context.db.query('SELECT paid_reference AS reference FROM payout_batches WHERE id = $1', [batch.batchId]);
    expect(rows).toEqual([{ reference: 'BOC-BULK-2026-11-23' }]);
    expect((await requestState(context.db, first.code)).audit.filter((entry) => entry.action === 'mark-paid')).toHaveLength(1);
  });

  it('marks a batch paid once when operators press at the same moment: one reference, one payment each', async () => {
    const request = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', request.code)).statusCode).toBe(200);
    const { batchId } = (await exportBatch(stack.api, operator.token)).json().content as { batchId: number };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => markBatchPaid(stack.api, operator.token, batchId, `BOC-RACE-${index}`)),
    );

    const winners = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [`BOC-RACE-${index}`] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    const { rows } = await context.db.query('SELECT paid_reference AS reference FROM payout_batches WHERE id = $1', [batchId]);
    expect(rows).toEqual([{ reference: winners[0] }]);
    expect((await requestState(context.db, request.code)).audit.filter((entry) => entry.action === 'mark-paid')).toHaveLength(1);
  });

  it('answers 404 for an unknown batch and 400 for a bad batch id', async () => {
    expect((await markBatchPaid(stack.api, operator.token, 987_654, 'REF')).statusCode).toBe(404);
    const bad = await markBatchPaid(stack.api, operator.token, 'abc' as unknown as number, 'REF');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('batchId must be a whole number.');
  });
});
