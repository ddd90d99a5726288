/**
 * The onboarding side panel and the /left page in the players' languages (ADR 034): each shown in
 * English, Sinhala and Tamil, and switched while shown without being mounted again.
 */
import { act, screen, within } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import { renderScreen } from 'shared/testing';
import GetStartedPanelScreen from '../../features/get-started/GetStartedPanelScreen';
import { GetStartedLayout } from '../GetStartedLayout';

const words: Record<
  Language,
  { panelTitle: string; stepsLabel: string; steps: string[]; done: string; join: string; start: string; signIn: string }
> = {
  en: {
    panelTitle: 'Get Started with Us',
    stepsLabel: 'Sign-up steps',
    steps: ['Sign up your account', 'Set up your avatar and dive in', 'Choose favourites and get started'],
    done: '(done)',
    join: 'Join PlayPrize',
    start: 'Start with step 1',
    signIn: 'Sign in',
  },
  si: {
    panelTitle: 'අප සමඟ අරඹන්න',
    stepsLabel: 'ලියාපදිංචි වීමේ පියවර',
    steps: ['ඔබගේ ගිණුම ලියාපදිංචි කරන්න', 'ඔබගේ අවතාරය සකසා ක්‍රීඩාවට පිවිසෙන්න', 'ප්‍රියතම ක්‍රීඩා තෝරා ආරම්භ කරන්න'],
    done: '(නිම කළා)',
    join: 'PlayPrize හා එක්වන්න',
    start: 'පියවර 1 න් අරඹන්න',
    signIn: 'පුරනය වන්න',
  },
  ta: {
    panelTitle: 'எங்களுடன் தொடங்குங்கள்',
    stepsLabel: 'பதிவுப் படிகள்',
    steps: ['உங்கள் கணக்கைப் பதிவு செய்யுங்கள்', 'உங்கள் அவதாரத்தை அமைத்து விளையாடத் தொடங்குங்கள்', 'பிடித்தவற்றைத் தேர்ந்தெடுத்துத் தொடங்குங்கள்'],
    done: '(முடிந்தது)',
    join: 'PlayPrize இல் சேருங்கள்',
    start: 'படி 1 இலிருந்து தொடங்குங்கள்',
    signIn: 'உள்நுழைக',
  },
};

const languages = Object.keys(words) as Language[];
const stepsIn = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');

afterEach(() => act(() => setLanguage('en')));

describe.each(languages)('in %s', (language) => {
  const expected = words[language];

  it('titles the panel and lists the steps, finished ones said to be done', async () => {
    act(() => setLanguage(language));
    await act(async () => void renderScreen(<GetStartedLayout step={2}>form</GetStartedLayout>));
    expect(await screen.findByText(expected.panelTitle)).toBeInTheDocument();
    const steps = stepsIn(expected.stepsLabel);
    expect(steps[0]).toHaveTextContent(`✓${expected.steps[0]} ${expected.done}`);
    expect(steps[1]).toHaveTextContent(`✓${expected.steps[1]} ${expected.done}`);
    expect(steps[2]).toHaveTextContent(`3${expected.steps[2]}`);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the /left page: heading, its text and links', async () => {
    act(() => setLanguage(language));
    await act(async () => void renderScreen(<GetStartedPanelScreen />));
    expect(await screen.findByRole('heading', { name: expected.join })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected.start })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByRole('link', { name: expected.signIn })).toHaveAttribute('href', '/signin');
    expect(stepsIn(expected.stepsLabel)[0]).toHaveAttribute('aria-current', 'step');
  });
});

it('changes the panel and page words when the language changes, without mounting them again', async () => {
  renderScreen(<GetStartedPanelScreen />);
  const firstStep = stepsIn(words.en.stepsLabel)[0];

  await act(async () => setLanguage('ta'));
  expect(await screen.findByRole('heading', { name: words.ta.join })).toBeInTheDocument();
  expect(stepsIn(words.ta.stepsLabel)[0]).toBe(firstStep);
  expect(firstStep).toHaveTextContent(words.ta.steps[0]!);

  await act(async () => setLanguage('si'));
  expect(await screen.findByText(words.si.panelTitle)).toBeInTheDocument();
  expect(stepsIn(words.si.stepsLabel)[0]).toBe(firstStep);
  expect(screen.queryByText(words.en.panelTitle)).not.toBeInTheDocument();
});
