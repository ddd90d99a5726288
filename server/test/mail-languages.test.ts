/**
 * Every mail a player receives, in each of the players' languages (ADR 034): the subject, a phrase
 * of the body and `<html lang>` in Sinhala and Tamil, English exactly as before. And the texts
 * themselves: the same keys and, in each text, the same {values} in every language.
 */
import { formatNumber } from '../../contract/src/i18n/format';
import { emailChangeCodeMail, passwordResetCodeMail, verificationCodeMail } from '../src/domain/code-mails';
import { contactConfirmationMail } from '../src/domain/contact-messages';
import { accountMail, maskedEmail, type AccountNews } from '../src/domain/account-mails';
import { identityMail } from '../src/domain/identity-mails';
import type { IdentityDecided } from '../src/domain/identity-verifications';
import type { Language } from '../src/domain/languages';
import type { MailMessage } from '../src/domain/mailer';
import { payoutMail } from '../src/domain/payout-mails';
import type { Transitioned } from '../src/domain/payouts';
import { formatLkrIn, mailTexts } from '../src/mail-templates/locales';

const withdrawal = (language: Language, amount = 5000): Transitioned => ({
  id: 1,
  code: 'WD-000123',
  status: 'approved',
  fromStatus: 'pending',
  amount,
  updatedAt: new Date(0),
  playerId: '7d9f6a2e-0c1b-4e5f-9a8b-3c2d1e0f4a5b',
  playerEmail: 'nimal@example.test',
  playerFirstName: 'Nimal',
  playerLanguage: language,
});

const decided = (language: Language, status: IdentityDecided['status']): IdentityDecided => ({
  id: 'verification-1',
  status,
  reviewedAt: new Date(0),
  playerId: '7d9f6a2e-0c1b-4e5f-9a8b-3c2d1e0f4a5b',
  playerEmail: 'nimal@example.test',
  playerFirstName: 'Nimal',
  playerLanguage: language,
});

const RESET_URL = 'https://playprize.lk/forgot-password';
const WITHDRAWAL_RECEIVED: AccountNews = {
  kind: 'withdrawalReceived',
  code: 'WD-000123',
  amount: 5000,
  accountEnding: '4567',
  bankName: 'Bank of Ceylon',
};

/** Each kind of mail a player receives, built in `language`. */
const MAIL_KINDS: Record<string, (language: Language) => Promise<MailMessage>> = {
  verificationCode: (language) => verificationCodeMail('nimal@example.test', 'Nimal', '4821', language),
  passwordResetCode: (language) => passwordResetCodeMail('nimal@example.test', 'Nimal', '4821', language),
  contactConfirmation: (language) => contactConfirmationMail('nimal@example.test', 7, language),
  withdrawalApproved: (language) => payoutMail(withdrawal(language), { kind: 'approved' }),
  withdrawalPaid: (language) => payoutMail(withdrawal(language), { kind: 'paid', reference: 'BANK-REF-9' }),
  withdrawalRejected: (language) => payoutMail(withdrawal(language), { kind: 'rejected', reason: 'Account closed' }),
  identityVerified: (language) => identityMail(decided(language, 'verified'), null),
  identityRejected: (language) => identityMail(decided(language, 'rejected'), 'The photo is blurred'),
  accountLocked: (language) =>
    accountMail({ email: 'nimal@example.test', firstName: 'Nimal', language }, { kind: 'locked', resetUrl: RESET_URL }),
  passwordChanged: (language) =>
    accountMail({ email: 'nimal@example.test', firstName: 'Nimal', language }, { kind: 'passwordChanged', resetUrl: RESET_URL }),
  withdrawalReceived: (language) => accountMail({ email: 'nimal@example.test', firstName: 'Nimal', language }, WITHDRAWAL_RECEIVED),
  identityReceived: (language) => accountMail({ email: 'nimal@example.test', firstName: 'Nimal', language }, { kind: 'identityReceived' }),
  emailChangeCode: (language) => emailChangeCodeMail('nimal.new@example.test', 'Nimal', '4821', language),
  emailChanged: (language) =>
    accountMail(
      { email: 'nimal@example.test', firstName: 'Nimal', language },
      { kind: 'emailChanged', newAddress: maskedEmail('nimal.new@example.test'), supportEmail: 'support@playprize.lk' },
    ),
};

