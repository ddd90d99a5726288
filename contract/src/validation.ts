import * as messages from './messages';
/** The "basic address pattern" of spec §5: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 4;
/** A one-time code as the boxes produce it: exactly OTP_LENGTH digits. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** What a digits-only field keeps of what was typed or pasted (spec §5: account number, receiver phone, code boxes). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * A person's name (first, last, receiver, account holder): letters of any script with their
 * combining marks (Sinhala and Tamil vowel signs are marks), and spaces, hyphens, apostrophes
 * (' and ’) and dots; it starts with a letter. A zero-width joiner or non-joiner may stand before
 * a letter (Sinhala writes ශ්‍රී with one). Nothing else: no digits, control characters, line
 * breaks, or the ':' and '/' a link needs. Each character matches one way only, so the pattern
 * runs in linear time on any input.
 */
export const PERSON_NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} '’.-]|[\u200C\u200D](?=\p{L}))*$/u;

export const MAX_PERSON_NAME_LENGTH = 100;

export function isPersonName(value: string): boolean {
  return value.length <= MAX_PERSON_NAME_LENGTH && PERSON_NAME_PATTERN.test(value);
}

/** Why a name was refused, naming the field as the API does ("firstName must …"); forms show the same. */
export const personNameProblem = messages.fieldRules.personName;
