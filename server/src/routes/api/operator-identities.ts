import { operatorEndpoints } from 'contract/operator-endpoints';
import { IdentityActionBody, IdentityPhotoQuery, IdentityReviewQuery, IdentityReviewsQuery, RejectIdentityBody } from 'contract/schemas';
import type { Transaction } from '../../db/database';
import { mailIdentityDecision } from '../../domain/identity-mails';
import { listIdentityReviews, readIdentityPhoto, readIdentityReview } from '../../domain/identity-reviews';
import { decideIdentity, IdentityDecidedError, IdentityNotFoundError, type IdentityDecided } from '../../domain/identity-verifications';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';
import { operatorOf } from './payout-errors';

const NOT_FOUND = 'There is no such identity verification.';

function identityApiError(error: unknown): unknown {
  if (error instanceof IdentityNotFoundError) return ApiError.notFound(NOT_FOUND);
  if (error instanceof IdentityDecidedError) return new ApiError(409, ErrorCode.INVALID_TRANSITION, error.message);
  return error;
}

/**
 * The operators' identity reviews (ADR 031): the queue, one submission unsealed (its reading
 * audited), its photos, and the decision, mailed to the player once committed.
 */
export const operatorIdentityRoutes: ApiRoutes = async (app, { db, mailer, requireOperator, personalData }) => {
  serveEndpoint(app, operatorEndpoints.listIdentityReviews, {
    onRequest: requireOperator,
    schema: { querystring: IdentityReviewsQuery },
    handler: async (request) => ok(await listIdentityReviews(db, request.query)),
  });

  serveEndpoint(app, operatorEndpoints.getIdentityReview, {
    onRequest: requireOperator,
    schema: { querystring: IdentityReviewQuery },
    handler: async (request, reply) => {
      const review = await readIdentityReview(db, personalData, request.query.id.toLowerCase(), operatorOf(request));
      if (!review) throw ApiError.notFound(NOT_FOUND);
      // The NIC in the clear: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return ok(review);
    },
  });

  serveEndpoint(app, operatorEndpoints.getIdentityPhoto, {
    onRequest: requireOperator,
    schema: { querystring: IdentityPhotoQuery },
    handler: async (request, reply) => {
      const { id, side } = request.query;
      const photo = await readIdentityPhoto(db, personalData, id.toLowerCase(), side, operatorOf(request));
      if (!photo) throw ApiError.notFound('There is no such photo.');
      return (
        reply
          .header('content-type', photo.type)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, it is an image that can run nothing and is saved rather than shown inline elsewhere.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', `inline; filename="nic-${side}"`)
          .send(photo.bytes)
      );
    },
  });

  async function decide(
    request: Parameters<typeof operatorOf>[0],
    run: (tx: Transaction) => Promise<IdentityDecided>,
    reason: string | null,
  ) {
    const decided = await db.transaction(run).catch((error: unknown) => {
      throw identityApiError(error);
    });
    await mailIdentityDecision(mailer, request.log, decided, reason);
    return ok({ id: decided.id, status: decided.status, reviewedAt: decided.reviewedAt.toISOString() });
  }

  serveEndpoint(app, operatorEndpoints.approveIdentity, {
    onRequest: requireOperator,
    schema: { body: IdentityActionBody },
    handler: async (request) =>
      decide(request, (tx) => decideIdentity(tx, request.body.id.toLowerCase(), operatorOf(request), { approve: true }), null),
  });

  serveEndpoint(app, operatorEndpoints.rejectIdentity, {
    onRequest: requireOperator,
    schema: { body: RejectIdentityBody },
    handler: async (request) => {
      const { id, reason } = request.body;
      return decide(request, (tx) => decideIdentity(tx, id.toLowerCase(), operatorOf(request), { approve: false, reason }), reason);
    },
  });
};
