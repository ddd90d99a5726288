import {
  isAtLeast16,
  nicAgeOn,
  nicMatchesDateOfBirth,
  nicMessages,
  nicNumber,
  newNicNumber,
  nicPlayerProblem,
  parseNic,
  playerNic,
  type ParsedNic,
} from '..';

/** The parsed NIC of a number the test knows to be good. */
function parsed(input: string): ParsedNic {
  const result = parseNic(input);
  if (!result.ok) throw new Error(`${input} was refused: ${result.message}`);
  return result;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

describe('parseNic: well-formed numbers', () => {
  it.each([
    ['902541234V', 'old', '1990-09-10', 'male', '199025401234'],
    ['902541234X', 'old', '1990-09-10', 'male', '199025401234'],
    ['927561234v', 'old', '1992-09-12', 'female', '199275601234'],
    ['880011234x', 'old', '1988-01-01', 'male', '198800101234'],
    ['200012345678', 'new', '2000-05-02', 'male', '200012345678'],
    ['199870512345', 'new', '1998-07-23', 'female', '199870512345'],
  ])('%s: %s card, born %s, %s, canonical %s', (input, format, birthDate, sex, canonical) => {
    expect(parseNic(input)).toEqual({ ok: true, format, text: input.trim().toUpperCase(), birthDate, sex, canonical });
  });

  it('ignores spaces around the number and the case of the letter', () => {
    expect(parseNic('  902541234v  ')).toEqual(parseNic('902541234V'));
    expect(parseNic('\t200012345678\n')).toEqual(parseNic('200012345678'));
  });
});

describe('parseNic: the day of the year, counted as if every year had 29 February', () => {
  // 1985 had no 29 February, 1984 and 2000 had one, 1900 had none (a century not divisible by 400).
  it.each([
    ['day 1', '850011234V', '1985-01-01'],
    ['day 59', '850591234V', '1985-02-28'],
    ['day 60 in a leap year', '840601234V', '1984-02-29'],
    ['day 60 in a leap year, new card', '200006012345', '2000-02-29'],
    ['day 61 in a non-leap year', '850611234V', '1985-03-01'],
    ['day 61 in a leap year', '840611234V', '1984-03-01'],
    ['day 366 in a non-leap year', '853661234V', '1985-12-31'],
    ['day 366 in a leap year', '843661234V', '1984-12-31'],
    ['day 501', '855011234V', '1985-01-01'],
    ['day 560 in a leap year', '845601234V', '1984-02-29'],
    ['day 561 in a non-leap year', '855611234V', '1985-03-01'],
    ['day 866', '858661234V', '1985-12-31'],
  ])('%s: %s gives %s', (_case, input, birthDate) => {
    expect(parsed(input).birthDate).toBe(birthDate);
  });

  it.each([
    ['day 60 in a non-leap year', '850601234V', 1985],
    ['day 560 in a non-leap year', '855601234V', 1985],
    ['day 60 in 1900', '000601234V', 1900],
    ['day 60 in a non-leap year, new card', '202306012345', 2023],
  ])('refuses %s (%s): that year had no 29 February', (_case, input, year) => {
    expect(parseNic(input)).toEqual({ ok: false, message: nicMessages.noLeapDay(year) });
  });

  it('says so in plain words', () => {
    expect(nicMessages.noLeapDay(1985)).toBe('This NIC number gives a birth date of 29 February 1985, but 1985 had no 29 February.');
  });

  it.each([
    ['day 0', '850001234V'],
    ['day 367', '853671234V'],
    ['day 499', '854991234V'],
    ['day 500', '855001234V'],
    ['day 867', '858671234V'],
    ['day 999', '859991234V'],
    ['day 0, new card', '200000012345'],
    ['day 367, new card', '200036712345'],
    ['day 867, new card', '200086712345'],
  ])('refuses %s (%s) as an impossible day of the year', (_case, input) => {
    expect(parseNic(input)).toEqual({ ok: false, message: 'This NIC number has an impossible day of the year.' });
  });
});

describe('parseNic: sex, the +500 rule', () => {
  it('reads days 1 to 366 as male and 501 to 866 as female, on the same birth date', () => {
    for (const [man, woman] of [
      ['850011234V', '855011234V'],
      ['853661234V', '858661234V'],
      ['199025401234', '199075401234'],
    ] as const) {
      expect(parsed(man).sex).toBe('male');
      expect(parsed(woman).sex).toBe('female');
      expect(parsed(woman).birthDate).toBe(parsed(man).birthDate);
    }
  });
});

describe('parseNic: malformed numbers', () => {
  const formatMessage = 'Enter the NIC as 9 digits and a V or X (old card) or 12 digits (new card).';

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
    ['8 digits and a V', '90254123V'],
    ['10 digits and a V', '9025412345V'],
    ['9 digits and no letter', '902541234'],
    ['11 digits', '19902540123'],
    ['13 digits', '1990254012345'],
    ['12 digits and a V', '199025401234V'],
    ['another final letter', '902541234Y'],
    ['the letter first', 'V902541234'],
    ['two letters', '902541234VV'],
    ['a letter among the digits', '90254I234V'],
    ['a letter in a new number', '19902540I234'],
    ['spaces inside', '902 541 234V'],
    ['dashes inside', '1990-254-01234'],
    ['a sign', '+199025401234'],
  ])('refuses %s (%j)', (_case, input) => {
    expect(parseNic(input)).toEqual({ ok: false, message: formatMessage });
  });

  it('refuses a new number born before 1900', () => {
    expect(parseNic('189912345678')).toEqual({ ok: false, message: 'This NIC number has an impossible year of birth.' });
    expect(parseNic('000012345678')).toEqual({ ok: false, message: nicMessages.impossibleYear });
  });
});

