import { endpoints } from 'contract/endpoints';
import * as messages from 'contract/messages';
import { birthDateProblem, RegisterBody } from 'contract/schemas';
import { verificationCodeMail } from '../../domain/code-mails';
import { acceptedLanguage } from '../../domain/languages';
import { hashPassword } from '../../domain/passwords';
import { EmailTakenError, insertPlayer, normalizeEmail } from '../../domain/players';
import { countryExists } from '../../domain/reference-data';
import { ApiError, ErrorCode, failure, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { issueAndMailCode } from './code-delivery';
import type { ApiRoutes } from './context';

export const registrationRoutes: ApiRoutes = async (app, { db, mailer, config, rateLimit }) => {
  /**
   * Creates an unverified player and e-mails a 4-digit code; answers content {uuid}. The player's
   * language is the page's, which the client sends as Accept-Language (ADR 034).
   */
  serveEndpoint(app, endpoints.register, {
    schema: { body: RegisterBody },
    preHandler: rateLimit({ name: 'register', perIp: config.rateLimits.perIp }),
    handler: async (request, reply) => {
      const body = request.body;
      const ageProblem = birthDateProblem(body.dateOfBirth);
      if (ageProblem) throw ApiError.validation(ageProblem);
      if (!(await countryExists(db, body.country))) throw ApiError.validation('country: no country has this id.');
      const passwordHash = await hashPassword(body.password);
      const language = acceptedLanguage(request.headers['accept-language']);
      try {
        const uuid = await db.transaction(async (tx) => {
          const id = await insertPlayer(tx, {
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            countryId: body.country,
            mobile: body.mobile,
            dateOfBirth: body.dateOfBirth,
            emailVerified: false,
            avatarImageId: null,
            gameCategoryIds: [],
            language,
          });
          // Mailed before commit: if the mail cannot go out, no account is left behind that would
          // block a second attempt with "Email Already Exists".
          await issueAndMailCode(tx, {
            reply,
            mailer,
            resendIntervalSeconds: config.codeResendIntervalSeconds,
            purpose: 'email-verification',
            target: id,
            mail: (code) => verificationCodeMail(normalizeEmail(body.email), body.firstName, code, language),
            unsentMessage: 'The verification e-mail could not be sent. Please try again later.',
          });
          return id;
        });
        return ok({ uuid }, 'Registration successful. A verification code was sent to your e-mail.');
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        return reply.status(409).send(failure(ErrorCode.EMAIL_EXISTS, messages.registration.emailExists));
      }
    },
  });
};
