import { z } from 'zod';
import { ErrorCode } from 'shared/envelope';
import { birthDateProblem, isCalendarDate } from '../../domain/age';
import { verificationCodeMail } from '../../domain/mailer';
import { hashPassword } from '../../domain/passwords';
import { EmailTakenError, insertPlayer, isUuid, markEmailVerified, normalizeEmail } from '../../domain/players';
import { countryExists } from '../../domain/reference-data';
import { consumeCode, issueCode } from '../../domain/verification-codes';
import { ApiError, failure, ok } from '../../http/envelope';
import type { ApiRoutes } from './context';

/** A required string field whose messages name the field. */
const requiredText = (field: string, maxLength: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) })
    .trim()
    .min(1, `${field} is required.`)
    .max(maxLength, `${field} must be at most ${maxLength} characters.`);

export const RegisterBody = z.object({
  firstName: requiredText('firstName', 100),
  lastName: requiredText('lastName', 100),
  email: requiredText('email', 254).pipe(z.email('email: Please enter a valid email address.')),
  // A <select> may send the id as a string; both "144" and 144 are accepted.
  country: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'country is required.' : 'country must be a numeric country id.') })
      .int('country must be a numeric country id.')
      .positive('country must be a numeric country id.'),
  ),
  mobile: requiredText('mobile', 32).regex(/^\+?[\d\s()-]{6,20}$/, 'mobile must be a phone number of 6 to 20 digits.'),
  dateOfBirth: requiredText('dateOfBirth', 10).refine(isCalendarDate, 'dateOfBirth must be a date in the form YYYY-MM-DD.'),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'password is required.' : 'password must be text.') })
    .min(6, 'Password must be at least 6 characters long.')
    .max(128, 'Password must be at most 128 characters long.'),
});

const VerifyEmailBody = z.object({
  uuid: requiredText('uuid', 64),
  // Four digits as text; a number is accepted too (leading zeros are then lost and it fails).
  code: z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? 'code is required.' : 'code must be 4 digits.') })
    .transform((value) => String(value).trim()),
});

const INVALID_OTP = 'Invalid OTP. Please try again.';

export const registrationRoutes: ApiRoutes = async (app, { db, mailer }) => {
  /** Creates an unverified player and e-mails a 4-digit code; answers content {uuid}. */
  app.post('/api/open/v1/user/register', { schema: { body: RegisterBody } }, async (request, reply) => {
    const body = request.body;
    const ageProblem = birthDateProblem(body.dateOfBirth);
    if (ageProblem) throw ApiError.validation(ageProblem);
    if (!(await countryExists(db, body.country))) throw ApiError.validation('country: no country has this id.');
    const passwordHash = await hashPassword(body.password);
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
        });
        const code = await issueCode(tx, 'email-verification', id);
        // Sent before commit: if the mail cannot go out, no account is left behind that would
        // block a second attempt with "Email Already Exists".
        await mailer.send(verificationCodeMail(normalizeEmail(body.email), body.firstName, code)).catch((error) => {
          request.log.error({ err: error }, 'verification mail not sent');
          throw ApiError.unavailable('The verification e-mail could not be sent. Please try again later.');
        });
        return id;
      });
      return ok({ uuid }, 'Registration successful. A verification code was sent to your e-mail.');
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      return reply.status(409).send(failure(ErrorCode.EMAIL_EXISTS, 'Email Already Exists! Please log in.'));
    }
  });

  /** Checks the e-mail code; the right one verifies the player. Five wrong guesses kill a code. */
  app.post(
    '/api/open/v1/user/email_verification_send_code',
    { schema: { body: VerifyEmailBody } },
    async (request, reply) => {
      const uuid = request.body.uuid.toLowerCase();
      const code = request.body.code;
      const verified =
        isUuid(uuid) &&
        /^\d{4}$/.test(code) &&
        (await db.transaction(async (tx) => {
          const matches = await consumeCode(tx, 'email-verification', uuid, code);
          if (matches) await markEmailVerified(tx, uuid);
          return matches;
        }));
      if (!verified) return reply.status(400).send(failure(ErrorCode.INVALID_VERIFICATION_OTP, INVALID_OTP));
      return ok(null, 'Email verified.');
    },
  );
};
