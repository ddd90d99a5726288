/**
 * The words summary.html shows for the codes data.json keeps (a coin movement's kind, a status, a
 * mail's kind), in the player's language (ADR 058). The account area's and the shared catalogue's
 * words where they have them (withdrawal and identity statuses, coin movements, sign-in results),
 * copied: the server does not import front-end code. Sinhala and Tamil await review, as the rest do.
 */
import type { Language } from 'contract/languages';
import type { SentMailKind } from '../sent-mails';

export interface SummaryWords {
  coinKind: Record<string, string>;
  withdrawalStatus: Record<string, string>;
  identityStatus: Record<string, string>;
  gameStatus: Record<string, string>;
  signInOutcome: Record<string, string>;
  privacyKind: Record<string, string>;
  privacyStatus: Record<string, string>;
  mailKind: Record<SentMailKind, string>;
  language: Record<string, string>;
  delivered: { true: string; false: string };
}

const en: SummaryWords = {
  coinKind: { game_win: 'Game won', withdrawal: 'Withdrawal', refund: 'Refund', credit: 'Coins added' },
  withdrawalStatus: { pending: 'Pending', approved: 'Approved', paid: 'Paid', rejected: 'Rejected', cancelled: 'Cancelled' },
  identityStatus: { under_review: 'Under review', verified: 'Verified', rejected: 'Not accepted' },
  gameStatus: { open: 'Not finished', verified: 'Counted', refused: 'Not counted', expired: 'Expired', abandoned: 'Left unfinished' },
  signInOutcome: { success: 'Signed in', wrong_password: 'Wrong password', locked: 'Sign-in paused' },
  privacyKind: { export: 'Download my data', closure: 'Close my account', objection: 'Review by a person', contact: 'Contact form' },
  privacyStatus: { open: 'Open', done: 'Done', refused: 'Refused', cancelled: 'Cancelled' },
  mailKind: {
    'verification-code': 'Verification code',
    'password-reset-code': 'Password reset code',
    'email-change-code': 'Code for a new e-mail address',
    'sign-in-paused': 'Sign-in paused',
    'password-changed': 'Password changed',
    'email-changed': 'E-mail address changed',
    'withdrawal-received': 'Withdrawal request received',
    'withdrawal-approved': 'Withdrawal approved',
    'withdrawal-paid': 'Withdrawal paid',
    'withdrawal-rejected': 'Withdrawal rejected',
    'identity-received': 'Identity details received',
    'identity-verified': 'Identity verified',
    'identity-rejected': 'Identity not accepted',
    'bank-account-changed': 'Payout account changed',
    'account-closing': 'Account closing',
    'account-kept': 'Account kept open',
  },
  language: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  delivered: { true: 'Accepted by the mail server', false: 'Not delivered' },
};

const si: SummaryWords = {
  coinKind: { game_win: 'ක්‍රීඩාව ජයග්‍රහණය', withdrawal: 'ආපසු ගැනීම', refund: 'ආපසු ගෙවීම', credit: 'කාසි එකතු කරන ලදී' },
  withdrawalStatus: { pending: 'පොරොත්තුවෙන්', approved: 'අනුමත කර ඇත', paid: 'ගෙවා ඇත', rejected: 'ප්‍රතික්ෂේප කර ඇත', cancelled: 'අවලංගු කර ඇත' },
  identityStatus: { under_review: 'සමාලෝචනය වෙමින්', verified: 'සත්‍යාපනය කර ඇත', rejected: 'පිළිගත්තේ නැත' },
  gameStatus: { open: 'අවසන් කර නැත', verified: 'ගණන් ගත්තා', refused: 'ගණන් ගත්තේ නැත', expired: 'කල් ඉකුත් විය', abandoned: 'අතරමඟ නැවැත්වූවා' },
  signInOutcome: { success: 'පුරනය විය', wrong_password: 'වැරදි මුරපදය', locked: 'පුරනය වීම නවතා ඇත' },
  privacyKind: { export: 'මගේ දත්ත බාගන්න', closure: 'මගේ ගිණුම වසන්න', objection: 'පුද්ගලයෙකුගේ සමාලෝචනය', contact: 'සම්බන්ධතා පෝරමය' },
  privacyStatus: { open: 'විවෘතයි', done: 'අවසන්', refused: 'ප්‍රතික්ෂේප කළා', cancelled: 'අවලංගු කළා' },
  mailKind: {
    'verification-code': 'සත්‍යාපන කේතය',
    'password-reset-code': 'මුරපදය යළි සැකසීමේ කේතය',
    'email-change-code': 'නව ඊමේල් ලිපිනය සඳහා කේතය',
    'sign-in-paused': 'පුරනය වීම නවතා ඇත',
    'password-changed': 'මුරපදය වෙනස් කළා',
    'email-changed': 'ඊමේල් ලිපිනය වෙනස් කළා',
    'withdrawal-received': 'ආපසු ගැනීමේ ඉල්ලීම ලැබුණා',
    'withdrawal-approved': 'ආපසු ගැනීම අනුමත කළා',
    'withdrawal-paid': 'ආපසු ගැනීම ගෙව්වා',
    'withdrawal-rejected': 'ආපසු ගැනීම ප්‍රතික්ෂේප කළා',
    'identity-received': 'අනන්‍යතා විස්තර ලැබුණා',
    'identity-verified': 'අනන්‍යතාවය සත්‍යාපනය කළා',
    'identity-rejected': 'අනන්‍යතාවය පිළිගත්තේ නැත',
    'bank-account-changed': 'ගෙවීම් ලැබෙන ගිණුම වෙනස් කළා',
    'account-closing': 'ගිණුම වසා දැමෙමින්',
    'account-kept': 'ගිණුම විවෘතව තබා ගත්තා',
  },
  language: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  delivered: { true: 'තැපැල් සේවාදායකය භාර ගත්තා', false: 'බෙදා හැරියේ නැත' },
};