describe('parseNic: the canonical form', () => {
  it('gives an old number the 12 digits of its new card: 19YY, the day, 0, the serial and the check digit', () => {
    expect(parsed('902541234V').canonical).toBe('199025401234');
    expect(parsed('927561234V').canonical).toBe('199275601234');
  });

  it('gives the old and the new number of one person the same value, whatever the letter or its case', () => {
    const forms = ['902541234V', '902541234v', '902541234X', ' 902541234x ', '199025401234'];
    expect(new Set(forms.map((form) => parsed(form).canonical))).toEqual(new Set(['199025401234']));
  });

  it('keeps apart people whose numbers differ anywhere', () => {
    const others = ['902541235V', '902551234V', '912541234V', '907541234V', '199025411234'];
    for (const other of others) expect(parsed(other).canonical).not.toBe('199025401234');
  });
});

describe('age by the NIC', () => {
  it('counts whole years, turning 16 on the 16th birthday and not the day before', () => {
    const birthDate = parsed('200813112345').birthDate;
    expect(birthDate).toBe('2008-05-10');
    expect(nicAgeOn(birthDate, utc('2024-05-09'))).toBe(15);
    expect(isAtLeast16(birthDate, utc('2024-05-09'))).toBe(false);
    expect(nicAgeOn(birthDate, utc('2024-05-10'))).toBe(16);
    expect(isAtLeast16(birthDate, utc('2024-05-10'))).toBe(true);
  });

  it('turns a 29 February birthday 16 on 29 February when the 16th year has one', () => {
    const birthDate = parsed('200806012345').birthDate;
    expect(birthDate).toBe('2008-02-29');
    expect(isAtLeast16(birthDate, utc('2024-02-28'))).toBe(false);
    expect(isAtLeast16(birthDate, utc('2024-02-29'))).toBe(true);
  });

  it('turns a 29 February birthday 16 on 1 March when the 16th year has none (2100)', () => {
    const birthDate = parsed('208406012345').birthDate;
    expect(birthDate).toBe('2084-02-29');
    expect(isAtLeast16(birthDate, utc('2100-02-28'))).toBe(false);
    expect(isAtLeast16(birthDate, utc('2100-03-01'))).toBe(true);
  });

  it('is under 16 for a birth date still to come', () => {
    expect(isAtLeast16('2030-01-01', utc('2026-11-23'))).toBe(false);
  });
});

