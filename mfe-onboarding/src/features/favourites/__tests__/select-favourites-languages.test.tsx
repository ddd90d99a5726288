/**
 * Select your favourites in the players' languages (ADR 034): shown in English, Sinhala and Tamil,
 * and switched while shown without being mounted again (the choices stay).
 */
import { screen } from '@testing-library/react';
import { type Language } from 'shared';
import * as messages from 'contract/messages';
import { envelope, expectInLanguage } from 'shared/testing';
import { choiceStepInLanguages, type ChoiceStepWords } from '../../../testing/choice-step-languages';
import SelectFavouritesScreen from '../SelectFavouritesScreen';

const words: Record<Language, ChoiceStepWords> = {
  en: {
    heading: 'Select your favourites',
    intro: 'Choose the kinds of games you like; we will show them first.',
    legend: 'Game categories',
    submit: 'Select your Preference',
    retry: 'Retry',
  },
  si: {
    heading: 'ඔබගේ ප්‍රියතම ක්‍රීඩා තෝරන්න',
    intro: 'ඔබ කැමති ක්‍රීඩා වර්ග තෝරන්න; අපි ඒවා මුලින්ම පෙන්වන්නෙමු.',
    legend: 'ක්‍රීඩා වර්ග',
    submit: 'මනාපය තෝරන්න',
    retry: 'නැවත උත්සාහ කරන්න',
  },
  ta: {
    heading: 'உங்களுக்குப் பிடித்தவற்றைத் தேர்ந்தெடுங்கள்',
    intro: 'உங்களுக்குப் பிடித்த விளையாட்டு வகைகளைத் தேர்ந்தெடுங்கள்; அவற்றை முதலில் காட்டுவோம்.',
    legend: 'விளையாட்டு வகைகள்',
    submit: 'விருப்பத்தைத் தேர்ந்தெடு',
    retry: 'மீண்டும் முயல்க',
  },
};

choiceStepInLanguages({
  screen: <SelectFavouritesScreen />,
  items: 'categories',
  list: {
    request: 'GET /api/open/v1/game_category',
    answer: {
      status: 200,
      body: envelope([
        { id: 1, name: 'classic' },
        { id: 2, name: 'board' },
      ]),
    },
  },
  loading: messages.onboarding.loadingCategories,
  words,
  // Each category by its seeded name, in the language (shared's catalogue).
  offered: (language: Language) => expectInLanguage(screen.getAllByRole('checkbox')[0]!.closest('label')?.textContent, language, 'CLASSIC'),
  kept: { what: 'choices', role: 'checkbox', name: 'BOARD', switches: ['ta', 'si'], nameThen: 'පුවරු' },
});
