import { ageOn, MINIMUM_AGE } from '../schemas/age';
import { nicMessages } from './messages';
import type { ParsedNic } from './parse';

/** Whole years on `today` (UTC) of a 'YYYY-MM-DD' birth date read from an NIC; the registration's rule, so both agree. */
export const nicAgeOn = (birthDate: string, today: Date) => ageOn(birthDate, today);

/** Old enough to play. A 29 February birthday counts from 1 March in a year without one (as the registration's age does). */
export const isAtLeast16 = (birthDate: string, today: Date) => nicAgeOn(birthDate, today) >= MINIMUM_AGE;

/** The NIC's birth date is the one the player registered ('YYYY-MM-DD'). */
export const nicMatchesDateOfBirth = (nic: ParsedNic, registeredDob: string) => nic.birthDate === registeredDob.trim();

/**
 * Why a well-formed NIC cannot be this player's, or undefined when it can: under 16 by the NIC
 * first (no other date of birth changes that), then a date of birth other than the registered one.
 */
export function nicPlayerProblem(nic: ParsedNic, registeredDob: string, today: Date): string | undefined {
  if (!isAtLeast16(nic.birthDate, today)) return nicMessages.tooYoung;
  if (!nicMatchesDateOfBirth(nic, registeredDob)) return nicMessages.dateOfBirthMismatch;
  return undefined;
}
