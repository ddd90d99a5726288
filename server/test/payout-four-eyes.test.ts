/**
 * Four eyes (ADR 027): a request of LKR 500,000 or more is reviewed by one payout-operator and
 * approved by a payout-approver who is not that reviewer; a LKR 5,000 request is approved by any
 * payout-operator at once.
 */
import { describeEachDatabase } from './support/database';
import { act, APPROVER, operatorFor, payoutDeskFor, pendingRequest, requestState } from './support/payouts';

const LARGE = 500_000;

describeEachDatabase('four eyes on large payouts', (context) => {
  const { stack, operator, approver } = payoutDeskFor(context);
  const otherApprover = operatorFor(stack, context, APPROVER);

  it('lets any payout-operator approve a LKR 5,000 request without a review', async () => {
    const { code } = await pendingRequest(stack, context.db, 5000);
    expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
    expect((await requestState(context.db, code)).audit.map((entry) => entry.action)).toEqual(['approve']);
  });

  it.each([
    {
      refusal: 'a large request approved before any review, even by an approver',
      reviewer: undefined,
      by: 'approver',
      status: 409,
      error_code: 'FOUR_EYES_REQUIRED',
      why: 'another operator must review it before it can be approved.',
    },
    {
      refusal: 'a payout-operator without the approver role (403), even once reviewed by another',
      reviewer: 'approver',
      by: 'operator',
      status: 403,
      error_code: 'FORBIDDEN',
      why: 'only a payout-approver can approve requests of LKR 500,000 and above.',
    },
    {
      refusal: 'the reviewer approving what they reviewed',
      reviewer: 'approver',
      by: 'approver',
      status: 409,
      error_code: 'FOUR_EYES_REQUIRED',
      why: 'you reviewed it, so another payout-approver must approve it.',
    },
  ] as const)('refuses $refusal', async ({ reviewer, by, status, error_code, why }) => {
    const eyes = { operator, approver };
    const { code } = await pendingRequest(stack, context.db, LARGE);
    if (reviewer) expect((await act(stack.api, eyes[reviewer].token, 'review', code)).statusCode).toBe(200);
    const response = await act(stack.api, eyes[by].token, 'approve', code);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error_code, message: `${code} is LKR 500,000: ${why}` });
    expect((await requestState(context.db, code)).status).toBe('pending');
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
