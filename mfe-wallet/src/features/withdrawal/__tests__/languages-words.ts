/** What the withdrawal page and its dialog say in each language, as the language tests expect it (amounts in each grouping). */
import type { Language } from 'shared';

export interface PageWords {
  heading: string;
  withdraw: string;
  levels: string;
  level3: string;
  topTier: string;
  topPromise: string;
  transactions: string;
  none: string;
  paidAmount: string;
  /** A withdrawal's title, the bank's name inside the language's own order. */
  paidTitle: string;
  /** The status in shared's words, and the line of its last change. */
  paid: string;
  paidOn: string;
  paidDate: string;
  reason: string;
}

export const page: Record<Language, PageWords> = {
  en: {
    heading: 'Win & Earn',
    withdraw: 'Want to withdraw your prize?',
    levels: 'Transactions Levels',
    level3: 'Level 3',
    topTier: 'LKR 1,000,000 for 1,000,000 points',
    topPromise: 'Faster processing and zero fees at 1,000,000 points.',
    transactions: 'Transactions',
    none: 'No transactions available.',
    paidAmount: 'LKR 500,000',
    paidTitle: 'Withdrawal to Bank of Ceylon',
    paid: 'Paid',
    paidOn: 'Paid on 24 Nov 2026',
    paidDate: '24 Nov 2026',
    reason: 'Reason: The account holder does not match.',
  },
  si: {
    heading: 'ජයගෙන උපයන්න',
    withdraw: 'ඔබගේ ත්‍යාගය ලබා ගන්නද?',
    levels: 'ගනුදෙනු මට්ටම්',
    level3: 'මට්ටම 3',
    topTier: 'ලකුණු 1,000,000 කට LKR 1,000,000',
    topPromise: 'ලකුණු 1,000,000 දී වේගවත් සැකසීම සහ කිසිදු ගාස්තුවක් නැත.',
    transactions: 'ගනුදෙනු',
    none: 'ගනුදෙනු කිසිවක් නැත.',
    paidAmount: 'LKR 500,000',
    paidTitle: 'Bank of Ceylon වෙත මුදල් ලබා ගැනීම',
    paid: 'ගෙවා ඇත',
    paidOn: 'ගෙවා ඇත: 2026 ඉල් 24',
    paidDate: '2026 ඉල් 24',
    reason: 'හේතුව: The account holder does not match.',
  },
  ta: {
    heading: 'வென்று சம்பாதியுங்கள்',
    withdraw: 'பரிசைப் பெற விரும்புகிறீர்களா?',
    levels: 'பரிவர்த்தனை நிலைகள்',
    level3: 'நிலை 3',
    topTier: '1,000,000 புள்ளிகளுக்கு LKR 1,000,000',
    topPromise: '1,000,000 புள்ளிகளில் விரைவான செயலாக்கம், கட்டணம் எதுவும் இல்லை.',
    transactions: 'பரிவர்த்தனைகள்',
    none: 'பரிவர்த்தனைகள் எதுவும் இல்லை.',
    paidAmount: 'LKR 500,000',
    paidTitle: 'Bank of Ceylon க்குப் பணம் பெறுதல்',
    paid: 'செலுத்தப்பட்டது',
    paidOn: 'செலுத்தப்பட்டது: 24 நவ., 2026',
    paidDate: '24 நவ., 2026',
    reason: 'காரணம்: The account holder does not match.',
  },
};

export interface DialogWords {
  receiverTitle: string;
  receiverName: string;
  receiverEmail: string;
  receiverPhone: string;
  receiverCountry: string;
  /** Sri Lanka as the language names it (Intl's region names; the value sent stays the server's). */
  sriLanka: string;
  next: string;
  bankTitle: string;
  bank: string;
  bankPlaceholder: RegExp;
  noMatch: string;
  accountNumber: string;
  accountHolderName: string;
  branch: string;
  amount: string;
  tier: string;
  back: string;
  submit: string;
  successTitle: string;
  successHeading: string;
  submitted: string;
  pending: string;
  /** Shared's words for a saved account: its hint, and the refusal when it is changed without its number. */
  savedHint: string;
  retype: string;
}

