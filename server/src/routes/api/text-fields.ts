import { isPersonName, MAX_PERSON_NAME_LENGTH, personNameProblem } from 'shared/schemas';
import { z } from 'zod';

/** The message for a value of the wrong type or a missing one, naming the field. */
const typeError = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${field} is required.` : `${field} must be text.`;

/** A required text field: trimmed, not empty, at most maxLength; every message names the field. */
export const requiredText = (field: string, maxLength: number) =>
  z
    .string({ error: typeError(field) })
    .trim()
    .min(1, `${field} is required.`)
    .max(maxLength, `${field} must be at most ${maxLength} characters.`);

/** An optional text field: trimmed; absent, null or blank all become null. */
export const optionalText = (field: string, maxLength: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(maxLength, `${field} must be at most ${maxLength} characters.`)
    .nullish()
    .transform((value) => value || null);

/** An optional person's name, by shared's rule (PERSON_NAME_PATTERN); absent, null or blank become null. */
export const optionalPersonName = (field: string) =>
  optionalText(field, MAX_PERSON_NAME_LENGTH).refine((name) => name === null || isPersonName(name), personNameProblem(field));
