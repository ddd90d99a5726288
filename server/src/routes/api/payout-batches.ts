import { operatorEndpoints } from 'shared/operator-endpoints';
import { ExportPayoutBatchBody, MarkBatchPaidBody } from 'shared/schemas';
import { exportPayoutBatch, markBatchPaid } from '../../domain/payout-batches';
import { mailPayoutNews } from '../../domain/payout-mails';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';
import { operatorOf, payoutApiError } from './payout-errors';

/** The bank file of the approved requests (audited), and a whole batch marked paid under one reference (ADR 027). */
export const payoutBatchRoutes: ApiRoutes = async (app, { db, mailer, requireOperator, personalData }) => {
  serveEndpoint(app, operatorEndpoints.exportPayoutBatch, {
    onRequest: requireOperator,
    schema: { body: ExportPayoutBatchBody },
    handler: async (request) => {
      const batch = await db.transaction((tx) => exportPayoutBatch(tx, personalData, operatorOf(request))).catch((error: unknown) => {
        throw payoutApiError(error);
      });
      return ok(batch);
    },
  });

  serveEndpoint(app, operatorEndpoints.markBatchPaid, {
    onRequest: requireOperator,
    schema: { body: MarkBatchPaidBody },
    handler: async (request) => {
      const { batchId, reference } = request.body;
      const paid = await db.transaction((tx) => markBatchPaid(tx, batchId, operatorOf(request), reference)).catch((error: unknown) => {
        throw payoutApiError(error);
      });
      // One by one after the commit: a failed mail is logged and the others still go.
      for (const withdrawal of paid) await mailPayoutNews(mailer, request.log, withdrawal, { kind: 'paid', reference });
      return ok({ batchId, reference, paid: paid.map((row) => row.code) });
    },
  });
};
