import { endpoints } from 'contract/endpoints';
import * as messages from 'contract/messages';
import { OtpCode, ResendVerificationBody, VerifyEmailBody } from 'contract/schemas';
import type { Database } from '../../db/database';
import { verificationCodeMail } from '../../domain/code-mails';
import { findCredentialsByEmail, findPlayerById, markEmailVerified, type PlayerSummary } from '../../domain/players';
import { consumeCode } from '../../domain/verification-codes';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { bodyText } from '../../plugins/rate-limit';
import { checkingCode, issueAndMailCode } from './code-delivery';
import type { ApiRoutes } from './context';

/**
 * The player a verification call is about: by the uuid from registration, or by e-mail for a
 * player the sign-in page sent to the code screen with only their address (docs/decisions/006).
 */
async function findVerificationTarget(db: Database, body: { uuid?: string; email?: string }): Promise<PlayerSummary | undefined> {
  if (body.uuid !== undefined) return findPlayerById(db, body.uuid.toLowerCase());
  return body.email === undefined ? undefined : findCredentialsByEmail(db, body.email);
}

const invalidOtp = () => new ApiError(400, ErrorCode.INVALID_VERIFICATION_OTP, messages.emailVerification.invalid);

export const emailVerificationRoutes: ApiRoutes = async (app, { db, mailer, config, rateLimit }) => {
  const { perIp, perTarget } = config.rateLimits;

  /**
   * Checks the e-mail code; the right one verifies the player. Five wrong guesses kill a code;
   * ten checks a day per player is all there is (429 after that).
   */
  serveEndpoint(app, endpoints.verifyEmail, {
    schema: { body: VerifyEmailBody },
    preHandler: rateLimit({ name: 'email-verification-check', perIp }),
    handler: async (request, reply) => {
      const { code } = request.body;
      const player = await findVerificationTarget(db, request.body);
      const verified =
        player !== undefined &&
        OtpCode.safeParse(code).success &&
        (await checkingCode(reply, () =>
          db.transaction(async (tx) => {
            const matches = await consumeCode(tx, 'email-verification', player.id, code);
            if (matches) await markEmailVerified(tx, player.id);
            return matches;
          }),
        ));
      if (!verified) throw invalidOtp();
      return ok(null, 'Email verified.');
    },
  });

  /**
   * Mails a fresh code (the previous one dies). Unknown and already verified players get the
   * same answer without a mail, so this call tells nobody which addresses have accounts.
   */
  serveEndpoint(app, endpoints.resendVerificationEmail, {
    schema: { body: ResendVerificationBody },
    preHandler: rateLimit({
      name: 'verification-code-mail',
      perIp,
      perTarget: { ...perTarget, target: (request) => bodyText(request, 'uuid') ?? bodyText(request, 'email') },
    }),
    handler: async (request, reply) => {
      const player = await findVerificationTarget(db, request.body);
      if (player && !player.emailVerified) {
        await db.transaction((tx) =>
          issueAndMailCode(tx, {
            reply,
            mailer,
            resendIntervalSeconds: config.codeResendIntervalSeconds,
            purpose: 'email-verification',
            target: player.id,
            mail: (code) => verificationCodeMail(player.email, player.firstName, code, player.language),
            unsentMessage: 'The verification e-mail could not be sent. Please try again later.',
          }),
        );
      }
      return ok(null, messages.emailVerification.resent);
    },
  });
};
