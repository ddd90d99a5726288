/**
 * The account area's withdrawal timelines (issue 37): each of the player's requests, newest first,
 * with its steps in the back office's status words: requested, then what the audit trail records,
 * the bank's reference on paid, the reason on rejected (a bank's return too, ADR 037). Never who
 * acted, nor the payout team's own steps (review, export to a bank file).
 */
import { accountEndpoints, type WithdrawalTimeline } from 'contract/account-endpoints';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { describeEachDatabase } from './support/database';
import { act, cancel, exportBatch, payoutDeskFor } from './support/payouts';
import { bearer } from './support/test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

const TIMELINES = accountEndpoints.getWithdrawalTimelines.path;

describeEachDatabase('GET /api/external/v1/account/withdrawals', (context) => {
  const { stack, operator, approver } = payoutDeskFor(context);

  async function timelines(player: SignedInPlayer): Promise<{ body: string; content: WithdrawalTimeline[] }> {
    const response = await stack.api.inject({ url: `${TIMELINES}?uuid=${player.id}`, headers: bearer(player.token) });
    expect(response.statusCode).toBe(200);
    return { body: response.body, content: response.json().content as WithdrawalTimeline[] };
  }

  async function request(player: SignedInPlayer): Promise<string> {
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(response.statusCode).toBe(200);
    return response.json().content.code as string;
  }

  async function expectDone(response: Promise<{ statusCode: number; body: string }>) {
    const { statusCode, body } = await response;
    expect([statusCode, body]).toEqual([200, expect.any(String)]);
  }

  /** The request's creation and its audit rows' times, as the database holds them. */
  async function timesOf(code: string): Promise<string[]> {
    const { rows } = await context.db.query<{ at: Date }>(
      `SELECT at FROM (
         SELECT created_at AS at, 0 AS id FROM withdrawal_requests WHERE code = $1
         UNION ALL
         SELECT a.at, a.id FROM withdrawal_audit a JOIN withdrawal_requests w ON w.id = a.withdrawal_id
          WHERE w.code = $1 AND a.action NOT IN ('review', 'export')
       ) steps ORDER BY id`,
      [code],
    );
    return rows.map((row) => row.at.toISOString());
  }

  it('gives each request its steps, newest first: paid with the reference, rejected with the reason, cancelled, returned by the bank', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 20_000 });
    const paid = await request(player);
    const rejected = await request(player);
    const cancelled = await request(player);
    const returned = await request(player);

    await expectDone(act(stack.api, operator.token, 'approve', paid));
    await expectDone(act(stack.api, approver.token, 'mark-paid', paid, { reference: 'BOC-TX-7788' }));
    await expectDone(act(stack.api, operator.token, 'reject', rejected, { reason: 'Account holder name does not match' }));
    await expectDone(cancel(stack.api, player, cancelled));
    await expectDone(act(stack.api, operator.token, 'approve', returned));
    await expectDone(exportBatch(stack.api, operator.token));
    await expectDone(
      stack.api.inject({
        method: 'POST',
        url: operatorEndpoints.returnWithdrawal.path,
        headers: bearer(approver.token),
        payload: { code: returned, reference: 'BOC-RET-0042' },
      }),
    );

    const { body, content } = await timelines(player);

    const step = (status: string, at: string, extra: { bankReference?: string; reason?: string } = {}) => ({
      status,
      at,
      bankReference: extra.bankReference ?? null,
      reason: extra.reason ?? null,
    });
    const [returnedAt, cancelledAt, rejectedAt, paidAt] = await Promise.all([returned, cancelled, rejected, paid].map(timesOf));
    const base = { amount: 5000, bankName: 'Bank of Ceylon' };
    expect(content).toEqual([
      {
        ...base,
        code: returned,
        status: 'rejected',
        steps: [
          step('requested', returnedAt![0]!),
          step('approved', returnedAt![1]!),
          step('rejected', returnedAt![2]!, { reason: 'Returned by the bank unpaid (reference BOC-RET-0042).' }),
        ],
      },
      { ...base, code: cancelled, status: 'cancelled', steps: [step('requested', cancelledAt![0]!), step('cancelled', cancelledAt![1]!)] },
      {
        ...base,
        code: rejected,
        status: 'rejected',
        steps: [step('requested', rejectedAt![0]!), step('rejected', rejectedAt![1]!, { reason: 'Account holder name does not match' })],
      },
      {
        ...base,
        code: paid,
        status: 'paid',
        steps: [step('requested', paidAt![0]!), step('approved', paidAt![1]!), step('paid', paidAt![2]!, { bankReference: 'BOC-TX-7788' })],
      },
    ]);
    // The trail holds the operators, their roles and the bank file: none of it reaches the player.
    for (const secret of [operator.email, approver.email, operator.id, approver.id, 'payout-', 'export', 'batch']) {
      expect(body).not.toContain(secret);
    }
  });

  it('shows a pending request as requested only, and a request whose status moved before the trail existed at its last change', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 10_000 });
    const legacy = await request(player);
    const pending = await request(player);
    // As migration 007 left requests done before it: 'completed' became 'paid', with no audit row.
    const { rows } = await context.db.query<{ updatedAt: Date }>(
      `UPDATE withdrawal_requests SET status = 'paid', paid_reference = 'LEGACY-1', updated_at = now() + interval '1 hour'
        WHERE code = $1 RETURNING updated_at AS "updatedAt"`,
      [legacy],
    );

    const { content } = await timelines(player);

    expect(content.map((timeline) => [timeline.code, timeline.status, timeline.steps.map((each) => each.status)])).toEqual([
      [pending, 'pending', ['requested']],
      [legacy, 'paid', ['requested', 'paid']],
    ]);
    expect(content[1]!.steps[1]).toEqual({
      status: 'paid',
      at: rows[0]!.updatedAt.toISOString(),
      bankReference: 'LEGACY-1',
      reason: null,
    });
  });

  it("answers an empty list for a player without withdrawals, and refuses another player's uuid with 403", async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const other = await signedInPlayer(stack, context.db, { coins: 5000 });
    await request(other);
    expect((await timelines(player)).content).toEqual([]);
    for (const uuid of [other.id, other.id.toUpperCase()]) {
      const response = await stack.api.inject({ url: `${TIMELINES}?uuid=${uuid}`, headers: bearer(player.token) });
      expect([response.statusCode, response.json().error_code, response.json().content]).toEqual([403, 'FORBIDDEN', null]);
    }
    expect((await stack.api.inject({ url: `${TIMELINES}?uuid=${player.id}` })).statusCode).toBe(401);
  });
});
