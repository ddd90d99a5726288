/**
 * Races on one withdrawal request (ADR 027): transitions fired at once, spread over several API
 * instances with their own connection pools on PostgreSQL (as replicas behind a load balancer),
 * one transaction at a time on PGlite. Each transition is one conditional UPDATE, so exactly one
 * of the competitors wins, the coins come back at most once, and every balance equals its ledger.
 */
import { describeEachDatabase } from './support/database';
import { MONEY_INVARIANTS_HOLD, moneyInvariants } from './support/invariants';
import {
  act,
  APPROVER,
  cancel,
  OPERATOR,
  pendingRequest,
  recordingMailer,
  requestState,
  signedInOperator,
  type PendingRequest,
  type SignedInOperator,
} from './support/payouts';
import { apiReplicasFor, stackFor } from './support/test-apps';

const REPLICAS = 4;
const ROUNDS = 5;
const RACERS = 50;

describeEachDatabase('payout races', (context) => {
  const mailer = recordingMailer();
  const stack = stackFor(context, { mailer });
  const replicas = apiReplicasFor(context, stack, REPLICAS, mailer);
  let operators: SignedInOperator[];
  beforeAll(async () => {
    operators = [await signedInOperator(stack, context.db, OPERATOR), await signedInOperator(stack, context.db, APPROVER)];
  });

  type Racer = 'approve' | 'reject' | 'cancel' | 'mark-paid';

  /** Fires the racers at once, round-robin over the replicas and the two operators. */
  function race(request: PendingRequest, racers: Racer[]) {
    return Promise.all(
      racers.map((racer, index) => {
        const api = replicas.pick(index);
        if (racer === 'cancel') return cancel(api, request.player, request.code);
        return act(
          api,
          operators[index % operators.length]!.token,
          racer,
          request.code,
          racer === 'reject' ? { reason: `Reason ${index}` } : {},
        );
      }),
    );
  }

  async function expectOneWinner(request: PendingRequest, racers: Racer[]) {
    const answers = await race(request, racers);
    const winners = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [racers[index]!] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect([answer.statusCode, answer.json().error_code]).toEqual([409, 'INVALID_TRANSITION']);
    }
    const state = await requestState(context.db, request.code);
    const refunded = winners[0] === 'reject' || winners[0] === 'cancel';
    expect(state.refunds).toBe(refunded ? 1 : 0);
    expect(state.coins).toBe(refunded ? 5000 : 0);
    expect(state.ledgerSum).toBe(state.coins);
    expect(state.audit).toHaveLength(state.audit[0]?.action === 'approve' && winners[0] !== 'approve' ? 2 : 1);
    return winners[0]!;
  }

  it('approve against the player’s cancel: one wins, the coins come back only if the cancel did', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await expectOneWinner(await pendingRequest(stack, context.db), ['approve', 'cancel']);
    }
  });

  it('reject against reject by two operators: one rejection, one refund', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await expectOneWinner(await pendingRequest(stack, context.db), ['reject', 'reject'])).toBe('reject');
    }
  });

  it(`${RACERS} rejections and cancellations on one pending request: exactly one wins, one refund`, async () => {
    const racers = Array.from({ length: RACERS }, (_, index): Racer => (index % 2 === 0 ? 'reject' : 'cancel'));
    for (let round = 0; round < ROUNDS; round += 1) await expectOneWinner(await pendingRequest(stack, context.db), racers);
  });

  it(`${RACERS} mixed transitions (approve, reject, cancel, mark paid) on one pending request: only a lawful path, one refund at most`, async () => {
    const kinds = ['approve', 'reject', 'cancel', 'mark-paid'] as const;
    const racers = Array.from({ length: RACERS }, (_, index): Racer => kinds[index % kinds.length]!);
    // Racing from pending, these are the only outcomes the lifecycle allows (approved → rejected or paid may follow an approval).
    const lawful = ['cancel', 'reject', 'approve', 'approve,reject', 'approve,mark-paid'];
    for (let round = 0; round < ROUNDS; round += 1) {
      const request = await pendingRequest(stack, context.db);
      const answers = await race(request, racers);
      const state = await requestState(context.db, request.code);
      const path = state.audit.map((entry) => entry.action).join(',');
      expect(lawful).toContain(path);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(state.audit.length);
      for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
        expect([answer.statusCode, answer.json().error_code]).toEqual([409, 'INVALID_TRANSITION']);
      }
      const refunded = state.status === 'rejected' || state.status === 'cancelled';
      expect([state.refunds, state.coins, state.ledgerSum]).toEqual(refunded ? [1, 5000, 5000] : [0, 0, 0]);
    }
  });

  it(`${RACERS} rejections and payments on one approved request: exactly one wins`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const request = await pendingRequest(stack, context.db);
      expect((await act(stack.api, operators[0]!.token, 'approve', request.code)).statusCode).toBe(200);
      const racers = Array.from({ length: RACERS }, (_, index): Racer => (index % 2 === 0 ? 'reject' : 'mark-paid'));
      await expectOneWinner(request, racers);
    }
  });

  it('leaves every balance equal to its ledger, and no request refunded twice', async () => {
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
    const { rows } = await context.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM withdrawal_requests w
        WHERE (SELECT count(*) FROM coin_ledger l WHERE l.player_id = w.player_id AND l.kind = 'credit' AND l.reason LIKE '%' || w.code || '%') > 1`,
    );
    expect(rows[0]!.count).toBe(0);
  });
});
