/**
 * What one game's screen says in each language, as its language tests expect it: its own words
 * (src/locales) and, marked so, shared's (the game's title, the server's result).
 */
import type { Language } from 'shared';

export interface GameScreenWords {
  /** Shared's: Sliding Tiles' title. */
  title: string;
  /** Shared's: the server's 'You won 50 coins!'. */
  won50: string;
  back: string;
  howToPlay: string;
  playDaily: string;
  practice: string;
  dailyNote: string;
  sound: string;
  leaderboard: string;
  caption: string;
  columns: string[];
  /** 1,234,567 in the locale's grouping. */
  bigScore: string;
  avatar: string;
  you: string;
  ownScore: string;
  board: string;
  playingDaily: string;
  getReady: string;
  tilesTimeLeft: string;
  gap: string;
  tile5: string;
  oneMove: string;
  result: string;
  score: string;
  coins: string;
  moves: string;
  practiceAgain: string;
  answer: string;
  playingPractice: string;
  firstSum: string;
  next: string;
  sumsTimeLeft: string;
  sumsTimeLeftSpoken: string;
  startFailed: string;
  retry: string;
}

export const expected: Record<Language, GameScreenWords> = {
  en: {
    title: 'Sliding Tiles',
    won50: 'You won 50 coins!',
    back: 'All games',
    howToPlay: 'How to play',
    playDaily: "Play today's challenge",
    practice: 'Practice',
    dailyNote:
      'Everyone gets a game of the same difficulty today, and one try at it: starting another game ends it. Your verified result goes on the leaderboard.',
    sound: 'Sound',
    leaderboard: "Today's leaderboard",
    caption: "Today's 10 best verified results",
    columns: ['Rank', 'Player', 'Score'],
    bigScore: '1,234,567',
    avatar: "Nimal's avatar",
    you: 'You',
    ownScore: 'Your score today: 98,765 (rank 2)',
    board: 'Sliding Tiles board. Use the arrow keys to slide a tile into the gap.',
    playingDaily: "Today's challenge",
    getReady: 'Get ready...',
    tilesTimeLeft: 'Time left: 10:00',
    gap: 'Gap',
    tile5: 'Tile 5',
    oneMove: 'Moves: 1',
    result: 'Your result',
    score: 'Score',
    coins: 'Coins earned',
    moves: 'Moves',
    practiceAgain: 'Play a practice game',
    answer: 'Answer',
    playingPractice: 'Practice game',
    firstSum: 'Sum 1 of 20',
    next: 'Next',
    sumsTimeLeft: '60 s left',
    sumsTimeLeftSpoken: '60 seconds left',
    startFailed: 'The game could not be started. Check your connection and try again.',
    retry: 'Retry',
  },
  si: {
    title: 'ලිස්සන ටයිල්',
    won50: 'ඔබ කාසි 50ක් දිනුවා!',
    back: 'සියලු ක්‍රීඩා',
    howToPlay: 'ක්‍රීඩා කරන ආකාරය',
    playDaily: 'අද අභියෝගය ක්‍රීඩා කරන්න',
    practice: 'පුහුණුව',
    dailyNote:
      'අද සැමට ලැබෙන්නේ එකම අපහසුතාවයේ ක්‍රීඩාවකි, එයට එක් වරක් පමණක් උත්සාහ කළ හැක: වෙනත් ක්‍රීඩාවක් ආරම්භ කළහොත් මෙය අවසන් වේ. ඔබේ තහවුරු කළ ප්‍රතිඵලය ප්‍රමුඛ පුවරුවට එක් වේ.',
    sound: 'ශබ්දය',
    leaderboard: 'අද ප්‍රමුඛ පුවරුව',
    caption: 'අද හොඳම තහවුරු කළ ප්‍රතිඵල 10',
    columns: ['ස්ථානය', 'ක්‍රීඩකයා', 'ලකුණු'],
    bigScore: '1,234,567',
    avatar: 'Nimal ගේ අවතාරය',
    you: 'ඔබ',
    ownScore: 'අද ඔබේ ලකුණු: 98,765 (ස්ථානය 2)',
    board: 'ලිස්සන ටයිල් පුවරුව. හිස් තැනට ටයිලයක් ලිස්සා යැවීමට ඊතල යතුරු භාවිත කරන්න.',
    playingDaily: 'අද අභියෝගය',
    getReady: 'සූදානම් වන්න...',
    tilesTimeLeft: 'ඉතිරි කාලය: 10:00',
    gap: 'හිස් තැන',
    tile5: 'ටයිලය 5',
    oneMove: 'චලන: 1',
    result: 'ඔබේ ප්‍රතිඵලය',
    score: 'ලකුණු',
    coins: 'උපයාගත් කාසි',
    moves: 'චලන',
    practiceAgain: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න',
    answer: 'පිළිතුර',
    playingPractice: 'පුහුණු ක්‍රීඩාව',
    firstSum: 'ගණන 1 / 20',
    next: 'ඊළඟ',
    sumsTimeLeft: 'තත්. 60 ඉතිරියි',
    sumsTimeLeftSpoken: 'තත්පර 60 ක් ඉතිරියි',
    startFailed: 'ක්‍රීඩාව ආරම්භ කළ නොහැකි විය. ඔබගේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    retry: 'නැවත උත්සාහ කරන්න',
  },
  ta: {
    title: 'நகரும் ஓடுகள்',
    won50: 'நீங்கள் 50 நாணயங்களை வென்றீர்கள்!',
    back: 'அனைத்து விளையாட்டுகள்',
    howToPlay: 'விளையாடும் முறை',
    playDaily: 'இன்றைய சவாலை விளையாடுங்கள்',
    practice: 'பயிற்சி',
    dailyNote:
      'இன்று அனைவருக்கும் ஒரே கடினத்தன்மை கொண்ட விளையாட்டு, அதற்கு ஒரே ஒரு முயற்சி: வேறொரு விளையாட்டைத் தொடங்கினால் இது முடிந்துவிடும். உங்கள் சரிபார்க்கப்பட்ட முடிவு தரவரிசையில் இடம்பெறும்.',
    sound: 'ஒலி',
    leaderboard: 'இன்றைய தரவரிசை',
    caption: 'இன்றைய சிறந்த 10 சரிபார்க்கப்பட்ட முடிவுகள்',
    columns: ['இடம்', 'வீரர்', 'புள்ளிகள்'],
    bigScore: '1,234,567',
    avatar: 'Nimal இன் அவதாரம்',
    you: 'நீங்கள்',
    ownScore: 'இன்று உங்கள் புள்ளிகள்: 98,765 (இடம் 2)',
    board: 'நகரும் ஓடுகள் பலகை. இடைவெளிக்குள் ஓர் ஓட்டை நகர்த்த அம்புக்குறி விசைகளைப் பயன்படுத்தவும்.',
    playingDaily: 'இன்றைய சவால்',
    getReady: 'தயாராகுங்கள்...',
    tilesTimeLeft: 'மீதமுள்ள நேரம்: 10:00',
    gap: 'இடைவெளி',
    tile5: 'ஓடு 5',
    oneMove: 'நகர்வுகள்: 1',
    result: 'உங்கள் முடிவு',
    score: 'புள்ளிகள்',
    coins: 'ஈட்டிய நாணயங்கள்',
    moves: 'நகர்வுகள்',
    practiceAgain: 'பயிற்சி விளையாட்டை விளையாடுங்கள்',
    answer: 'விடை',
    playingPractice: 'பயிற்சி விளையாட்டு',
    firstSum: 'கணக்கு 1 / 20',
    next: 'அடுத்து',
    sumsTimeLeft: '60 வி. மீதம்',
    sumsTimeLeftSpoken: '60 வினாடிகள் மீதம்',
    startFailed: 'விளையாட்டைத் தொடங்க முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    retry: 'மீண்டும் முயல்க',
  },
};
