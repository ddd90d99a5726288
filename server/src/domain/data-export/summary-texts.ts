/**
 * The archive's readable summary in the player's language (ADR 058). Sinhala and Tamil were written
 * by the team, none of whom is a native speaker: they await review, as the mails' do.
 */
import type { DataExportSection } from 'contract/schemas';
import type { Language } from 'contract/languages';

interface SummaryTexts {
  title: string;
  intro: string;
  builtAt: string;
  sections: Record<DataExportSection, string>;
  labels: {
    email: string;
    name: string;
    mobile: string;
    dateOfBirth: string;
    country: string;
    language: string;
    coins: string;
    registeredAt: string;
    date: string;
    kind: string;
    amount: string;
    balance: string;
    status: string;
    code: string;
    nic: string;
    submittedAt: string;
    reason: string;
    photos: string;
    game: string;
    result: string;
    browser: string;
    bank: string;
    accountNumber: string;
    request: string;
    subject: string;
    delivered: string;
  };
  none: string;
  /** Above the mails' table: {date} is when the record began. */
  mailsSince: string;
}

const en: SummaryTexts = {
  title: 'Your PlayPrize data',
  intro:
    'This is a readable summary of the data PlayPrize holds about you. data.json in this archive holds all of it in full, in a form other programs can read; the identity folder holds your NIC photos.',
  builtAt: 'Prepared on',
  sections: {
    profile: 'Your profile',
    coinLedger: 'Your coin history',
    withdrawals: 'Your withdrawals',
    bankDetails: 'Your bank details',
    identity: 'Your identity verification',
    gameAttempts: 'Your games',
    signIns: 'Your sign-ins',
    mails: 'E-mails sent to you',
    privacyRequests: 'Your privacy requests',
    consents: 'Your consents',
    playLimits: 'Your play limits',
  },
  labels: {
    email: 'E-mail',
    name: 'Name',
    mobile: 'Mobile',
    dateOfBirth: 'Date of birth',
    country: 'Country',
    language: 'Language',
    coins: 'Coins',
    registeredAt: 'Registered on',
    date: 'Date',
    kind: 'Kind',
    amount: 'Amount',
    balance: 'Balance',
    status: 'Status',
    code: 'Code',
    nic: 'NIC',
    submittedAt: 'Submitted on',
    reason: 'Reason',
    photos: 'Photos',
    game: 'Game',
    result: 'Result',
    browser: 'Browser',
    bank: 'Bank',
    accountNumber: 'Account number',
    request: 'Request',
    subject: 'Subject',
    delivered: 'Delivery',
  },
  none: 'None.',
  mailsSince:
    'E-mails sent to you since {date}, newest first: their subjects only, never their text, codes or links. Mails sent before then were not recorded and cannot be listed.',
};

const si: SummaryTexts = {
  title: 'ඔබගේ PlayPrize දත්ත',
  intro:
    'මෙය PlayPrize සතු ඔබ පිළිබඳ දත්තවල කියවිය හැකි සාරාංශයකි. මෙම ලේඛනාගාරයේ data.json හි ඒ සියල්ල සම්පූර්ණයෙන්, වෙනත් වැඩසටහන්වලට කියවිය හැකි ආකාරයෙන් ඇත; identity ෆෝල්ඩරයේ ඔබගේ ජා.හැ.අ. ඡායාරූප ඇත.',
  builtAt: 'සකස් කළ දිනය',
  sections: {
    profile: 'ඔබගේ පැතිකඩ',
    coinLedger: 'ඔබගේ කාසි ඉතිහාසය',
    withdrawals: 'ඔබගේ මුදල් ආපසු ගැනීම්',
    bankDetails: 'ඔබගේ බැංකු විස්තර',
    identity: 'ඔබගේ අනන්‍යතා සත්‍යාපනය',
    gameAttempts: 'ඔබගේ ක්‍රීඩා',
    signIns: 'ඔබගේ පුරනය වීම්',
    mails: 'ඔබට යැවූ ඊමේල්',
    privacyRequests: 'ඔබගේ පෞද්ගලිකත්ව ඉල්ලීම්',
    consents: 'ඔබගේ කැමැත්ත',
    playLimits: 'ඔබගේ ක්‍රීඩා සීමා',
  },
  labels: {
    email: 'ඊමේල්',
    name: 'නම',
    mobile: 'ජංගම',
    dateOfBirth: 'උපන් දිනය',
    country: 'රට',
    language: 'භාෂාව',
    coins: 'කාසි',
    registeredAt: 'ලියාපදිංචි වූ දිනය',
    date: 'දිනය',
    kind: 'වර්ගය',
    amount: 'ප්‍රමාණය',
    balance: 'ශේෂය',
    status: 'තත්ත්වය',
    code: 'කේතය',
    nic: 'ජා.හැ.අ.',
    submittedAt: 'ඉදිරිපත් කළ දිනය',
    reason: 'හේතුව',
    photos: 'ඡායාරූප',
    game: 'ක්‍රීඩාව',
    result: 'ප්‍රතිඵලය',
    browser: 'බ්‍රව්සරය',
    bank: 'බැංකුව',
    accountNumber: 'ගිණුම් අංකය',
    request: 'ඉල්ලීම',
    subject: 'මාතෘකාව',
    delivered: 'බෙදා හැරීම',
  },
  none: 'කිසිවක් නැත.',
  mailsSince:
    '{date} සිට ඔබට යැවූ ඊමේල්, අලුත්ම ඒවා මුලින්: ඒවායේ මාතෘකා පමණි, කිසි විටෙක පෙළ, කේත හෝ සබැඳි නොවේ. ඊට පෙර යැවූ ඊමේල් සටහන් කර නොමැති බැවින් ලැයිස්තුගත කළ නොහැක.',
};

