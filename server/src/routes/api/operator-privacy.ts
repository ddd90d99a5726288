import { privacyEndpoints } from 'contract/privacy-endpoints';
import {
  CompletePrivacyRequestBody,
  CreditObjectionBody,
  PrivacyRequestQuery,
  PrivacyRequestsQuery,
  UpholdObjectionBody,
} from 'contract/schemas';
import type { FastifyRequest } from 'fastify';
import { decideObjection, type ObjectionDecision } from '../../domain/games/objections';
import { completeContactRequest, listPrivacyRequests, readPrivacyRequest } from '../../domain/privacy-queue';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';
import { operatorOf } from './payout-errors';

const NOT_FOUND = 'There is no such privacy request.';
const NOT_AN_OBJECTION = 'There is no such objection to a game result.';
/** The loser of two operators deciding at once, or a second press: the first decision stands. */
const ALREADY_DECIDED = 'This request was already decided by another operator. Its decision stands; reload to see it.';
const NOTHING_TO_CREDIT =
  "This result earns nothing even at a human's pace (not a win, or that day's cap was reached), so there is nothing to credit. Uphold the refusal instead.";
const NOT_CONTACT = 'Only a contact-form privacy request is marked done here: the product completes the other kinds itself.';

const privacyOperator = (request: FastifyRequest) => ({ role: 'operator' as const, id: operatorOf(request).id });

function decisionAnswer(id: string, outcome: ObjectionDecision, status: 'done' | 'refused') {
  switch (outcome.kind) {
    case 'decided':
      return ok({ id, status, coinsCredited: outcome.coinsCredited });
    case 'not-found':
      throw ApiError.notFound(NOT_AN_OBJECTION);
    case 'already-decided':
      throw new ApiError(409, ErrorCode.INVALID_TRANSITION, ALREADY_DECIDED);
    case 'nothing-to-credit':
      throw new ApiError(409, ErrorCode.INVALID_TRANSITION, NOTHING_TO_CREDIT);
  }
}

/**
 * The operators' privacy requests queue (ADR 060): the list, one request (its reading recorded in
 * its trail), an objection upheld or credited, a contact-form request marked done. Payout operators only.
 */
export const operatorPrivacyRoutes: ApiRoutes = async (app, { db, requireOperator }) => {
  serveEndpoint(app, privacyEndpoints.listPrivacyRequests, {
    onRequest: requireOperator,
    schema: { querystring: PrivacyRequestsQuery },
    handler: async (request) => ok(await listPrivacyRequests(db, request.query)),
  });

  serveEndpoint(app, privacyEndpoints.getPrivacyRequest, {
    onRequest: requireOperator,
    schema: { querystring: PrivacyRequestQuery },
    handler: async (request, reply) => {
      const detail = await readPrivacyRequest(db, request.query.id.toLowerCase(), privacyOperator(request));
      if (!detail) throw ApiError.notFound(NOT_FOUND);
      // A player's e-mail and message: no cache keeps them.
      reply.header('cache-control', 'no-store');
      return ok(detail);
    },
  });

  serveEndpoint(app, privacyEndpoints.upholdObjection, {
    onRequest: requireOperator,
    schema: { body: UpholdObjectionBody },
    handler: async (request) => {
      const id = request.body.id.toLowerCase();
      const outcome = await decideObjection(db, id, privacyOperator(request), { credit: false, reason: request.body.reason });
      return decisionAnswer(id, outcome, 'refused');
    },
  });

  serveEndpoint(app, privacyEndpoints.creditObjection, {
    onRequest: requireOperator,
    schema: { body: CreditObjectionBody },
    handler: async (request) => {
      const id = request.body.id.toLowerCase();
      const outcome = await decideObjection(db, id, privacyOperator(request), { credit: true, note: request.body.note });
      return decisionAnswer(id, outcome, 'done');
    },
  });

  serveEndpoint(app, privacyEndpoints.completePrivacyRequest, {
    onRequest: requireOperator,
    schema: { body: CompletePrivacyRequestBody },
    handler: async (request) => {
      const id = request.body.id.toLowerCase();
      const outcome = await completeContactRequest(db, id, privacyOperator(request), request.body.note);
      if (outcome === 'not-found') throw ApiError.notFound(NOT_FOUND);
      if (outcome === 'not-contact') throw new ApiError(409, ErrorCode.INVALID_TRANSITION, NOT_CONTACT);
      if (outcome === 'already-decided') throw new ApiError(409, ErrorCode.INVALID_TRANSITION, ALREADY_DECIDED);
      return ok({ id, status: 'done' as const, coinsCredited: 0 });
    },
  });
};
