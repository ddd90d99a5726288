/**
 * Every transition of a withdrawal request (ADR 027), allowed and refused: pending → approved →
 * paid, pending or approved → rejected (coins back), pending → cancelled by the player (coins back).
 * Refusals are 409 INVALID_TRANSITION naming the status, and change nothing.
 */
import { describeEachDatabase } from './support/database';
import { MONEY_INVARIANTS_HOLD, moneyInvariants } from './support/invariants';
import { act, cancel, detail, payoutDeskFor, pendingRequest, type PendingRequest, requestState } from './support/payouts';
import { transactions } from './support/withdrawals';

type Status = 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
type Move = 'approve' | 'reject' | 'mark-paid' | 'cancel' | 'review';

const ALLOWED: Record<Status, Move[]> = {
  pending: ['approve', 'reject', 'cancel'],
  approved: ['reject', 'mark-paid'],
  paid: [],
  rejected: [],
  cancelled: [],
};
const MOVES: Move[] = ['approve', 'reject', 'mark-paid', 'cancel', 'review'];
const VERB: Record<Move, string> = {
  approve: 'approved',
  reject: 'rejected',
  'mark-paid': 'marked as paid',
  cancel: 'cancelled',
  review: 'reviewed',
};

describeEachDatabase('payout transitions', (context) => {
  const { stack, operator, approver } = payoutDeskFor(context);

  function move(request: PendingRequest, what: Move) {
    if (what === 'cancel') return cancel(stack.api, request.player, request.code);
    return act(stack.api, operator.token, what, request.code);
  }

  /** A small request brought to `status` through the API. */
  async function requestIn(status: Status): Promise<PendingRequest> {
    const request = await pendingRequest(stack, context.db);
    const steps: Record<Status, Move[]> = {
      pending: [],
      approved: ['approve'],
      paid: ['approve', 'mark-paid'],
      rejected: ['reject'],
      cancelled: ['cancel'],
    };
    for (const step of steps[status]) expect((await move(request, step)).statusCode).toBe(200);
    return request;
  }

  const allowed = Object.entries(ALLOWED).flatMap(([from, moves]) => moves.map((what): [Status, Move] => [from as Status, what]));
  const refused = Object.entries(ALLOWED).flatMap(([from, moves]) =>
    MOVES.filter((what) => !moves.includes(what)).map((what): [Status, Move] => [from as Status, what]),
  );

  it.each(allowed)('allows %s → %s, audited, coins back exactly when it ends rejected or cancelled', async (from, what) => {
    const request = await requestIn(from);
    const before = await requestState(context.db, request.code);
    const response = await move(request, what);
    expect(response.statusCode).toBe(200);
    const to: Status = what === 'approve' ? 'approved' : what === 'reject' ? 'rejected' : what === 'mark-paid' ? 'paid' : 'cancelled';
    const after = await requestState(context.db, request.code);
    expect(after.status).toBe(to);
    expect(after.audit).toEqual([
      ...before.audit,
      { action: what, from, to, actor: what === 'cancel' ? request.player.email : operator.email },
    ]);
    const refunded = to === 'rejected' || to === 'cancelled';
    expect(after.coins).toBe(refunded ? 5000 : 0);
    expect(after.refunds).toBe(refunded ? 1 : 0);
    expect(after.ledgerSum).toBe(after.coins);
    if (what === 'cancel') expect(response.json().content).toEqual({ code: request.code, status: 'cancelled', balance: 5000 });
    else expect(response.json().content).toEqual({ code: request.code, status: to, updatedAt: expect.any(String) });
  });

  it.each(refused)('refuses %s → %s with 409 INVALID_TRANSITION and changes nothing', async (from, what) => {
    const request = await requestIn(from);
    const before = await requestState(context.db, request.code);
    const response = await move(request, what);
    expect(response.statusCode).toBe(409);
    const message =
      what === 'review' && from === 'pending'
        ? `${request.code} is below LKR 500,000: it needs no review, approve it directly.`
        : `${request.code} is ${from}: it cannot be ${VERB[what]}.`;
    expect(response.json()).toEqual({ status: false, error_code: 'INVALID_TRANSITION', message, content: null });
    expect(await requestState(context.db, request.code)).toEqual(before);
  });

  it('answers 404 for an unknown code, 400 for a missing reason or reference, and never a 500', async () => {
    for (const what of ['approve', 'reject', 'mark-paid', 'review'] as const) {
      const response = await act(stack.api, approver.token, what, 'WD-ZZZZZZ');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_code: 'NOT_FOUND', message: 'There is no withdrawal request WD-ZZZZZZ.' });
    }
    const { code } = await pendingRequest(stack, context.db);
    const refusals: [string, object, string][] = [
      ['reject', { reason: '   ' }, 'reason is required.'],
      ['reject', { reason: 'x'.repeat(501) }, 'reason must be at most 500 characters.'],
      ['mark-paid', { reference: '' }, 'reference is required.'],
      [
        'mark-paid',
        { reference: '=HYPERLINK("x")' },
        'reference must be the bank transfer reference: letters, digits, spaces and . / _ - only.',
      ],
      ['approve', { code: 42 }, 'code must be text.'],
    ];
    for (const [what, extra, message] of refusals) {
      const response = await act(stack.api, operator.token, what as 'reject', code, extra);
      expect([what, response.statusCode, response.json().message]).toEqual([what, 400, message]);
    }
    expect((await requestState(context.db, code)).status).toBe('pending');
  });

  it('accepts the code in any case', async () => {
    const { code } = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', code.toLowerCase())).statusCode).toBe(200);
  });

  it("shows the player each request's status, last change and rejection reason", async () => {
    const request = await pendingRequest(stack, context.db);
    const rejected = await act(stack.api, operator.token, 'reject', request.code, { reason: 'Bank account closed' });
    const [line] = (await transactions(stack.api, request.player.token, request.player.id)).json().content;
    expect(line).toMatchObject({
      code: request.code,
      status: 'rejected',
      rejectionReason: 'Bank account closed',
      updatedAt: rejected.json().content.updatedAt,
    });
    expect(Date.parse(line.updatedAt)).toBeGreaterThanOrEqual(Date.parse(line.date));
  });

  it('gives operators the request in full: player, bank, ledger and audit trail', async () => {
    const request = await pendingRequest(stack, context.db);
    await act(stack.api, operator.token, 'approve', request.code);
    const response = await detail(stack.api, operator.token, request.code);
    expect(response.statusCode).toBe(200);
    const content = response.json().content;
    expect(content).toMatchObject({
      code: request.code,
      status: 'approved',
      amount: 5000,
      approvedBy: operator.email,
      player: { uuid: request.player.id, email: request.player.email, coins: 0 },
      bank: { bankName: 'Bank of Ceylon', accountNumber: '0071234567', accountHolderName: 'Nimal Perera', branchName: 'Kandy' },
    });
    expect(content.ledger.map((line: { amount: number }) => line.amount)).toEqual([-5000, 5000]);
    expect(content.audit).toEqual([
      expect.objectContaining({ action: 'approve', actorEmail: operator.email, fromStatus: 'pending', toStatus: 'approved' }),
    ]);
    expect(content).not.toHaveProperty('id');
    expect((await detail(stack.api, operator.token, 'WD-ZZZZZZ')).statusCode).toBe(404);
  });

  it('keeps every balance equal to its ledger', async () => {
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });
});
