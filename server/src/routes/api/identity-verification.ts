import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import { endpoints } from 'contract/endpoints';
import { identityMessages, IdentitySubmissionBody, MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import { PlayerQuery } from 'contract/schemas';
import { cleanIdentityPhoto, IdentityPhotoError, type PhotoProblem } from '../../domain/identity-photos';
import { mailAccountNews } from '../../domain/account-mails';
import { identityStateOf, submitIdentity } from '../../domain/identity-verifications';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accessTokenOf } from '../../plugins/authentication';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const PHOTO_MESSAGE: Record<PhotoProblem, string> = {
  type: identityMessages.photoType,
  size: identityMessages.photoTooLarge,
  unreadable: identityMessages.photoUnreadable,
};

const photoRefusal = (error: unknown, side: 'Front' | 'Back') => {
  if (!(error instanceof IdentityPhotoError)) return error;
  return new ApiError(400, ErrorCode.INVALID_PHOTO, `${side} of the NIC: ${PHOTO_MESSAGE[error.problem]}`);
};

/**
 * Both photos by their content (JPEG, PNG or WebP, 5 MB), re-encoded side by side on the thread
 * pool; a 400 naming the side otherwise, the front's problem first when both have one.
 */
async function cleanPhotos(front: Uint8Array, back: Uint8Array) {
  const [cleanFront, cleanBack] = await Promise.allSettled([cleanIdentityPhoto(front), cleanIdentityPhoto(back)]);
  if (cleanFront.status === 'rejected') throw photoRefusal(cleanFront.reason, 'Front');
  if (cleanBack.status === 'rejected') throw photoRefusal(cleanBack.reason, 'Back');
  return { front: cleanFront.value, back: cleanBack.value };
}

const isClientError = (error: unknown) => {
  const { statusCode } = (error ?? {}) as Partial<FastifyError>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

/**
 * A multipart form as the body: text fields as text, files as their bytes, a repeated name as a
 * list (which the schema refuses). The parser's own refusals keep their 4xx; any other failure of
 * a form that is not well-formed (busboy's plain errors) is a 400 too, never a 500.
 */
async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      const earlier = body[part.fieldname];
      body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
    }
  } catch (error) {
    if (isClientError(error)) throw error;
    throw ApiError.validation('The form is not well-formed multipart/form-data.');
  }
  request.body = body;
}

/**
 * GET /api/external/v1/identity-verification: the player's status (the NIC by its last 4
 * characters only). POST, multipart/form-data: the NIC, the name on it and both photos, for an
 * operator's review (ADR 031). Multipart is accepted by this scope's routes only, within limits
 * that stop reading at the first part too many or too large.
 */
export const identityVerificationRoutes: ApiRoutes = async (app, { config, db, mailer, requireAccessToken, personalData, rateLimit }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IDENTITY_PHOTO_BYTES, files: 2, fields: 5, parts: 7, fieldSize: 1_000, headerPairs: 20 },
  });

  serveEndpoint(app, endpoints.getIdentityVerification, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', 'You may only read your own identity verification.'),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await identityStateOf(db, playerIdOf(request))),
  });

  const ownSubmission = requireOwnUuid('body', 'You may only verify your own identity.');
  // Each submission reads up to 10 MB and decodes and re-encodes two images: counted per address and per player before any byte is read.
  const limit = rateLimit({
    name: 'identity-submission',
    perIp: config.rateLimits.perIp,
    perTarget: { ...config.rateLimits.perTarget, target: (request) => accessTokenOf(request).sub },
  });
  serveEndpoint(app, endpoints.submitIdentityVerification, {
    onRequest: requireAccessToken,
    preValidation: async (request, reply) => {
      await limit.call(app, request, reply);
      await readMultipartBody(request);
      await ownSubmission.call(app, request, reply);
    },
    schema: { body: IdentitySubmissionBody },
    handler: async (request) => {
      const { nic, nicFullName, nicFront, nicBack } = request.body;
      const { front, back } = await cleanPhotos(nicFront, nicBack);
      const submission = {
        playerId: playerIdOf(request),
        nicText: nic.text,
        nic,
        fullName: nicFullName,
        front: { type: front.type, bytes: front.bytes },
        back: { type: back.type, bytes: back.bytes },
      };
      const outcome = await db.transaction((tx) => submitIdentity(tx, personalData, submission));
      switch (outcome.kind) {
        case 'submitted':
          await mailAccountNews(mailer, request.log, db, submission.playerId, { kind: 'identityReceived' });
          return ok(outcome.state, identityMessages.submitted);
        case 'nic-in-use':
          throw new ApiError(409, ErrorCode.NIC_IN_USE, identityMessages.nicInUse);
        case 'refused':
          throw ApiError.validation(outcome.message);
        case 'already':
          throw new ApiError(
            409,
            ErrorCode.IDENTITY_SUBMITTED,
            outcome.status === 'verified' ? identityMessages.alreadyVerified : identityMessages.alreadyUnderReview,
          );
        case 'no-player':
          throw ApiError.notFound('Player not found.');
      }
    },
  });
};