type Expected = { subject: string; phrase: string };

const EXPECTED: Record<'si' | 'ta', Record<keyof typeof MAIL_KINDS, Expected>> = {
  si: {
    verificationCode: { subject: 'ඔබගේ PlayPrize සත්‍යාපන කේතය: 4821', phrase: 'ඔබ ලියාපදිංචි නොවූයේ නම්' },
    passwordResetCode: { subject: 'ඔබගේ PlayPrize මුරපදය යළි සැකසීමේ කේතය: 4821', phrase: 'ඔබගේ මුරපදය වෙනස් නොවේ' },
    contactConfirmation: { subject: 'ඔබගේ පණිවිඩය අපට ලැබුණි · PlayPrize සහාය', phrase: 'ඔබගේ යොමු අංකය #7 වේ.' },
    withdrawalApproved: { subject: 'LKR 5,000 ක ඔබගේ මුදල් ආපසු ගැනීමේ ඉල්ලීම WD-000123 අනුමත කෙරිණි', phrase: 'බැංකු ගිණුමට මාරු කරන්නෙමු' },
    withdrawalPaid: { subject: 'LKR 5,000 ක ඔබගේ මුදල් ආපසු ගැනීමේ ඉල්ලීම WD-000123 ගෙවා ඇත', phrase: 'යොමු අංකය BANK-REF-9 වේ.' },
    withdrawalRejected: { subject: 'LKR 5,000 ක ඔබගේ මුදල් ආපසු ගැනීමේ ඉල්ලීම WD-000123 ප්‍රතික්ෂේප කෙරිණි', phrase: 'හේතුව: Account closed' },
    identityVerified: { subject: 'ඔබගේ අනන්‍යතාව තහවුරු කෙරිණි', phrase: 'ඔබගේ ජාතික හැඳුනුම්පත පරීක්ෂා කළෙමු' },
    identityRejected: { subject: 'ඔබගේ අනන්‍යතාව තහවුරු කිරීමට අපට නොහැකි විය', phrase: 'හේතුව: The photo is blurred' },
    accountLocked: {
      subject: 'ඔබගේ PlayPrize ගිණුමට පුරනය වීම තාවකාලිකව නවතා ඇත',
      phrase: 'දැන්ම ඔබගේ මුරපදය යළි සකසන්න: https://playprize.lk/forgot-password',
    },
    passwordChanged: { subject: 'ඔබගේ PlayPrize මුරපදය වෙනස් කෙරිණි', phrase: 'ඔබ එය වෙනස් නොකළේ නම්' },
    withdrawalReceived: { subject: 'LKR 5,000 ක ඔබගේ මුදල් ආපසු ගැනීමේ ඉල්ලීම WD-000123 අපට ලැබුණි', phrase: 'Bank of Ceylon හි 4567 න් අවසන් වන' },
    identityReceived: { subject: 'ඔබගේ අනන්‍යතා තහවුරු කිරීමේ ඉල්ලීම අපට ලැබුණි', phrase: 'ප්‍රතිඵලය ඔබට ඊමේල් කරන්නෙමු' },
    emailChangeCode: { subject: 'ඔබගේ PlayPrize ඊමේල් ලිපිනය වෙනස් කිරීමේ කේතය: 4821', phrase: 'කිසිවක් වෙනස් නොවේ' },
    emailChanged: { subject: 'ඔබගේ PlayPrize ගිණුමේ ඊමේල් ලිපිනය වෙනස් කෙරිණි', phrase: 'n***@ example. test ලෙස වෙනස් කෙරිණි' },
  },
  ta: {
    verificationCode: { subject: 'உங்கள் PlayPrize சரிபார்ப்புக் குறியீடு: 4821', phrase: 'நீங்கள் பதிவு செய்யவில்லை என்றால்' },
    passwordResetCode: { subject: 'உங்கள் PlayPrize கடவுச்சொல் மீட்டமைப்புக் குறியீடு: 4821', phrase: 'உங்கள் கடவுச்சொல் மாறாது' },
    contactConfirmation: { subject: 'உங்கள் செய்தி எங்களுக்குக் கிடைத்தது · PlayPrize ஆதரவு', phrase: 'உங்கள் குறிப்பு எண் #7.' },
    withdrawalApproved: { subject: 'LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை WD-000123 அங்கீகரிக்கப்பட்டது', phrase: 'வங்கிக் கணக்குக்கு மாற்றுவோம்' },
    withdrawalPaid: { subject: 'LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை WD-000123 செலுத்தப்பட்டது', phrase: 'குறிப்பு எண் BANK-REF-9.' },
    withdrawalRejected: { subject: 'LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை WD-000123 நிராகரிக்கப்பட்டது', phrase: 'காரணம்: Account closed' },
    identityVerified: { subject: 'உங்கள் அடையாளம் சரிபார்க்கப்பட்டது', phrase: 'உங்கள் தேசிய அடையாள அட்டையைச் சரிபார்த்தோம்' },
    identityRejected: { subject: 'உங்கள் அடையாளத்தைச் சரிபார்க்க முடியவில்லை', phrase: 'காரணம்: The photo is blurred' },
    accountLocked: {
      subject: 'உங்கள் PlayPrize கணக்கில் உள்நுழைவது இடைநிறுத்தப்பட்டுள்ளது',
      phrase: 'கடவுச்சொல்லை மீட்டமையுங்கள்: https://playprize.lk/forgot-password',
    },
    passwordChanged: { subject: 'உங்கள் PlayPrize கடவுச்சொல் மாற்றப்பட்டது', phrase: 'நீங்கள் அதை மாற்றவில்லை என்றால்' },
    withdrawalReceived: {
      subject: 'LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை WD-000123 எங்களுக்குக் கிடைத்தது',
      phrase: 'Bank of Ceylon இல் 4567 இல் முடியும்',
    },
    identityReceived: { subject: 'உங்கள் அடையாளச் சரிபார்ப்புக் கோரிக்கை எங்களுக்குக் கிடைத்தது', phrase: 'முடிவை உங்களுக்கு மின்னஞ்சலில் தெரிவிப்போம்' },
    emailChangeCode: { subject: 'உங்கள் PlayPrize மின்னஞ்சல் முகவரி மாற்றக் குறியீடு: 4821', phrase: 'எதுவும் மாறாது' },
    emailChanged: { subject: 'உங்கள் PlayPrize கணக்கின் மின்னஞ்சல் முகவரி மாற்றப்பட்டது', phrase: 'n***@ example. test என மாற்றப்பட்டது' },
  },
};

