import { z } from '../zod';
import { messages } from '../messages';
import { MAX_PERSON_NAME_LENGTH, MIN_PASSWORD_LENGTH, PERSON_NAME_PATTERN, personNameProblem } from '../validation';

// The name rule's parts, for the server's fields that apply it outside these schemas.
export { isPersonName, MAX_PERSON_NAME_LENGTH, personNameProblem } from '../validation';

/** How the API names a missing field ("firstName is required."); forms pass the spec's text instead. */
export const fieldIsRequired = (field: string) => `${field} is required.`;

/** A required, trimmed string field. */
export const requiredText = (field: string, maxLength: number, requiredMessage = fieldIsRequired(field)) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${field} must be text.`) })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, `${field} must be at most ${maxLength} characters.`);

/**
 * An optional text field: absent, null and '' all mean "not given" (a form may send an empty
 * session item as null or '').
 */
export const optionalText = (field: string, maxLength: number) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), requiredText(field, maxLength).optional());

/** A required person's name (see PERSON_NAME_PATTERN), trimmed. */
export const personName = (field: string, requiredMessage = fieldIsRequired(field)) =>
  requiredText(field, MAX_PERSON_NAME_LENGTH, requiredMessage).regex(PERSON_NAME_PATTERN, personNameProblem(field));

/** An e-mail address; the format message is the spec's. */
export const emailField = (requiredMessage = fieldIsRequired('email')) =>
  requiredText('email', 254, requiredMessage).pipe(z.email(messages.registration.invalidEmail));

/** A new password: at least MIN_PASSWORD_LENGTH characters (the flow gives the spec's wording). */
export const passwordField = (tooShortMessage: string, requiredMessage = fieldIsRequired('password')) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'password must be text.') })
    .min(1, { error: requiredMessage, abort: true })
    .min(MIN_PASSWORD_LENGTH, tooShortMessage)
    .max(128, 'Password must be at most 128 characters long.');

/** A one-time code as the OTP boxes produce it: exactly 4 digits. */
export const OtpCode = z.string().regex(/^\d{4}$/, messages.otp.invalidFormat);

/**
 * A one-time code as a request carries it: text, or a number (leading zeros are then lost). The
 * server checks it against OtpCode itself, so a malformed code gets the flow's "Invalid OTP"
 * answer like a wrong one.
 */
export const submittedCode = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? fieldIsRequired('code') : 'code must be 4 digits.'),
  })
  .transform((value) => String(value).trim());
