import type { z } from 'zod';
import * as messages from '../messages';
import {
  BankDetailsForm,
  ContactForm,
  ForgotPasswordForm,
  OtpCode,
  personName,
  ReceiverForm,
  RegisterBody,
  RegisterForm,
  ResetPasswordBody,
  ResetPasswordForm,
  ResendVerificationBody,
} from '../schemas';

/** The first message a schema gives for `value`, or undefined when it passes. */
const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

const registration = {
  firstName: 'Kamal',
  lastName: 'Silva',
  email: 'kamal@example.com',
  country: '144',
  mobile: '0771234567',
  dateOfBirth: '2001-04-14',
  password: 'secret-pass',
};

describe('registration schemas', () => {
  it('parses the payload the form sends, with the country id as a number', () => {
    expect(RegisterBody.parse(registration)).toEqual({ ...registration, country: 144 });
  });

  it("words the form's problems as spec §5 does", () => {
    const form = { ...registration, confirmPassword: registration.password };
    expect(firstMessage(RegisterForm, form)).toBeUndefined();
    expect(firstMessage(RegisterForm, { ...form, lastName: ' ' })).toBe('*Please fill out all fields');
    expect(firstMessage(RegisterForm, { ...form, country: '' })).toBe('*Please fill out all fields');
    expect(firstMessage(RegisterForm, { ...form, confirmPassword: '' })).toBe('*Please fill out all fields');
    expect(firstMessage(RegisterForm, { ...form, email: 'kamal@' })).toBe('Please enter a valid email address.');
    expect(firstMessage(RegisterForm, { ...form, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(firstMessage(RegisterForm, { ...form, confirmPassword: 'other-pass' })).toBe('Passwords do not match.');
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    expect(firstMessage(RegisterForm, { ...form, dateOfBirth: fifteen.toISOString().slice(0, 10) })).toBe(
      'You must be at least 16 years old to register.',
    );
  });

  it('asks for every field before any other rule, as spec §5 orders them', () => {
    const form = { ...registration, confirmPassword: registration.password };
    expect(firstMessage(RegisterForm, { ...form, firstName: 'Kamal 2', mobile: '' })).toBe('*Please fill out all fields');
    expect(firstMessage(RegisterForm, { ...form, password: '12345', confirmPassword: '' })).toBe('*Please fill out all fields');
  });

  it("refuses names that are not names, in the form's words too", () => {
    const form = { ...registration, confirmPassword: registration.password };
    const hostile = 'Kamal\n\nClick http://evil.example to claim';
    const rule = 'firstName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.';
    expect(firstMessage(RegisterBody, { ...registration, firstName: hostile })).toBe(rule);
    expect(firstMessage(RegisterForm, { ...form, firstName: hostile })).toBe(rule);
  });

  it('names the missing field in API answers', () => {
    expect(firstMessage(RegisterBody, { ...registration, mobile: undefined })).toBe('mobile is required.');
  });
});

describe('code and password-reset schemas', () => {
  it('accepts exactly four digits as a code', () => {
    expect(OtpCode.safeParse('0123').success).toBe(true);
    for (const code of ['123', '12345', '12a4', ' 123']) expect(firstMessage(OtpCode, code)).toBe(messages.otp.invalidFormat);
  });

  it('words the forgot-password form as spec §5 does', () => {
    expect(firstMessage(ForgotPasswordForm, { email: ' ' })).toBe('*Please fill out the details');
    expect(firstMessage(ForgotPasswordForm, { email: 'nimal@example' })).toBe('Please enter a valid email address.');
    expect(firstMessage(ForgotPasswordForm, { email: ' nimal@example.com ' })).toBeUndefined();
  });

  it('words the reset-password form as spec §5 does, the missing token first', () => {
    const form = { code: 'token', password: 'abcdef', confirmPassword: 'abcdef' };
    expect(firstMessage(ResetPasswordForm, form)).toBeUndefined();
    expect(firstMessage(ResetPasswordForm, { code: '', password: '', confirmPassword: '' })).toBe(messages.resetPassword.missingCode);
    expect(firstMessage(ResetPasswordForm, { ...form, password: 'abc', confirmPassword: '' })).toBe(
      messages.resetPassword.allFieldsRequired,
    );
    expect(firstMessage(ResetPasswordForm, { ...form, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password should be at least 6 characters',
    );
    expect(firstMessage(ResetPasswordForm, { ...form, confirmPassword: 'abcdeg' })).toBe('Passwords do not match.');
    // A password is taken as typed: spaces count.
    expect(firstMessage(ResetPasswordForm, { ...form, password: '      ', confirmPassword: '      ' })).toBeUndefined();
  });

  it('carries the reset token as code, the missing one in the spec words', () => {
    expect(firstMessage(ResetPasswordBody, { password: 'abcdef' })).toBe('Invalid or missing reset code. Please try again.');
    expect(ResetPasswordBody.parse({ code: 'token', password: 'abcdef' })).toEqual({ code: 'token', password: 'abcdef' });
  });

  it('takes a verification resend by uuid or by e-mail', () => {
    expect(ResendVerificationBody.parse({ uuid: null, email: 'kamal@example.com' })).toEqual({ email: 'kamal@example.com' });
    expect(firstMessage(ResendVerificationBody, {})).toBe('uuid or email is required.');
  });
});

describe('contact and withdrawal forms', () => {
  const allFields = messages.registration.allFieldsRequired;
  const nameRule = (field: string) => `${field} must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.`;

  it('checks the contact form with the request schema once every field is filled in', () => {
    const form = {
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '077 123 4567',
      message: 'When is my reward paid?',
    };
    expect(firstMessage(ContactForm, form)).toBeUndefined();
    expect(firstMessage(ContactForm, { ...form, firstName: 'Nimal 2', message: ' ' })).toBe(allFields);
    expect(firstMessage(ContactForm, { ...form, lastName: '<b>Perera</b>' })).toBe(nameRule('lastName'));
    expect(firstMessage(ContactForm, { ...form, email: 'nimal@' })).toBe(messages.registration.invalidEmail);
    expect(firstMessage(ContactForm, { ...form, phone: '12' })).toBe(
      'phone must be 6 to 20 digits; spaces, dashes and a leading + are allowed.',
    );
  });

  it("checks the receiver step with the withdrawal request's rules, the e-mail in the forms' words", () => {
    const form = {
      receiverName: 'Nimal Perera',
      receiverEmail: 'nimal@example.com',
      receiverPhone: '94771234567',
      receiverCountry: 'Sri Lanka',
    };
    expect(firstMessage(ReceiverForm, form)).toBeUndefined();
    expect(firstMessage(ReceiverForm, { ...form, receiverName: 'Nimal http://evil.example', receiverCountry: '' })).toBe(allFields);
    expect(firstMessage(ReceiverForm, { ...form, receiverName: 'Nimal http://evil.example' })).toBe(nameRule('receiverName'));
    expect(firstMessage(ReceiverForm, { ...form, receiverEmail: 'nimal@' })).toBe(messages.registration.invalidEmail);
    expect(firstMessage(ReceiverForm, { ...form, receiverPhone: '123' })).toBe('receiverPhone must be 6 to 15 digits.');
  });

  it("checks the bank step with the bank-details request rules, an unlisted bank in the form's words", () => {
    const form = { bankName: 'Bank of Ceylon', accountNumber: '0012345678', accountHolderName: 'Nimal Perera', branch: 'Kandy' };
    expect(firstMessage(BankDetailsForm, form)).toBeUndefined();
    expect(firstMessage(BankDetailsForm, { ...form, bankName: 'No Such Bank', branch: ' ' })).toBe(allFields);
    expect(firstMessage(BankDetailsForm, { ...form, bankName: 'No Such Bank' })).toBe('Please choose a bank from the list.');
    expect(firstMessage(BankDetailsForm, { ...form, accountNumber: '12345' })).toBe('accountNumber must be 6 to 20 digits.');
    expect(firstMessage(BankDetailsForm, { ...form, accountHolderName: 'Nimal <b>Perera</b>' })).toBe(nameRule('accountHolderName'));
  });
});

describe('person names', () => {
  const holder = personName('accountHolderName');

  it.each(['නිමල්', 'ශ්\u200dරියානි', 'முருகன்', 'O’Brien', "D'Silva", 'Jean-Luc', 'St. John', 'José Núñez', '李小龍', 'ʻOkina'])(
    'accepts %s',
    (name) => {
      expect(holder.parse(` ${name} `)).toBe(name);
    },
  );

  it.each([
    ['a line break', 'Nimal\nPerera'],
    ['a tab', 'Nimal\tPerera'],
    ['a NUL', 'Nimal\u0000'],
    ['a link', 'http://evil.example'],
    ['digits', 'Nimal 2'],
    ['markup', '<b>Nimal</b>'],
    ['an at sign', 'nimal@example.com'],
    ['a leading hyphen', '-Nimal'],
    ['a lone combining mark first', '\u0dd2Nimal'],
    ['a joiner before a space', 'Nimal\u200d Perera'],
    ['a right-to-left override', 'Nimal\u202eaksaP'],
  ])('refuses %s', (_case, name) => {
    expect(firstMessage(holder, name)).toBe(
      'accountHolderName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    );
  });

  it('refuses a name longer than 100 characters', () => {
    expect(firstMessage(holder, 'N'.repeat(101))).toBe('accountHolderName must be at most 100 characters.');
  });
});