/** The English mails as they were before ADR 034, subject and plain text word for word. */
const ENGLISH: Record<keyof typeof MAIL_KINDS, { subject: string; body: string[]; footer: string }> = {
  verificationCode: {
    subject: '4821 is your PlayPrize verification code',
    body: [
      'Hello Nimal,',
      'Your PlayPrize verification code is:',
      '4821',
      'It expires in 10 minutes and works once.',
      'If you did not sign up, ignore this e-mail.',
    ],
    footer: 'You received this e-mail because the PlayPrize verification code was requested for this address.',
  },
  passwordResetCode: {
    subject: '4821 is your PlayPrize password reset code',
    body: [
      'Hello Nimal,',
      'Your PlayPrize password reset code is:',
      '4821',
      'It expires in 10 minutes and works once.',
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ],
    footer: 'You received this e-mail because the PlayPrize password reset code was requested for this address.',
  },
  contactConfirmation: {
    subject: 'We received your message · PlayPrize support',
    body: [
      'Hello,',
      'Thank you for writing to PlayPrize support. We received your message and will answer by e-mail to this address.',
      'Your reference is #7.',
    ],
    footer: 'You received this e-mail because this address was entered in the PlayPrize contact form. If that was not you, ignore it.',
  },
  withdrawalApproved: {
    subject: 'Your withdrawal request WD-000123 of LKR 5,000 was approved',
    body: [
      'Hello Nimal,',
      'Your withdrawal request WD-000123 of LKR 5,000 was approved.',
      'We will transfer the money to your bank account shortly.',
    ],
    footer: 'You received this e-mail because you asked PlayPrize for a withdrawal.',
  },
  withdrawalPaid: {
    subject: 'Your withdrawal request WD-000123 of LKR 5,000 has been paid',
    body: [
      'Hello Nimal,',
      'Your withdrawal request WD-000123 of LKR 5,000 has been paid to your bank account.',
      'The bank transfer reference is BANK-REF-9.',
    ],
    footer: 'You received this e-mail because you asked PlayPrize for a withdrawal.',
  },
  withdrawalRejected: {
    subject: 'Your withdrawal request WD-000123 of LKR 5,000 was rejected',
    body: [
      'Hello Nimal,',
      'Your withdrawal request WD-000123 of LKR 5,000 was rejected.',
      'Reason: Account closed',
      'The coins are back in your PlayPrize balance.',
    ],
    footer: 'You received this e-mail because you asked PlayPrize for a withdrawal.',
  },
  identityVerified: {
    subject: 'Your identity is verified',
    body: ['Hello Nimal,', 'We have checked your National Identity Card: your identity is verified.', 'Your withdrawals can now be paid.'],
    footer: 'You received this e-mail because you asked PlayPrize to verify your identity.',
  },
  identityRejected: {
    subject: 'We could not verify your identity',
    body: [
      'Hello Nimal,',
      'We could not verify your identity from the NIC you sent.',
      'Reason: The photo is blurred',
      'Please send it again from the withdrawal page of PlayPrize.',
    ],
    footer: 'You received this e-mail because you asked PlayPrize to verify your identity.',
  },
  // Since ADR 043.
  accountLocked: {
    subject: 'Sign-in to your PlayPrize account is paused',
    body: [
      'Hello Nimal,',
      'A wrong password was entered for your PlayPrize account several times, so signing in is paused for a while.',
      'If this was you, wait a few minutes and try again, or reset your password.',
      'If this was not you, reset your password now: https://playprize.lk/forgot-password',
    ],
    footer: 'You received this e-mail because of failed sign-ins to the PlayPrize account of this address.',
  },
  passwordChanged: {
    subject: 'Your PlayPrize password was changed',
    body: [
      'Hello Nimal,',
      'The password of your PlayPrize account was changed, and every device signed in with the old password was signed out.',
      'If you did not change it, reset your password now: https://playprize.lk/forgot-password',
    ],
    footer: 'You received this e-mail because the password of the PlayPrize account of this address was changed.',
  },
  withdrawalReceived: {
    subject: 'We received your withdrawal request WD-000123 of LKR 5,000',
    body: [
      'Hello Nimal,',
      'We received your withdrawal request WD-000123 of LKR 5,000, to be paid to your account ending 4567 at Bank of Ceylon.',
      'We will check it and e-mail you when it is approved and when it is paid.',
      'If you did not ask for this withdrawal, reset your password at once and write to our support.',
    ],
    footer: 'You received this e-mail because you asked PlayPrize for a withdrawal.',
  },
  identityReceived: {
    subject: 'We received your identity verification',
    body: ['Hello Nimal,', 'We received your National Identity Card for verification.', 'We will check it and e-mail you the result.'],
    footer: 'You received this e-mail because you asked PlayPrize to verify your identity.',
  },
  // Since ADR 052.
  emailChangeCode: {
    subject: '4821 is your PlayPrize e-mail change code',
    body: [
      'Hello Nimal,',
      'Your PlayPrize e-mail change code is:',
      '4821',
      'It expires in 10 minutes and works once.',
      'If you did not ask to use this address for an account, ignore this e-mail: nothing changes.',
    ],
    footer: 'You received this e-mail because the PlayPrize e-mail change code was requested for this address.',
  },
  emailChanged: {
    subject: 'The e-mail address of your PlayPrize account was changed',
    body: [
      'Hello Nimal,',
      'The e-mail address of your PlayPrize account was changed to n***@ example. test. Mail about your account now goes there, not here.',
      'If you did not change it, someone may be using your account: if you are still signed in somewhere, change your password there (that signs every other session out), and write to our support at support@playprize.lk.',
    ],
    footer: 'You received this e-mail because this address was the address of a PlayPrize account until now.',
  },
};

