import { z } from '../zod';
import * as messages from '../messages';
import {
  isPersonName,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_PATTERN,
  PERSON_NAME_PATTERN,
  personNameProblem,
} from '../validation';

// The rules' zod-free parts the server applies outside these schemas: names, and the code's length.
export { isPersonName, MAX_PERSON_NAME_LENGTH, OTP_LENGTH, personNameProblem } from '../validation';

/**
 * Every field rule of the API and the forms, each written once: the zod-free parts (patterns,
 * lengths, name messages) are in ../validation. Every message names its field as the API does
 * ("firstName is required."); forms pass the spec's texts where the spec words a rule.
 */

const MAX_EMAIL_LENGTH = 254;
const MAX_UUID_LENGTH = 64;

/** How the API names a missing field ("firstName is required."); forms pass the spec's text instead. */
export const fieldIsRequired = (field: string) => `${field} is required.`;
const mustBeText = (field: string) => `${field} must be text.`;
const tooLong = (field: string, maxLength: number) => `${field} must be at most ${maxLength} characters.`;

/** A required, trimmed string field. */
export const requiredText = (field: string, maxLength: number, requiredMessage = fieldIsRequired(field)) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : mustBeText(field)) })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, tooLong(field, maxLength));

/**
 * An optional text field: absent, null and '' all mean "not given" (a form may send an empty
 * session item as null or ''); blank text is refused as missing.
 */
const optionalText = (field: string, maxLength: number) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), requiredText(field, maxLength).optional());

/** An optional text field the API stores as null: trimmed; absent, null and blank all become null. */
export const nullableText = (field: string, maxLength: number) =>
  z
    .string({ error: mustBeText(field) })
    .trim()
    .max(maxLength, tooLong(field, maxLength))
    .nullish()
    .transform((value) => value || null);

/** The player's uuid a request names (the token's subject must match it; see the server's own-player check). */
export const playerUuid = requiredText('uuid', MAX_UUID_LENGTH);

/** A required person's name (see PERSON_NAME_PATTERN), trimmed. */
export const personName = (field: string) =>
  requiredText(field, MAX_PERSON_NAME_LENGTH).regex(PERSON_NAME_PATTERN, personNameProblem(field));

/** An optional person's name by the same rule; absent, null or blank become null. */
export const optionalPersonName = (field: string) =>
  nullableText(field, MAX_PERSON_NAME_LENGTH).refine((name) => name === null || isPersonName(name), personNameProblem(field));

/** An e-mail address; the format message is the spec's. */
export const emailField = (requiredMessage = fieldIsRequired('email')) =>
  requiredText('email', MAX_EMAIL_LENGTH, requiredMessage).pipe(z.email(messages.registration.invalidEmail));

/** An optional e-mail address, null when not given; the format message names the field unless a form words it. */
export const optionalEmail = (field: string, invalidMessage = `${field} must be an e-mail address.`) =>
  nullableText(field, MAX_EMAIL_LENGTH).refine((email) => email === null || z.email().safeParse(email).success, invalidMessage);

/** Who a verification request is about: the uuid from registration, or the e-mail (docs/decisions/006). */
export const verificationTarget = {
  uuid: optionalText('uuid', MAX_UUID_LENGTH),
  email: optionalText('email', MAX_EMAIL_LENGTH),
};

/** A new password: at least MIN_PASSWORD_LENGTH characters (the flow gives the spec's wording). */
export const passwordField = (tooShortMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? fieldIsRequired('password') : mustBeText('password')) })
    .min(1, { error: fieldIsRequired('password'), abort: true })
    .min(MIN_PASSWORD_LENGTH, tooShortMessage)
    .max(128, messages.ui.passwordTooLong);

/** The registration's mobile number: 6 to 20 digits, spaces, brackets and dashes, an optional leading +. */
export const mobileNumber = requiredText('mobile', 32).regex(/^\+?[\d\s()-]{6,20}$/, messages.fieldRules.mobile);

/** The contact form's phone: an optional leading +, then 6 to 20 digits, which spaces and dashes may separate. */
export const contactPhone = requiredText('phone', 40).regex(/^\+?(?:[ -]*\d){6,20}[ -]*$/, messages.fieldRules.phone);

/** The withdrawal receiver's phone, null when not given: the form keeps digits only (spec §5); E.164 numbers have at most 15. */
export const receiverPhone = nullableText('receiverPhone', 15).refine(
  (phone) => phone === null || /^\d{6,15}$/.test(phone),
  messages.fieldRules.receiverPhone,
);

/**
 * A bank account number. Sri Lankan account numbers are mostly 8 to 16 digits (10 to 12 at the
 * large commercial banks, up to 15 or 16 at some state banks); 6 to 20 also admits the shorter
 * numbers some finance companies issue and formats not seen yet, while refusing what cannot be
 * an account number. Digits only, as the form sends them (spec §5).
 */
export const accountNumber = requiredText('accountNumber', 100).regex(/^\d{6,20}$/, messages.fieldRules.accountNumber);

/** A one-time code as the OTP boxes produce it: exactly 4 digits. */
export const OtpCode = z.string().regex(OTP_PATTERN, messages.otp.invalidFormat);

/**
 * A one-time code as a request carries it: text, or a number (leading zeros are then lost). The
 * server checks it against OtpCode itself, so a malformed code gets the flow's "Invalid OTP"
 * answer like a wrong one.
 */
export const submittedCode = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? fieldIsRequired('code') : messages.fieldRules.code),
  })
  .transform((value) => String(value).trim());

/** Form fields the player must not leave blank, each with the form's `message` when blank (the value is left as typed). */
export const filledInFields = <const Field extends string>(fields: readonly Field[], message: string) =>
  Object.fromEntries(fields.map((field) => [field, z.string().refine((text) => text.trim() !== '', message)])) as Record<
    Field,
    z.ZodString
  >;

/** A password field as a form requires it: anything typed counts, spaces too (a password is never trimmed). */
export const typedPassword = (message: string) => z.string().min(1, message);

/**
 * A form's schema. Spec §5 puts "all fields required" before a form's other rules, so the form
 * checks in two steps: first that each of its fields, all in `filled`, is filled in (with the
 * form's message), and only then `rules`, which the endpoint's schema shares. The first issue is
 * the one to show.
 */
export function filledInFirst<Filled extends z.ZodRawShape, Rules extends z.ZodType>(filled: Filled, rules: Rules) {
  const filledForm = z.object(filled);
  // The rules may accept more than filled-in text (null for an optional field): zod's pipe types would not allow that.
  return filledForm.pipe(rules as unknown as z.ZodType<z.output<Rules>, z.output<typeof filledForm>>);
}
