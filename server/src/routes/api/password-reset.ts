import type { FastifyReply } from 'fastify';
import { endpoints } from 'contract/endpoints';
import * as messages from 'contract/messages';
import { ForgotPasswordBody, OtpCode, ResetCodeBody, ResetPasswordBody } from 'contract/schemas';
import { mailAccountNews, passwordResetUrl } from '../../domain/account-mails';
import { passwordResetCodeMail } from '../../domain/code-mails';
import { hashPassword } from '../../domain/passwords';
import { isResetTokenLive, issueResetToken, resetPassword } from '../../domain/password-reset';
import { findCredentialsByEmail } from '../../domain/players';
import { consumeCode } from '../../domain/verification-codes';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { bodyText } from '../../plugins/rate-limit';
import { checkingCode, issueAndMailCode } from './code-delivery';
import type { ApiRoutes } from './context';

/**
 * Forgot password (spec §4, §7; docs/decisions/006): a 4-digit code by mail, exchanged together
 * with the address for a single-use reset token, which sets the new password.
 */
export const passwordResetRoutes: ApiRoutes = async (app, { db, mailer, config, rateLimit, sessions }) => {
  const { perIp, perTarget } = config.rateLimits;
  // Sending and resending share their counts: both mail a reset code to the same address.
  const codeMailLimit = rateLimit({
    name: 'password-reset-code-mail',
    perIp,
    perTarget: { ...perTarget, target: (request) => bodyText(request, 'email') },
  });

  async function mailResetCode(email: string, reply: FastifyReply): Promise<void> {
    const player = await findCredentialsByEmail(db, email);
    // The spec's screen needs "User Not Found" (290002) for an unknown address.
    if (!player) throw new ApiError(404, ErrorCode.USER_NOT_FOUND, messages.forgotPassword.userNotFound);
    await db.transaction((tx) =>
      issueAndMailCode(tx, {
        reply,
        mailer,
        resendIntervalSeconds: config.codeResendIntervalSeconds,
        purpose: 'password-reset',
        target: player.id,
        mail: (code) => passwordResetCodeMail(player.email, player.firstName, code, player.language),
        unsentMessage: 'The password reset e-mail could not be sent. Please try again later.',
      }),
    );
  }

  // Sending and resending are one request (a new code mailed); only the answer's message differs.
  for (const [endpoint, message] of [
    [endpoints.sendResetEmail, messages.forgotPassword.codeSent],
    [endpoints.resendResetEmail, messages.forgotPassword.resent],
  ] as const) {
    serveEndpoint(app, endpoint, {
      schema: { body: ForgotPasswordBody },
      preHandler: codeMailLimit,
      handler: async (request, reply) => {
        await mailResetCode(request.body.email, reply);
        return ok(null, message);
      },
    });
  }

  /** The code and the address it was mailed to; the right pair answers content {resetToken}. */
  serveEndpoint(app, endpoints.verifyResetCode, {
    schema: { body: ResetCodeBody },
    preHandler: rateLimit({ name: 'password-reset-check', perIp }),
    handler: async (request, reply) => {
      const { email, code } = request.body;
      const player = await findCredentialsByEmail(db, email);
      const resetToken =
        player && OtpCode.safeParse(code).success
          ? await checkingCode(reply, () =>
              db.transaction(async (tx) =>
                (await consumeCode(tx, 'password-reset', player.id, code)) ? issueResetToken(tx, player.id) : undefined,
              ),
            )
          : undefined;
      if (!resetToken) throw new ApiError(400, ErrorCode.INVALID_RESET_OTP, messages.forgotPassword.invalidOtp);
      return ok({ resetToken }, messages.forgotPassword.otpVerified);
    },
  });

  /** Sets the new password with the reset token (sent as `code`, the spec's session item). */
  serveEndpoint(app, endpoints.resetPassword, {
    schema: { body: ResetPasswordBody },
    preHandler: rateLimit({ name: 'password-reset', perIp }),
    handler: async (request) => {
      const { code, password } = request.body;
      const invalidToken = () => new ApiError(400, ErrorCode.INVALID_RESET_CODE, messages.resetPassword.invalidCode);
      // Checked before hashing, so a wrong token costs no argon2 work; checked again when used.
      if (!(await isResetTokenLive(db, code))) throw invalidToken();
      const passwordHash = await hashPassword(password);
      const playerId = await db.transaction((tx) => resetPassword(tx, code, passwordHash));
      if (!playerId) throw invalidToken();
      sessions.forget(playerId);
      // The owner learns of every change, so a reset by someone else does not go unnoticed.
      await mailAccountNews(mailer, request.log, db, playerId, { kind: 'passwordChanged', resetUrl: passwordResetUrl(config) });
      return ok(null, messages.resetPassword.success);
    },
  });
};
