import { nicMessages } from './messages';

/**
 * Sri Lankan NIC numbers (docs/decisions/029). Old cards: YY DDD SSS C and V or X; new cards:
 * YYYY DDD SSSS C. DDD is the day of the year, plus 500 for women, counted as if every year had
 * 29 February. The check digit is not checked: no public source gives its algorithm.
 */

export type NicFormat = 'old' | 'new';
export type NicSex = 'female' | 'male';

export interface ParsedNic {
  ok: true;
  format: NicFormat;
  /** The number as the card prints it: no surrounding spaces, a capital V or X. */
  text: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  sex: NicSex;
  /** The 12-digit number: an old card's number as its new card would carry it, so both name one person. */
  canonical: string;
}

export type NicParseResult = ParsedNic | { ok: false; message: string };

const OLD_NIC = /^(\d{2})(\d{3})(\d{4})[VX]$/;
const NEW_NIC = /^(\d{4})(\d{3})(\d{5})$/;
const WOMEN_OFFSET = 500;
// New cards are for the living; old ones only ever carried 19YY.
const EARLIEST_BIRTH_YEAR = 1900;
/** Month lengths of the NIC's day count: always a leap year's. */
const NIC_MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const LEAP_DAY = 60;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'MM-DD' of a day of the year (1 to 366) in the NIC's leap-year count. */
function monthAndDay(dayOfYear: number): string {
  let rest = dayOfYear;
  let month = 0;
  while (rest > NIC_MONTH_LENGTHS[month]!) rest -= NIC_MONTH_LENGTHS[month++]!;
  return `${twoDigits(month + 1)}-${twoDigits(rest)}`;
}

/** Reads an NIC number as typed: surrounding spaces and the letter's case do not matter. */
export function parseNic(input: string): NicParseResult {
  const text = input.trim().toUpperCase();
  const old = OLD_NIC.exec(text);
  const match = old ?? NEW_NIC.exec(text);
  if (!match) return { ok: false, message: nicMessages.format };
  const [, yearText = '', dayText = '', rest = ''] = match;

  const year = old ? 1900 + Number(yearText) : Number(yearText);
  if (year < EARLIEST_BIRTH_YEAR) return { ok: false, message: nicMessages.impossibleYear };
  const code = Number(dayText);
  const sex: NicSex = code > WOMEN_OFFSET ? 'female' : 'male';
  const day = sex === 'female' ? code - WOMEN_OFFSET : code;
  if (day < 1 || day > 366) return { ok: false, message: nicMessages.impossibleDay };
  if (day === LEAP_DAY && !isLeapYear(year)) return { ok: false, message: nicMessages.noLeapDay(year) };

  // The new number of an old card: the year in full, and a 0 before the 3-digit serial and the check digit.
  const canonical = old ? `${year}${dayText}0${rest}` : text;
  return { ok: true, format: old ? 'old' : 'new', text, birthDate: `${year}-${monthAndDay(day)}`, sex, canonical };
}

/**
 * A new-card number for a birth date ('YYYY-MM-DD'), the inverse of parseNic: for test data and
 * the demo accounts, whose cards are made up. `serial` is the last 5 digits (serial and check digit).
 */
export function newNicNumber(birthDate: string, sex: NicSex, serial: number): string {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const dayOfYear = NIC_MONTH_LENGTHS.slice(0, month - 1).reduce((sum, length) => sum + length, 0) + day;
  const code = sex === 'female' ? dayOfYear + WOMEN_OFFSET : dayOfYear;
  return `${year}${String(code).padStart(3, '0')}${String(serial).padStart(5, '0')}`;
}
