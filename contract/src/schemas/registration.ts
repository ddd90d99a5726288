import { z } from '../zod';
import * as messages from '../messages';
import { birthDateProblem, isCalendarDate } from './age';
import {
  emailField,
  fieldIsRequired,
  filledInFields,
  filledInFirst,
  mobileNumber,
  passwordField,
  personName,
  requiredText,
  typedPassword,
} from './fields';

/** A <select> sends the id as text: both "144" and 144 are accepted; '' means nothing chosen. */
export const countryId = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? fieldIsRequired('country') : 'country must be a numeric country id.') })
    .int('country must be a numeric country id.')
    .positive('country must be a numeric country id.'),
);

/**
 * POST /api/open/v1/user/register. Each message names its field; the age rule is the server's
 * own check after this one (its message stands alone, without a field name in front).
 */
export const RegisterBody = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email: emailField(),
  country: countryId,
  mobile: mobileNumber,
  dateOfBirth: requiredText('dateOfBirth', 10).refine(isCalendarDate, 'dateOfBirth must be a date in the form YYYY-MM-DD.'),
  password: passwordField(messages.registration.passwordTooShort),
});
export type RegisterRequest = z.input<typeof RegisterBody>;

/**
 * The Register Account form (spec §5): any empty field gives '*Please fill out all fields', then
 * the payload's rules (e-mail and password in the spec's words), the confirmation and the age.
 */
export const RegisterForm = filledInFirst(
  {
    ...filledInFields(['firstName', 'lastName', 'email', 'country', 'mobile', 'dateOfBirth'], messages.registration.allFieldsRequired),
    password: typedPassword(messages.registration.allFieldsRequired),
    confirmPassword: typedPassword(messages.registration.allFieldsRequired),
  },
  RegisterBody.extend({ confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.registration.passwordsDoNotMatch,
    })
    .superRefine((form, context) => {
      const problem = birthDateProblem(form.dateOfBirth);
      if (problem) context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
    }),
);
