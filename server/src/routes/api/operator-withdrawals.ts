import type { FastifyBaseLogger } from 'fastify';
import { operatorEndpoints } from 'contract/operator-endpoints';
import {
  MarkWithdrawalPaidBody,
  OperatorWithdrawalsQuery,
  RejectWithdrawalBody,
  ReturnWithdrawalBody,
  WithdrawalActionBody,
  WithdrawalCodeQuery,
} from 'contract/schemas';
import type { Transaction } from '../../db/database';
import { mailPayoutNews, type PayoutNews } from '../../domain/payout-mails';
import { findOperatorWithdrawal, listOperatorWithdrawals } from '../../domain/payout-queries';
import { approveWithdrawal, reviewWithdrawal } from '../../domain/payout-approvals';
import { bankReturnReason, markWithdrawalPaid, rejectWithdrawal, returnWithdrawal, type Transitioned } from '../../domain/payouts';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';
import { operatorOf, payoutApiError } from './payout-errors';

/**
 * The payout team's requests (ADR 027): list, detail, and the transitions review (four eyes' first
 * eye), approve, reject and mark paid. Each transition commits first and mails the player after.
 */
export const operatorWithdrawalRoutes: ApiRoutes = async (app, { config, db, mailer, requireOperator, personalData }) => {
  serveEndpoint(app, operatorEndpoints.listWithdrawals, {
    onRequest: requireOperator,
    schema: { querystring: OperatorWithdrawalsQuery },
    handler: async (request) => ok(await listOperatorWithdrawals(db, request.query)),
  });

  serveEndpoint(app, operatorEndpoints.getWithdrawal, {
    onRequest: requireOperator,
    schema: { querystring: WithdrawalCodeQuery },
    handler: async (request) => {
      const detail = await findOperatorWithdrawal(db, personalData, request.query.code, config.payouts.bankChangeHoldHours);
      if (!detail) throw ApiError.notFound(`There is no withdrawal request ${request.query.code}.`);
      return ok(detail);
    },
  });

  /** Runs one transition in its own transaction, then (committed) mails the player the news, if any. */
  async function transition(log: FastifyBaseLogger, run: (tx: Transaction) => Promise<Transitioned>, news?: PayoutNews) {
    const done = await db.transaction(run).catch((error: unknown) => {
      throw payoutApiError(error);
    });
    if (news) await mailPayoutNews(mailer, log, done, news);
    return ok({ code: done.code, status: done.status, updatedAt: done.updatedAt.toISOString() });
  }

  serveEndpoint(app, operatorEndpoints.reviewWithdrawal, {
    onRequest: requireOperator,
    schema: { body: WithdrawalActionBody },
    handler: async (request) => transition(request.log, (tx) => reviewWithdrawal(tx, request.body.code, operatorOf(request))),
  });

  serveEndpoint(app, operatorEndpoints.approveWithdrawal, {
    onRequest: requireOperator,
    schema: { body: WithdrawalActionBody },
    handler: async (request) =>
      transition(request.log, (tx) => approveWithdrawal(tx, request.body.code, operatorOf(request), config.payouts), { kind: 'approved' }),
  });

  serveEndpoint(app, operatorEndpoints.rejectWithdrawal, {
    onRequest: requireOperator,
    schema: { body: RejectWithdrawalBody },
    handler: async (request) => {
      const { code, reason } = request.body;
      return transition(request.log, (tx) => rejectWithdrawal(tx, code, operatorOf(request), reason), { kind: 'rejected', reason });
    },
  });

  serveEndpoint(app, operatorEndpoints.markWithdrawalPaid, {
    onRequest: requireOperator,
    schema: { body: MarkWithdrawalPaidBody },
    handler: async (request) => {
      const { code, reference } = request.body;
      return transition(request.log, (tx) => markWithdrawalPaid(tx, code, operatorOf(request), reference), { kind: 'paid', reference });
    },
  });

  serveEndpoint(app, operatorEndpoints.returnWithdrawal, {
    onRequest: requireOperator,
    schema: { body: ReturnWithdrawalBody },
    handler: async (request) => {
      const { code, reference } = request.body;
      return transition(request.log, (tx) => returnWithdrawal(tx, code, operatorOf(request), reference), {
        kind: 'rejected',
        reason: bankReturnReason(reference),
      });
    },
  });
};
