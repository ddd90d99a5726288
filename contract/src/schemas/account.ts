import { z } from '../zod';
import * as messages from '../messages';
import { birthDateProblem, isCalendarDate } from './age';
import {
  emailField,
  filledInFields,
  filledInFirst,
  mobileNumber,
  passwordField,
  personName,
  playerUuid,
  requiredText,
  submittedCode,
  typedPassword,
} from './fields';
import { countryId } from './registration';

/**
 * The account area's requests (issue 37): the forms parse with these, the server's routes check
 * the same, so a rule changes in one place.
 */

/** PUT /api/external/v1/account/details. dateOfBirth: absent keeps it (and must be, once an identity is verified or under review). */
export const AccountDetailsBody = z.object({
  uuid: playerUuid,
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  mobile: mobileNumber,
  country: countryId,
  dateOfBirth: requiredText('dateOfBirth', 10)
    .refine(isCalendarDate, 'dateOfBirth must be a date in the form YYYY-MM-DD.')
    .superRefine((date, context) => {
      const problem = isCalendarDate(date) ? birthDateProblem(date) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});
export type AccountDetailsRequest = z.input<typeof AccountDetailsBody>;

/** The details form: everything filled in first, then the request's rules. */
export const AccountDetailsForm = filledInFirst(
  filledInFields(['firstName', 'lastName', 'mobile', 'country'], messages.signIn.allFieldsRequired),
  AccountDetailsBody.omit({ uuid: true }),
);

/** The current password, asked again of a signed-in session before it changes a credential (ADR 042, ADR 052). */
const currentPassword = z.string({ error: 'currentPassword is required.' }).min(1, 'currentPassword is required.').max(128);

/** POST /api/external/v1/account/password: the current password, then the new one by registration's rules. */
export const ChangePasswordBody = z.object({
  uuid: playerUuid,
  currentPassword,
  password: passwordField(messages.registration.passwordTooShort),
});

export const ChangePasswordForm = filledInFirst(
  {
    currentPassword: typedPassword(messages.signIn.allFieldsRequired),
    password: typedPassword(messages.signIn.allFieldsRequired),
    confirmPassword: typedPassword(messages.signIn.allFieldsRequired),
  },
  ChangePasswordBody.omit({ uuid: true })
    .extend({ confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.registration.passwordsDoNotMatch,
    })
    .refine((form) => form.password !== form.currentPassword, { path: ['password'], message: messages.account.samePassword }),
);

/**
 * POST /api/external/v1/account/email: mails a code to the new address. The current password too:
 * the address is where a password reset goes, so a borrowed session must not change it (ADR 052).
 */
export const ChangeEmailBody = z.object({ uuid: playerUuid, email: emailField(), currentPassword });

/** The e-mail form: both fields filled in first, then the request's rules. */
export const ChangeEmailForm = filledInFirst(
  filledInFields(['email', 'currentPassword'], messages.signIn.allFieldsRequired),
  ChangeEmailBody.omit({ uuid: true }),
);

/** POST /api/external/v1/account/email/confirm: the code mailed to the new address. */
export const ConfirmEmailChangeBody = z.object({ uuid: playerUuid, email: emailField(), code: submittedCode });

/** POST /api/external/v1/account/sessions/end: one session by its id, or every other one. */
export const EndSessionsBody = z.union([
  z.object({ uuid: playerUuid, sessionId: requiredText('sessionId', 64) }),
  z.object({ uuid: playerUuid, allOthers: z.literal(true) }),
]);

/** GET /api/external/v1/account/coins: newest first, pages of up to 50 before an entry id. */
export const CoinHistoryQuery = z.object({
  uuid: playerUuid,
  before: z.coerce.number({ error: 'before must be an entry id.' }).int().positive().optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(50).default(20),
});