const ta: SummaryWords = {
  coinKind: { game_win: 'விளையாட்டு வெற்றி', withdrawal: 'பணம் எடுப்பு', refund: 'திருப்பிச் செலுத்தல்', credit: 'நாணயங்கள் சேர்க்கப்பட்டன' },
  withdrawalStatus: {
    pending: 'நிலுவையில் உள்ளது',
    approved: 'அங்கீகரிக்கப்பட்டது',
    paid: 'செலுத்தப்பட்டது',
    rejected: 'நிராகரிக்கப்பட்டது',
    cancelled: 'ரத்துசெய்யப்பட்டது',
  },
  identityStatus: { under_review: 'மதிப்பாய்வில் உள்ளது', verified: 'சரிபார்க்கப்பட்டது', rejected: 'ஏற்கப்படவில்லை' },
  gameStatus: {
    open: 'முடிக்கப்படவில்லை',
    verified: 'கணக்கிடப்பட்டது',
    refused: 'கணக்கிடப்படவில்லை',
    expired: 'காலாவதியானது',
    abandoned: 'பாதியில் விடப்பட்டது',
  },
  signInOutcome: { success: 'உள்நுழைந்தது', wrong_password: 'தவறான கடவுச்சொல்', locked: 'உள்நுழைவு இடைநிறுத்தப்பட்டது' },
  privacyKind: { export: 'எனது தரவைப் பதிவிறக்கு', closure: 'எனது கணக்கை மூடு', objection: 'ஒருவரின் மதிப்பாய்வு', contact: 'தொடர்புப் படிவம்' },
  privacyStatus: { open: 'திறந்துள்ளது', done: 'முடிந்தது', refused: 'மறுக்கப்பட்டது', cancelled: 'ரத்துசெய்யப்பட்டது' },
  mailKind: {
    'verification-code': 'சரிபார்ப்புக் குறியீடு',
    'password-reset-code': 'கடவுச்சொல் மீட்டமைப்புக் குறியீடு',
    'email-change-code': 'புதிய மின்னஞ்சல் முகவரிக்கான குறியீடு',
    'sign-in-paused': 'உள்நுழைவு இடைநிறுத்தப்பட்டது',
    'password-changed': 'கடவுச்சொல் மாற்றப்பட்டது',
    'email-changed': 'மின்னஞ்சல் முகவரி மாற்றப்பட்டது',
    'withdrawal-received': 'பணம் எடுப்புக் கோரிக்கை பெறப்பட்டது',
    'withdrawal-approved': 'பணம் எடுப்பு அங்கீகரிக்கப்பட்டது',
    'withdrawal-paid': 'பணம் எடுப்பு செலுத்தப்பட்டது',
    'withdrawal-rejected': 'பணம் எடுப்பு நிராகரிக்கப்பட்டது',
    'identity-received': 'அடையாள விவரங்கள் பெறப்பட்டன',
    'identity-verified': 'அடையாளம் சரிபார்க்கப்பட்டது',
    'identity-rejected': 'அடையாளம் ஏற்கப்படவில்லை',
    'bank-account-changed': 'பணம் பெறும் கணக்கு மாற்றப்பட்டது',
    'account-closing': 'கணக்கு மூடப்படுகிறது',
    'account-kept': 'கணக்கு தொடர்கிறது',
  },
  language: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  delivered: { true: 'அஞ்சல் சேவையகம் ஏற்றுக்கொண்டது', false: 'வழங்கப்படவில்லை' },
};

export const summaryWords: Record<Language, SummaryWords> = { en, si, ta };

/** The word for `code` in `group`, or the code itself when a newer code has no word yet. */
export const wordFor = (words: Record<string, string>, code: unknown) =>
  typeof code === 'string' && Object.hasOwn(words, code) ? words[code] : code;
