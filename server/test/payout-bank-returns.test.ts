/**
 * A request in an exported bank file (ADR 037): one operator can no longer reject it and refund
 * the coins while the bank may still pay the line (a double payment). Only a payout-approver
 * records the bank's return, with its reference: the coins come back once, audited.
 */
import { operatorEndpoints } from 'contract/operator-endpoints';
import { describeEachDatabase } from './support/database';
import { act, payoutDeskFor, pendingRequest, requestState } from './support/payouts';
import { bearer } from './support/test-apps';

describeEachDatabase('bank returns of exported requests', (context) => {
  const { mailer, stack, operator, approver } = payoutDeskFor(context);

  const post = (token: string, path: string, payload: object) =>
    stack.api.inject({ method: 'POST', url: path, headers: bearer(token), payload });
  const returned = (token: string, code: string, reference = 'BOC-RET-0042') =>
    post(token, operatorEndpoints.returnWithdrawal.path, { code, reference });

  /** An approved LKR 5,000 request, exported in a bank file. */
  async function exportedRequest() {
    const request = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', request.code)).statusCode).toBe(200);
    const batch = await post(operator.token, operatorEndpoints.exportPayoutBatch.path, {});
    expect(batch.statusCode).toBe(200);
    return { ...request, batchId: (batch.json().content as { batchId: number }).batchId };
  }

  it('refuses a plain rejection of an exported request, saying why, and changes nothing', async () => {
    const { code, batchId } = await exportedRequest();
    for (const token of [operator.token, approver.token]) {
      const response = await act(stack.api, token, 'reject', code);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error_code: 'INVALID_TRANSITION',
        message: `${code} is in bank file ${batchId}: the bank may still pay it, so it cannot be rejected. If the bank returns it unpaid, a payout-approver records the return with the bank's reference.`,
      });
    }
    const state = await requestState(context.db, code);
    expect(state).toMatchObject({ status: 'approved', coins: 0 });
  });

  it("refuses a payout-operator recording a bank's return (403); an approver records it once, the coins back once, audited, the player mailed", async () => {
    const { code, player, batchId } = await exportedRequest();
    const refused = await returned(operator.token, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`${code}: only a payout-approver can record a bank's return.`);

    mailer.sent.length = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => returned(approver.token, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);

    const state = await requestState(context.db, code);
    expect(state).toMatchObject({ status: 'rejected', coins: 5000 });
    expect(state.audit.at(-1)).toEqual({ action: 'return', from: 'approved', to: 'rejected', actor: approver.email });
    const { rows } = await context.db.query<{ reference: string; batchId: string }>(
      'SELECT a.reference, a.batch_id AS "batchId" FROM withdrawal_audit a JOIN withdrawal_requests w ON w.id = a.withdrawal_id WHERE w.code = $1 AND a.action = \'return\'',
      [code],
    );
    expect(rows.map((row) => ({ ...row, batchId: Number(row.batchId) }))).toEqual([{ reference: 'BOC-RET-0042', batchId }]);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([player.email]);
    expect(mailer.sent[0]!.text).toContain('Returned by the bank unpaid (reference BOC-RET-0042).');
  });

  it('leaves a request not yet in a file to a plain rejection, and a paid one alone', async () => {
    const waiting = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', waiting.code)).statusCode).toBe(200);
    expect((await returned(approver.token, waiting.code)).json().message).toBe(
      `${waiting.code} is in no bank file yet: reject it instead.`,
    );

    const { code, batchId } = await exportedRequest();
    expect((await post(operator.token, operatorEndpoints.markBatchPaid.path, { batchId, reference: 'BOC-BULK-1' })).statusCode).toBe(200);
    const late = await returned(approver.token, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`${code} is paid: it cannot be returned.`);
  });

  it('races a return against the batch being marked paid: one wins, never both', async () => {
    const { code, batchId } = await exportedRequest();
    const [back, paid] = await Promise.all([
      returned(approver.token, code),
      post(operator.token, operatorEndpoints.markBatchPaid.path, { batchId, reference: 'BOC-BULK-2' }),
    ]);
    const state = await requestState(context.db, code);
    if (back.statusCode === 200) expect(state).toMatchObject({ status: 'rejected', coins: 5000 });
    else expect(state).toMatchObject({ status: 'paid', coins: 0 });
    expect(paid.statusCode).toBe(200);
    expect(state.audit.filter((entry) => entry.action === 'return' || entry.action === 'mark-paid')).toHaveLength(1);
  });
});
