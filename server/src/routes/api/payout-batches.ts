import { operatorEndpoints } from 'contract/operator-endpoints';
import { ExportPayoutBatchBody, MarkBatchPaidBody, PayoutBatchFileQuery } from 'contract/schemas';
import { UnreadableAccountNumberError } from '../../domain/bank-details';
import { BatchFileChangedError, downloadBatchFile, listPayoutBatches } from '../../domain/payout-batch-history';
import { exportPayoutBatch, markBatchPaid } from '../../domain/payout-batches';
import { mailPayoutNews } from '../../domain/payout-mails';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';
import { operatorOf, payoutApiError } from './payout-errors';

/**
 * The bank file of the approved requests (audited), and a whole batch marked paid under one
 * reference (ADR 027); every batch listed, its file downloadable again (ADR 043).
 */
export const payoutBatchRoutes: ApiRoutes = async (app, { db, mailer, requireOperator, personalData }) => {
  serveEndpoint(app, operatorEndpoints.exportPayoutBatch, {
    onRequest: requireOperator,
    schema: { body: ExportPayoutBatchBody },
    handler: async (request) => {
      const batch = await db
        .transaction((tx) => exportPayoutBatch(tx, personalData, operatorOf(request)))
        .catch((error: unknown) => {
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
      const paid = await db
        .transaction((tx) => markBatchPaid(tx, batchId, operatorOf(request), reference))
        .catch((error: unknown) => {
          throw payoutApiError(error);
        });
      // One by one after the commit: a failed mail is logged and the others still go.
      for (const withdrawal of paid) await mailPayoutNews(mailer, request.log, withdrawal, { kind: 'paid', reference });
      return ok({ batchId, reference, paid: paid.map((row) => row.code) });
    },
  });

  serveEndpoint(app, operatorEndpoints.listPayoutBatches, {
    onRequest: requireOperator,
    schema: {},
    handler: async () => {
      const batches = await listPayoutBatches(db);
      return ok(
        batches.map((batch) => ({ ...batch, createdAt: batch.createdAt.toISOString(), paidAt: batch.paidAt?.toISOString() ?? null })),
      );
    },
  });

  serveEndpoint(app, operatorEndpoints.getPayoutBatchFile, {
    onRequest: requireOperator,
    schema: { querystring: PayoutBatchFileQuery },
    handler: async (request) => {
      const file = await db
        .transaction((tx) => downloadBatchFile(tx, personalData, request.query.batchId, operatorOf(request)))
        .catch((error: unknown) => {
          if (error instanceof BatchFileChangedError || error instanceof UnreadableAccountNumberError) {
            request.log.error({ err: error, batch: request.query.batchId }, 'bank file cannot be rebuilt as exported');
            throw new ApiError(409, ErrorCode.BANK_FILE_CHANGED, new BatchFileChangedError(request.query.batchId).message);
          }
          throw payoutApiError(error);
        });
      return ok(file);
    },
  });
};
