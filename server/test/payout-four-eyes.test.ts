/**
 * Four eyes (ADR 027): a request of LKR 500,000 or more is reviewed by one payout-operator and
 * approved by a payout-approver who is not that reviewer; a LKR 5,000 request is approved by any
 * payout-operator at once.
 */
import { describeEachDatabase } from './support/database';
import { act, APPROVER, OPERATOR, operatorFor, pendingRequest, recordingMailer, requestState } from './support/payouts';
import { stackFor } from './support/test-apps';

const LARGE = 500_000;

describeEachDatabase('four eyes on large payouts', (context) => {
  const stack = stackFor(context, { mailer: recordingMailer() });
  const operator = operatorFor(stack, context, OPERATOR);
  const approver = operatorFor(stack, context, APPROVER);
  const otherApprover = operatorFor(stack, context, APPROVER);

  it('lets any payout-operator approve a LKR 5,000 request without a review', async () => {
    const { code } = await pendingRequest(stack, context.db, 5000);
    expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
    expect((await requestState(context.db, code)).audit.map((entry) => entry.action)).toEqual(['approve']);
  });

  it('refuses a large request approved before any review, even by an approver', async () => {
    const { code } = await pendingRequest(stack, context.db, LARGE);
    const response = await act(stack.api, approver.token, 'approve', code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: 'FOUR_EYES_REQUIRED',
      message: `${code} is LKR 500,000: another operator must review it before it can be approved.`,
    });
    expect((await requestState(context.db, code)).status).toBe('pending');
  });

  it('refuses a payout-operator without the approver role (403), even once reviewed by another', async () => {
    const { code } = await pendingRequest(stack, context.db, LARGE);
    expect((await act(stack.api, approver.token, 'review', code)).statusCode).toBe(200);
    const response = await act(stack.api, operator.token, 'approve', code);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error_code: 'FORBIDDEN',
      message: `${code} is LKR 500,000: only a payout-approver can approve requests of LKR 500,000 and above.`,
    });
    expect((await requestState(context.db, code)).status).toBe('pending');
  });

  it('refuses the reviewer approving what they reviewed', async () => {
    const { code } = await pendingRequest(stack, context.db, LARGE);
    expect((await act(stack.api, approver.token, 'review', code)).statusCode).toBe(200);
    const response = await act(stack.api, approver.token, 'approve', code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: 'FOUR_EYES_REQUIRED',
      message: `${code} is LKR 500,000: you reviewed it, so another payout-approver must approve it.`,
    });
  });

  it('lets an approver approve a large request reviewed by another operator, and audits both eyes', async () => {
    const { code } = await pendingRequest(stack, context.db, LARGE);
    const reviewed = await act(stack.api, operator.token, 'review', code);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().content).toMatchObject({ code, status: 'pending' });
    expect((await act(stack.api, approver.token, 'approve', code)).statusCode).toBe(200);
    const state = await requestState(context.db, code);
    expect(state.status).toBe('approved');
    expect(state.audit).toEqual([
      { action: 'review', from: 'pending', to: 'pending', actor: operator.email },
      { action: 'approve', from: 'pending', to: 'approved', actor: approver.email },
    ]);
    const { rows } = await context.db.query(
      'SELECT actor_role AS role FROM withdrawal_audit a JOIN withdrawal_requests w ON w.id = a.withdrawal_id WHERE w.code = $1 ORDER BY a.id',
      [code],
    );
    expect(rows).toEqual([{ role: 'payout-operator' }, { role: 'payout-approver' }]);
  });

  it('lets one approver review and another approve; refuses a second review', async () => {
    const { code } = await pendingRequest(stack, context.db, 1_000_000);
    expect((await act(stack.api, approver.token, 'review', code)).statusCode).toBe(200);
    const again = await act(stack.api, otherApprover.token, 'review', code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'INVALID_TRANSITION', message: `${code} has been reviewed already.` });
    expect((await act(stack.api, otherApprover.token, 'approve', code)).statusCode).toBe(200);
  });

  it('still lets a single operator reject a large request (no money leaves)', async () => {
    const { code } = await pendingRequest(stack, context.db, LARGE);
    expect((await act(stack.api, operator.token, 'reject', code)).statusCode).toBe(200);
    const state = await requestState(context.db, code);
    expect(state).toMatchObject({ status: 'rejected', coins: LARGE, refunds: 1 });
  });
});
