import { z } from '../zod';
import { messages } from '../messages';
import { birthDateProblem, isCalendarDate } from './age';
import { emailField, fieldIsRequired, mobileField, passwordField, personName, requiredText } from './fields';

/** A <select> sends the id as text: both "144" and 144 are accepted; '' means nothing chosen. */
const countryId = (requiredMessage: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : 'country must be a numeric country id.') })
      .int('country must be a numeric country id.')
      .positive('country must be a numeric country id.'),
  );

/** The fields of the registration payload; only the "required" wording differs between API and form. */
function registrationFields(requiredMessage: (field: string) => string) {
  return {
    firstName: personName('firstName', requiredMessage('firstName')),
    lastName: personName('lastName', requiredMessage('lastName')),
    email: emailField(requiredMessage('email')),
    country: countryId(requiredMessage('country')),
    mobile: mobileField(requiredMessage('mobile')),
    dateOfBirth: requiredText('dateOfBirth', 10, requiredMessage('dateOfBirth')).refine(isCalendarDate, 'dateOfBirth must be a date in the form YYYY-MM-DD.'),
    password: passwordField(messages.registration.passwordTooShort, requiredMessage('password')),
  };
}

/**
 * POST /api/open/v1/user/register. Each message names its field; the age rule is the server's
 * own check after this one (its message stands alone, without a field name in front).
 */
export const RegisterBody = z.object(registrationFields(fieldIsRequired));
export type RegisterRequest = z.input<typeof RegisterBody>;

/**
 * The Register Account form (spec §5): any empty field gives '*Please fill out all fields', then
 * the e-mail, password, confirmation and age rules with the spec's texts.
 */
export const RegisterForm = z
  .object({
    ...registrationFields(() => messages.registration.allFieldsRequired),
    confirmPassword: z.string().min(1, messages.registration.allFieldsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.registration.passwordsDoNotMatch,
  })
  .superRefine((form, context) => {
    const problem = birthDateProblem(form.dateOfBirth);
    if (problem) context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
  });
