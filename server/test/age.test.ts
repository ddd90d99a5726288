import fc from 'fast-check';
import { ageOn, birthDateProblem, isCalendarDate } from 'contract/schemas';

const utc = (text: string) => new Date(`${text}T12:00:00Z`);

describe('birth dates', () => {
  it('recognises real calendar days only', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
    expect(isCalendarDate('2001-1-01')).toBe(false);
  });

  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2008-06-15', utc('2024-06-14'))).toBe(15);
    expect(ageOn('2008-06-15', utc('2024-06-15'))).toBe(16);
    expect(ageOn('2008-02-29', utc('2024-02-28'))).toBe(15);
    expect(ageOn('2008-02-29', utc('2024-02-29'))).toBe(16);
  });

  it('agrees with "is today on or after the 16th birthday" for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (birth, today) => {
          const dateOfBirth = birth.toISOString().slice(0, 10);
          const sixteenth = new Date(Date.UTC(birth.getUTCFullYear() + 16, birth.getUTCMonth(), birth.getUTCDate()));
          // A 29 February birthday falls on 1 March in common years (Date.UTC rolls over).
          const todayDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
          const oldEnough = todayDay >= sixteenth;
          expect(ageOn(dateOfBirth, today) >= 16).toBe(oldEnough);
        },
      ),
    );
  });

  it('explains why a date cannot register', () => {
    const today = utc('2026-01-10');
    expect(birthDateProblem('2010-01-11', today)).toBe('You must be at least 16 years old to register.');
    expect(birthDateProblem('2010-01-10', today)).toBeUndefined();
    expect(birthDateProblem('2027-01-01', today)).toBe('dateOfBirth cannot be in the future.');
    expect(birthDateProblem('1890-01-01', today)).toBe('dateOfBirth is not a plausible date of birth.');
  });
});
