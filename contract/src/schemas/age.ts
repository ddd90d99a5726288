import * as messages from '../messages';

/** The youngest a player may be, in whole years (the spec's minimum age; the NIC check uses it too). */
export const MINIMUM_AGE = 16;
const OLDEST_PLAUSIBLE_AGE = 120;

/** 'YYYY-MM-DD' that names a real calendar day (no 2001-02-29). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a 'YYYY-MM-DD' birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthdayThisYear = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}

/** Why a (calendar-valid) birth date cannot register, or undefined when it can. */
export function birthDateProblem(dateOfBirth: string, today = new Date()): string | undefined {
  const age = ageOn(dateOfBirth, today);
  if (age < 0) return messages.fieldRules.dateOfBirthFuture;
  if (age < MINIMUM_AGE) return messages.registration.tooYoung;
  if (age > OLDEST_PLAUSIBLE_AGE) return messages.fieldRules.dateOfBirthImplausible;
  return undefined;
}
