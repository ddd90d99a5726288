/**
 * The cash-prize ladder in the players' languages (ADR 034): every level in English, Sinhala and
 * Tamil, its amounts in each language's grouping (Sri Lanka's thousands in every language), and a switch mid-climb.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import { renderInLanguage } from 'shared/testing';
import CashPrizesScreen from '../CashPrizesScreen';

interface Level {
  eyebrow: string;
  title: string;
  text: string;
}

const expected: Record<
  Language,
  { heading: string; explore: string; signUp: string; progress: string; secondStatus: string; levels: Level[] }
> = {
  en: {
    heading: 'Cash prizes',
    explore: 'Explore more',
    signUp: 'Sign up',
    progress: 'Prize ladder progress',
    secondStatus: 'Step 2 of 4: First reward, Earn 5,000 points',
    levels: [
      {
        eyebrow: 'Play, Compete, Win cash prizes',
        title: 'Climb the Ladder',
        text: 'Every challenge you win earns free coins. Collect enough and cash them out.',
      },
      { eyebrow: 'First reward', title: 'Earn 5,000 points', text: 'Cash out LKR 5,000 straight to your bank account.' },
      { eyebrow: 'Second reward', title: 'Earn 500,000 points', text: 'Cash out LKR 500,000.' },
      {
        eyebrow: 'Ultimate goal',
        title: 'Earn a million points',
        text: 'Cash out a million rupees, with faster processing and zero fees.',
      },
    ],
  },
  si: {
    heading: 'මුදල් ත්‍යාග',
    explore: 'තව බලන්න',
    signUp: 'ලියාපදිංචි වන්න',
    progress: 'ත්‍යාග පඩිපෙළ ප්‍රගතිය',
    secondStatus: 'පියවර 2/4: පළමු ත්‍යාගය, ලකුණු 5,000ක් උපයන්න',
    levels: [
      {
        eyebrow: 'ක්‍රීඩා කරන්න, තරග කරන්න, මුදල් ත්‍යාග දිනන්න',
        title: 'පඩිපෙළ නගින්න',
        text: 'ඔබ දිනන සෑම අභියෝගයකින්ම නොමිලේ කාසි ලැබේ. ප්‍රමාණවත් තරම් එකතු කර ඒවා මුදල් ලෙස ලබා ගන්න.',
      },
      { eyebrow: 'පළමු ත්‍යාගය', title: 'ලකුණු 5,000ක් උපයන්න', text: 'LKR 5,000 කෙලින්ම ඔබේ බැංකු ගිණුමට ලබා ගන්න.' },
      { eyebrow: 'දෙවන ත්‍යාගය', title: 'ලකුණු 500,000ක් උපයන්න', text: 'LKR 500,000 මුදල් ලෙස ලබා ගන්න.' },
      { eyebrow: 'අවසාන ඉලක්කය', title: 'ලකුණු මිලියනයක් උපයන්න', text: 'වේගවත් සැකසීමක් සමඟ, කිසිදු ගාස්තුවකින් තොරව රුපියල් මිලියනයක් ලබා ගන්න.' },
    ],
  },
  ta: {
    heading: 'பணப் பரிசுகள்',
    explore: 'மேலும் அறிக',
    signUp: 'பதிவுசெய்க',
    progress: 'பரிசு ஏணி முன்னேற்றம்',
    secondStatus: 'படி 2/4: முதல் பரிசு, 5,000 புள்ளிகளைப் பெறுங்கள்',
    levels: [
      {
        eyebrow: 'விளையாடுங்கள், போட்டியிடுங்கள், பணப் பரிசுகளை வெல்லுங்கள்',
        title: 'ஏணியில் ஏறுங்கள்',
        text: 'நீங்கள் வெல்லும் ஒவ்வொரு சவாலும் இலவச நாணயங்களைத் தரும். போதுமான அளவு சேர்த்து அவற்றைப் பணமாகப் பெறுங்கள்.',
      },
      { eyebrow: 'முதல் பரிசு', title: '5,000 புள்ளிகளைப் பெறுங்கள்', text: 'LKR 5,000 நேரடியாக உங்கள் வங்கிக் கணக்கில் பெறுங்கள்.' },
      { eyebrow: 'இரண்டாம் பரிசு', title: '500,000 புள்ளிகளைப் பெறுங்கள்', text: 'LKR 500,000 பணமாகப் பெறுங்கள்.' },
      {
        eyebrow: 'இறுதி இலக்கு',
        title: 'பத்து லட்சம் புள்ளிகளைப் பெறுங்கள்',
        text: 'விரைவான செயலாக்கத்துடன், கட்டணம் எதுவுமின்றி பத்து லட்சம் ரூபாயைப் பெறுங்கள்.',
      },
    ],
  },
};

afterEach(() => act(() => setLanguage('en')));

// The ladder's own announcement; the page's notices have a status region of their own.
const ladderStatus = () => within(screen.getByRole('main')).getByRole('status');

async function renderLadder(language: Language = 'en') {
  await renderInLanguage(language, <CashPrizesScreen />);
  return screen.getByRole('main');
}

describe.each(Object.keys(expected) as Language[])('the cash-prize ladder in %s', (language) => {
  it('shows every level of the ladder, its amounts in that language', async () => {
    await renderLadder(language);
    const words = expected[language];
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.explore })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.signUp })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByRole('progressbar', { name: words.progress })).toHaveAttribute('aria-valuenow', '0');
    const slides = screen.getAllByRole('heading', { level: 2, hidden: true }).map((title) => title.closest('section')!);
    expect(slides.map((slide) => [...slide.children].slice(0, 3).map((child) => child.textContent))).toEqual(
      words.levels.map((level) => [level.eyebrow, level.title, level.text]),
    );
  });

  it('announces the step it climbs to in that language', async () => {
    const stage = await renderLadder(language);
    fireEvent.keyDown(stage, { key: 'ArrowDown' });
    expect(ladderStatus()).toHaveTextContent(expected[language].secondStatus);
    expect(screen.getByRole('heading', { level: 2, name: expected[language].levels[1]!.title })).toBeInTheDocument();
  });
});

it('switches to Tamil mid-climb, keeping the step it is on', async () => {
  const stage = await renderLadder();
  fireEvent.keyDown(stage, { key: 'ArrowDown' });
  expect(ladderStatus()).toHaveTextContent(expected.en.secondStatus);
  act(() => setLanguage('ta'));
  expect(await screen.findByRole('heading', { level: 2, name: expected.ta.levels[1]!.title })).toBeInTheDocument();
  expect(ladderStatus()).toHaveTextContent(expected.ta.secondStatus);
  expect(screen.getByRole('progressbar', { name: expected.ta.progress })).toHaveAttribute('aria-valuenow', '25');
});