describe('the NIC against the registered date of birth', () => {
  it('matches the same date only', () => {
    const nic = parsed('200812345678');
    expect(nic.birthDate).toBe('2008-05-02');
    expect(nicMatchesDateOfBirth(nic, '2008-05-02')).toBe(true);
    expect(nicMatchesDateOfBirth(nic, '2008-05-03')).toBe(false);
    expect(nicMatchesDateOfBirth(nic, '2007-05-02')).toBe(false);
  });

  it('uses the NIC convention after February: day 61 of 1985 is 1 March, not the calendar 2 March', () => {
    const nic = parsed('850611234V');
    expect(nicMatchesDateOfBirth(nic, '1985-03-01')).toBe(true);
    expect(nicMatchesDateOfBirth(nic, '1985-03-02')).toBe(false);
  });

  it('refuses an NIC under 16 first, then one born on another day', () => {
    const today = utc('2026-11-23');
    expect(nicPlayerProblem(parsed('199025401234'), '1990-09-10', today)).toBeUndefined();
    expect(nicPlayerProblem(parsed('199025401234'), '1990-09-11', today)).toBe(
      'The date of birth in this NIC number does not match the date of birth you registered.',
    );
    expect(nicPlayerProblem(parsed('201133012345'), '2011-11-25', today)).toBe(
      'This NIC number shows you are under 16: you must be at least 16 years old to play.',
    );
    expect(nicPlayerProblem(parsed('201133012345'), '1990-09-10', today)).toBe(nicMessages.tooYoung);
  });
});

describe('the form field nic (zod)', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('gives the parsed NIC of a good number', () => {
    const result = nicNumber.safeParse(' 902541234v ');
    expect(result.success && result.data).toEqual(parsed('902541234V'));
  });

  it('asks for a missing number', () => {
    for (const input of [undefined, '', '   ']) expect(firstMessage(nicNumber.safeParse(input))).toBe(nicMessages.required);
  });

  it("refuses a bad one with the parser's message", () => {
    expect(firstMessage(nicNumber.safeParse(902541234))).toBe(nicMessages.format);
    expect(firstMessage(nicNumber.safeParse('90254123V'))).toBe(nicMessages.format);
    expect(firstMessage(nicNumber.safeParse('853671234V'))).toBe(nicMessages.impossibleDay);
    expect(firstMessage(nicNumber.safeParse('850601234V'))).toBe(nicMessages.noLeapDay(1985));
  });

  it("checks a player's NIC against the registered date of birth and the age", () => {
    const today = utc('2026-11-23');
    expect(playerNic('1990-09-10', today).safeParse('902541234V').success).toBe(true);
    expect(firstMessage(playerNic('1990-09-11', today).safeParse('902541234V'))).toBe(nicMessages.dateOfBirthMismatch);
    expect(firstMessage(playerNic('2011-11-25', today).safeParse('201133012345'))).toBe(nicMessages.tooYoung);
    expect(firstMessage(playerNic('1990-09-10', today).safeParse('90254'))).toBe(nicMessages.format);
  });
});

describe('newNicNumber: the number parseNic reads back', () => {
  it.each([
    ['1995-06-15', 'male', 1234, '199516701234'],
    ['1995-06-15', 'female', 1234, '199566701234'],
    ['1985-03-01', 'male', 99_999, '198506199999'],
    ['2000-02-29', 'female', 7, '200056000007'],
    ['1984-12-31', 'male', 0, '198436600000'],
  ] as const)('%s, %s, serial %d: %s', (birthDate, sex, serial, expected) => {
    expect(newNicNumber(birthDate, sex, serial)).toBe(expected);
    expect(parseNic(expected)).toMatchObject({ ok: true, birthDate, sex });
  });
});