const KINDS = Object.keys(MAIL_KINDS);

describe('the English mails', () => {
  it.each(KINDS)('%s: subject and text as before ADR 034', async (kind) => {
    const mail = await MAIL_KINDS[kind]!('en');
    const { subject, body, footer } = ENGLISH[kind]!;
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(['PlayPrize', ...body, '----------------------------------------', footer].join('\n\n'));
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  });

  it('keep each value a text of its own in the HTML, as the templates wrote them before', async () => {
    const mail = await MAIL_KINDS.verificationCode!('en');
    expect(mail.html).toContain('Hello <!-- -->Nimal<!-- -->,');
    expect(mail.html).toContain('Your <!-- -->PlayPrize<!-- --> <!-- -->verification code<!-- --> is:');
  });
});

describe.each(['si', 'ta'] as const)('the mails in %s', (language) => {
  it.each(KINDS)('%s: subject, body and <html lang> in that language', async (kind) => {
    const mail = await MAIL_KINDS[kind]!(language);
    const { subject, phrase } = EXPECTED[language][kind]!;
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(phrase);
    // The HTML part says it too: its footer is the plain text's last line.
    expect(mail.html).toContain(mail.text.split('\n').at(-1));
    expect(mail.html).toMatch(new RegExp(`<html [^>]*lang="${language}"`));
    // Nothing left in English but the brand, the values and the footer rule.
    expect(mail.text).not.toMatch(/\b(Hello|Your|You received|Reason)\b/);
  });

  it('greets the player by name and carries the code in the subject alone as four digits', async () => {
    const mail = await MAIL_KINDS.verificationCode!(language);
    expect(mail.text.split('\n')).toContain(mailTexts[language].hello.replace('{name}', 'Nimal'));
    expect(mail.subject.match(/\d{4}/g)).toEqual(['4821']);
    expect(mail.text.split('\n')).toContain('4821');
  });
});

