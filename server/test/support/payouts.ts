/** Helpers of the payout suites (ADR 027): operators, pending requests and the operator API. */
import type { FastifyInstance } from 'fastify';
import { operatorEndpoints } from 'contract/operator-endpoints';
import type { Database, Queryable } from '../../src/db/database';
import { createPlayer } from '../../src/seed/factories';
import { grantRoles } from '../../src/seed/seed';
import type { Mailer, MailMessage } from '../../src/domain/mailer';
import type { SuiteContext } from './database';
import { bearer, signIn, stackFor, type TestStack } from './test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './withdrawals';

export const OPERATOR = ['payout-operator'] as const;
export const APPROVER = ['payout-operator', 'payout-approver'] as const;
export const CANCEL = '/api/external/v1/withdrawals/cancel';

export interface SignedInOperator {
  id: string;
  email: string;
  token: string;
}

/** A new identity account with the given realm roles, signed in through the password grant. */
export async function signedInOperator(stack: TestStack, db: Database, roles: readonly string[] = OPERATOR): Promise<SignedInOperator> {
  const account = await createPlayer(db, { email: `operator-${Math.random().toString(36).slice(2, 10)}@example.test`, identity: 'none' });
  await grantRoles(db, account.id, roles);
  return { id: account.id, email: account.email, token: await signIn(stack, account.email, account.password) };
}

/** An account with `roles` for the tests of the enclosing describe, signed in once in beforeAll. */
export function operatorFor(stack: TestStack, context: Pick<SuiteContext, 'db'>, roles: readonly string[] = OPERATOR): SignedInOperator {
  const operator = {} as SignedInOperator;
  beforeAll(async () => {
    Object.assign(operator, await signedInOperator(stack, context.db, roles));
  });
  return operator;
}

/**
 * The payout desk of the enclosing describe: its stack with a recording mailer, a payout-operator
 * and a payout-approver (signed in once, in beforeAll).
 */
export function payoutDeskFor(context: Pick<SuiteContext, 'db'>) {
  const mailer = recordingMailer();
  const stack = stackFor(context, { mailer });
  return { mailer, stack, operator: operatorFor(stack, context, OPERATOR), approver: operatorFor(stack, context, APPROVER) };
}

/** POST …/payout-batches/export as `token`: the approved requests waiting become one bank file. */
export function exportBatch(api: FastifyInstance, token: string) {
  return api.inject({ method: 'POST', url: operatorEndpoints.exportPayoutBatch.path, headers: bearer(token), payload: {} });
}

/** POST …/payout-batches/mark-paid as `token`: every request of `batchId` paid under `reference`. */
export function markBatchPaid(api: FastifyInstance, token: string, batchId: number, reference: string) {
  return api.inject({ method: 'POST', url: operatorEndpoints.markBatchPaid.path, headers: bearer(token), payload: { batchId, reference } });
}

export interface PendingRequest {
  player: SignedInPlayer;
  code: string;
}

/** A player with exactly `amount` coins who has just asked to withdraw all of them. */
export async function pendingRequest(stack: TestStack, db: Database, amount = 5000): Promise<PendingRequest> {
  const player = await signedInPlayer(stack, db, { coins: amount });
  const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: amount });
  if (response.statusCode !== 200) throw new Error(`Withdrawal failed: ${response.body}`);
  return { player, code: response.json().content.code as string };
}

type Action = 'review' | 'approve' | 'reject' | 'mark-paid';

/** POST …/withdrawals/{action} as `token`. */
export function act(api: FastifyInstance, token: string | undefined, action: Action, code: string, extra: object = {}) {
  const payload = {
    code,
    ...(action === 'reject' ? { reason: 'Account holder name does not match' } : {}),
    ...(action === 'mark-paid' ? { reference: 'BOC-TX-0001' } : {}),
    ...extra,
  };
  return api.inject({ method: 'POST', url: `/api/operator/v1/withdrawals/${action}`, headers: token ? bearer(token) : {}, payload });
}

export function cancel(api: FastifyInstance, player: SignedInPlayer, code: string) {
  return api.inject({ method: 'POST', url: CANCEL, headers: bearer(player.token), payload: { uuid: player.id, code } });
}

export function detail(api: FastifyInstance, token: string, code: string) {
  return api.inject({ url: `${operatorEndpoints.getWithdrawal.path}?code=${encodeURIComponent(code)}`, headers: bearer(token) });
}

export interface RequestState {
  status: string;
  coins: number;
  ledgerSum: number;
  refunds: number;
  audit: { action: string; from: string; to: string; actor: string }[];
}

/** The request, its player's balance and ledger, its refunds and its audit trail. */
export async function requestState(db: Queryable, code: string): Promise<RequestState> {
  const { rows } = await db.query<Omit<RequestState, 'audit'>>(
    `SELECT w.status, p.coins,
            (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger l WHERE l.player_id = p.id)::bigint AS "ledgerSum",
            (SELECT count(*) FROM coin_ledger l WHERE l.player_id = p.id AND l.kind = 'credit' AND l.reason LIKE '%' || w.code || '%')::int AS refunds
       FROM withdrawal_requests w JOIN players p ON p.id = w.player_id WHERE w.code = $1`,
    [code],
  );
  const { rows: audit } = await db.query<RequestState['audit'][number]>(
    `SELECT a.action, a.from_status AS from, a.to_status AS to, a.actor_email AS actor
       FROM withdrawal_audit a JOIN withdrawal_requests w ON w.id = a.withdrawal_id WHERE w.code = $1 ORDER BY a.id`,
    [code],
  );
  return { ...rows[0]!, ledgerSum: Number(rows[0]!.ledgerSum), audit };
}

/** A mailer that keeps what it is given, or fails every send when told to. */
export function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) throw new Error('SMTP is down');
      mailer.sent.push(message);
    },
    close() {},
  };
  return mailer;
}
