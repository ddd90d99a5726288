/**
 * Four eyes on sums (ADR 037): a large payout split into small requests still needs two people.
 * An approval that brings what one player has approved-but-unpaid plus paid in the last 7 days to
 * LKR 500,000 needs a review and a payout-approver, and one operator's own approvals stop at a
 * daily total; both hold under parallel approvals.
 */
import { describeEachDatabase } from './support/database';
import { act, APPROVER, detail, OPERATOR, recordingMailer, requestState, signedInOperator } from './support/payouts';
import { stackFor, startStack } from './support/test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

const SMALL = 5000;

describeEachDatabase('four eyes on sums', (context) => {
  const stack = stackFor(context, { mailer: recordingMailer() });

  /** One verified player with `count` pending requests of `amount` each. */
  async function playerWithRequests(count: number, amount = SMALL): Promise<{ player: SignedInPlayer; codes: string[] }> {
    const player = await signedInPlayer(stack, context.db, { coins: count * amount });
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: amount });
      expect(response.statusCode).toBe(200);
      codes.push(response.json().content.code as string);
    }
    return { player, codes };
  }

  /** Approves each request, one after another, as one payout-operator (LKR 495,000 is within their daily total). */
  async function approveEach(codes: string[]): Promise<void> {
    const operator = await signedInOperator(stack, context.db, OPERATOR);
    for (const code of codes) expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
  }

  it('refuses the small approval that brings one player to LKR 500,000, until another operator reviewed it and an approver approves', async () => {
    const { codes } = await playerWithRequests(100);
    await approveEach(codes.slice(0, 99));
    const last = codes[99]!;
    const operator = await signedInOperator(stack, context.db, OPERATOR);

    const refused = await act(stack.api, operator.token, 'approve', last);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `${last} brings the player's payouts (approved, or paid in the last 7 days) to LKR 500,000: only a payout-approver can approve payouts that bring a player to LKR 500,000 in 7 days.`,
    );
    // The back office says so before anyone tries.
    expect((await detail(stack.api, operator.token, last)).json().content).toMatchObject({ needsReview: true });

    const approver = await signedInOperator(stack, context.db, APPROVER);
    expect((await act(stack.api, approver.token, 'approve', last)).json().message).toMatch(
      /another operator must review it before it can be approved\.$/,
    );
    expect((await act(stack.api, operator.token, 'review', last)).statusCode).toBe(200);
    expect((await act(stack.api, approver.token, 'approve', last)).statusCode).toBe(200);
    expect((await requestState(context.db, last)).audit.map((entry) => entry.action)).toEqual(['review', 'approve']);
  });

  it('counts payouts paid in the last 7 days, not older ones', async () => {
    const { codes } = await playerWithRequests(100);
    await approveEach(codes.slice(0, 99));
    // Paid, 8 days ago: no longer counted.
    await context.db.query(
      "UPDATE withdrawal_requests SET status = 'paid', paid_reference = 'BOC-OLD', updated_at = now() - interval '8 days' WHERE code = ANY($1)",
      [codes.slice(0, 99)],
    );
    const operator = await signedInOperator(stack, context.db, OPERATOR);
    expect((await act(stack.api, operator.token, 'approve', codes[99]!)).statusCode).toBe(200);

    const recent = await playerWithRequests(100);
    await approveEach(recent.codes.slice(0, 99));
    await context.db.query(
      "UPDATE withdrawal_requests SET status = 'paid', paid_reference = 'BOC-NEW', updated_at = now() - interval '6 days' WHERE code = ANY($1)",
      [recent.codes.slice(0, 99)],
    );
    expect((await act(stack.api, operator.token, 'approve', recent.codes[99]!)).statusCode).toBe(403);
  });

  it('lets no parallel approvals by one operator carry a player past LKR 500,000 alone', async () => {
    const { codes } = await playerWithRequests(110);
    const operator = await signedInOperator(stack, context.db, OPERATOR);
    const answers = await Promise.all(codes.map((code) => act(stack.api, operator.token, 'approve', code)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(99);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(11);
    const { rows } = await context.db.query<{ total: string }>(
      "SELECT SUM(amount_lkr) AS total FROM withdrawal_requests WHERE code = ANY($1) AND status = 'approved'",
      [codes],
    );
    expect(Number(rows[0]!.total)).toBe(495_000);
  });

  it("stops one operator's own approvals at the daily total, even in parallel, and leaves the rest to another operator", async () => {
    // A replica whose daily total is LKR 50,000: ten of the twelve players' LKR 5,000 requests.
    const limited = await startStack(context.db, { mailer: recordingMailer(), env: { OPERATOR_SOLO_APPROVALS_LKR_PER_DAY: '50000' } });
    try {
      const operator = await signedInOperator(limited, context.db, OPERATOR);
      const requests = await Promise.all(Array.from({ length: 12 }, () => playerWithRequests(1)));
      const codes = requests.map((request) => request.codes[0]!);
      const answers = await Promise.all(codes.map((code) => act(limited.api, operator.token, 'approve', code)));

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      const refusals = answers.filter((answer) => answer.statusCode !== 200);
      expect(refusals.map((answer) => answer.statusCode)).toEqual([409, 409]);
      expect(refusals[0]!.json()).toMatchObject({ error_code: 'FOUR_EYES_REQUIRED' });
      expect(refusals[0]!.json().message).toMatch(
        /: you have approved LKR 50,000 on your own in the last 24 hours, and LKR 50,000 is the limit: another operator must approve it\.$/,
      );

      const colleague = await signedInOperator(limited, context.db, OPERATOR);
      for (const code of codes.filter((_, index) => answers[index]!.statusCode !== 200)) {
        expect((await act(limited.api, colleague.token, 'approve', code)).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