const ta: SummaryTexts = {
  title: 'உங்கள் PlayPrize தரவு',
  intro:
    'இது PlayPrize உங்களைப் பற்றி வைத்திருக்கும் தரவின் படிக்கக்கூடிய சுருக்கம். இந்தக் காப்பகத்தில் உள்ள data.json இல் அனைத்தும் முழுமையாக, பிற நிரல்கள் படிக்கக்கூடிய வடிவில் உள்ளன; identity கோப்புறையில் உங்கள் தே.அ.அ. புகைப்படங்கள் உள்ளன.',
  builtAt: 'தயாரிக்கப்பட்ட நாள்',
  sections: {
    profile: 'உங்கள் சுயவிவரம்',
    coinLedger: 'உங்கள் நாணய வரலாறு',
    withdrawals: 'உங்கள் பணம் எடுப்புகள்',
    bankDetails: 'உங்கள் வங்கி விவரங்கள்',
    identity: 'உங்கள் அடையாள சரிபார்ப்பு',
    gameAttempts: 'உங்கள் விளையாட்டுகள்',
    signIns: 'உங்கள் உள்நுழைவுகள்',
    mails: 'உங்களுக்கு அனுப்பிய மின்னஞ்சல்கள்',
    privacyRequests: 'உங்கள் தனியுரிமைக் கோரிக்கைகள்',
    consents: 'உங்கள் ஒப்புதல்கள்',
    playLimits: 'உங்கள் விளையாட்டு வரம்புகள்',
  },
  labels: {
    email: 'மின்னஞ்சல்',
    name: 'பெயர்',
    mobile: 'கைபேசி',
    dateOfBirth: 'பிறந்த தேதி',
    country: 'நாடு',
    language: 'மொழி',
    coins: 'நாணயங்கள்',
    registeredAt: 'பதிவு செய்த நாள்',
    date: 'தேதி',
    kind: 'வகை',
    amount: 'தொகை',
    balance: 'இருப்பு',
    status: 'நிலை',
    code: 'குறியீடு',
    nic: 'தே.அ.அ.',
    submittedAt: 'சமர்ப்பித்த நாள்',
    reason: 'காரணம்',
    photos: 'புகைப்படங்கள்',
    game: 'விளையாட்டு',
    result: 'முடிவு',
    browser: 'உலாவி',
    bank: 'வங்கி',
    accountNumber: 'கணக்கு எண்',
    request: 'கோரிக்கை',
    subject: 'பொருள்',
    delivered: 'விநியோகம்',
  },
  none: 'எதுவும் இல்லை.',
  mailsSince:
    '{date} முதல் உங்களுக்கு அனுப்பிய மின்னஞ்சல்கள், புதியவை முதலில்: அவற்றின் பொருள் மட்டும், ஒருபோதும் உரை, குறியீடுகள் அல்லது இணைப்புகள் அல்ல. அதற்கு முன் அனுப்பியவை பதிவு செய்யப்படவில்லை, பட்டியலிட முடியாது.',
};

export const summaryTexts: Record<Language, SummaryTexts> = { en, si, ta };