describe('amounts in the mails', () => {
  it("group as the player's screens do, as Sri Lanka does in every language (never in lakhs)", async () => {
    for (const language of ['en', 'si', 'ta'] as const) expect(formatLkrIn(language, 1_000_000)).toBe('LKR 1,000,000');
    const mail = await payoutMail(withdrawal('ta', 500_000), { kind: 'approved' });
    expect(mail.subject).toContain('LKR 500,000');
  });
});

/** The {values} a text names, sorted. */
const valuesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every text of a language's mails by its path ('withdrawal.approved.0'). */
function textsOf(node: unknown, path = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[path, node]]);
  return new Map(Object.entries(node as object).flatMap(([key, child]) => [...textsOf(child, path ? `${path}.${key}` : key)]));
}

describe('the mail texts', () => {
  const english = textsOf(mailTexts.en);

  it.each(['si', 'ta'] as const)('in %s have every English text, naming the same values', (language) => {
    const translated = textsOf(mailTexts[language]);
    expect([...translated.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of english) expect([path, valuesOf(translated.get(path)!)]).toEqual([path, valuesOf(text)]);
  });

  it("group amounts as the screens do (contract/format's one rule)", () => {
    for (const language of ['en', 'si', 'ta'] as const) expect(formatLkrIn(language, 1_234_567)).toBe(`LKR ${formatNumber(1_234_567)}`);
  });
});