export const dialog: Record<Language, DialogWords> = {
  en: {
    receiverTitle: 'Withdrawal Process',
    receiverName: 'Receiver name',
    receiverEmail: 'Receiver email',
    receiverPhone: 'Receiver phone',
    receiverCountry: 'Receiver country',
    sriLanka: 'Sri Lanka',
    next: 'Next',
    bankTitle: 'Bank Details',
    bank: 'Bank',
    bankPlaceholder: /^Type to search \d+ banks$/,
    noMatch: 'No bank matches “Zzz”.',
    accountNumber: 'Account number',
    accountHolderName: 'Account holder name',
    branch: 'Branch',
    amount: 'Amount (your balance: 1,234,567 coins)',
    tier: 'LKR 500,000',
    back: 'Back',
    submit: 'Submit',
    successTitle: 'Withdrawal Requested',
    successHeading: 'Request Submitted Successfully',
    submitted: 'Your withdrawal request #WD-7K3M9Q was submitted.',
    pending: 'Withdrawal pending',
    savedHint: 'Saved account ending 9012. Leave blank to use it.',
    retype: 'Please enter the account number again to change the saved account ending 9012.',
  },
  si: {
    receiverTitle: 'මුදල් ලබා ගැනීමේ ක්‍රියාවලිය',
    receiverName: 'ලබන්නාගේ නම',
    receiverEmail: 'ලබන්නාගේ ඊමේල් ලිපිනය',
    receiverPhone: 'ලබන්නාගේ දුරකථන අංකය',
    receiverCountry: 'ලබන්නාගේ රට',
    sriLanka: 'ශ්‍රී ලංකාව',
    next: 'ඊළඟ',
    bankTitle: 'බැංකු විස්තර',
    bank: 'බැංකුව',
    bankPlaceholder: /^බැංකු \d+ අතරින් සෙවීමට ටයිප් කරන්න$/,
    noMatch: '“Zzz” ට ගැළපෙන බැංකුවක් නැත.',
    accountNumber: 'ගිණුම් අංකය',
    accountHolderName: 'ගිණුම් හිමියාගේ නම',
    branch: 'ශාඛාව',
    amount: 'මුදල (ඔබගේ ශේෂය: කාසි 1,234,567)',
    tier: 'LKR 500,000',
    back: 'ආපසු',
    submit: 'ඉදිරිපත් කරන්න',
    successTitle: 'මුදල් ලබා ගැනීම ඉල්ලා ඇත',
    successHeading: 'ඉල්ලීම සාර්ථකව ඉදිරිපත් කරන ලදී',
    submitted: 'ඔබගේ මුදල් ලබා ගැනීමේ ඉල්ලීම #WD-7K3M9Q ඉදිරිපත් කරන ලදී.',
    pending: 'මුදල් ලබා ගැනීම පොරොත්තුවෙන්',
    savedHint: '9012 න් අවසන් වන සුරැකි ගිණුම. එය භාවිත කිරීමට හිස්ව තබන්න.',
    retype: '9012 න් අවසන් වන සුරැකි ගිණුම වෙනස් කිරීමට කරුණාකර ගිණුම් අංකය නැවත ඇතුළත් කරන්න.',
  },
  ta: {
    receiverTitle: 'பணம் பெறும் செயல்முறை',
    receiverName: 'பெறுநர் பெயர்',
    receiverEmail: 'பெறுநர் மின்னஞ்சல்',
    receiverPhone: 'பெறுநர் தொலைபேசி',
    receiverCountry: 'பெறுநர் நாடு',
    sriLanka: 'இலங்கை',
    next: 'அடுத்து',
    bankTitle: 'வங்கி விவரங்கள்',
    bank: 'வங்கி',
    bankPlaceholder: /^\d+ வங்கிகளில் தேட தட்டச்சு செய்யவும்$/,
    noMatch: '“Zzz” உடன் பொருந்தும் வங்கி எதுவும் இல்லை.',
    accountNumber: 'கணக்கு எண்',
    accountHolderName: 'கணக்கு வைத்திருப்பவர் பெயர்',
    branch: 'கிளை',
    amount: 'தொகை (உங்கள் இருப்பு: 1,234,567 நாணயங்கள்)',
    tier: 'LKR 500,000',
    back: 'பின்செல்',
    submit: 'சமர்ப்பி',
    successTitle: 'பணம் பெறக் கோரப்பட்டது',
    successHeading: 'கோரிக்கை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது',
    submitted: 'உங்கள் பணம் பெறும் கோரிக்கை #WD-7K3M9Q சமர்ப்பிக்கப்பட்டது.',
    pending: 'பணம் பெறுதல் நிலுவையில் உள்ளது',
    savedHint: '9012 இல் முடியும் சேமித்த கணக்கு. அதைப் பயன்படுத்த இதை வெறுமையாக விடவும்.',
    retype: '9012 இல் முடியும் சேமித்த கணக்கை மாற்ற, கணக்கு எண்ணை மீண்டும் உள்ளிடவும்.',
  },
};
