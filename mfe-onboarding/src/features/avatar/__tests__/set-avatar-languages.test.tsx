/**
 * Set Your Avatar in the players' languages (ADR 034): shown in English, Sinhala and Tamil, and
 * switched while shown without being mounted again (the choice stays).
 */
import { screen } from '@testing-library/react';
import { type Language } from 'shared';
import * as messages from 'contract/messages';
import { alertText, envelope, expectInLanguage } from 'shared/testing';
import { choiceStepInLanguages, type ChoiceStepWords } from '../../../testing/choice-step-languages';
import SetAvatarScreen from '../SetAvatarScreen';

const words: Record<Language, ChoiceStepWords & { goToSignIn: string }> = {
  en: {
    heading: 'Set Your Avatar',
    intro: 'Pick the face other players will see next to your scores.',
    legend: 'Avatars',
    submit: 'Select your Avatar',
    retry: 'Retry',
    goToSignIn: 'Go to sign in',
  },
  si: {
    heading: 'ඔබගේ අවතාරය සකසන්න',
    intro: 'ඔබගේ ලකුණු අසල අනෙක් ක්‍රීඩකයන්ට පෙනෙන මුහුණ තෝරන්න.',
    legend: 'අවතාර',
    submit: 'අවතාරය තෝරන්න',
    retry: 'නැවත උත්සාහ කරන්න',
    goToSignIn: 'පුරනය වීමට යන්න',
  },
  ta: {
    heading: 'உங்கள் அவதாரத்தை அமைக்கவும்',
    intro: 'உங்கள் மதிப்பெண்களுக்கு அருகில் மற்ற வீரர்கள் காணும் முகத்தைத் தேர்ந்தெடுங்கள்.',
    legend: 'அவதாரங்கள்',
    submit: 'அவதாரத்தைத் தேர்ந்தெடு',
    retry: 'மீண்டும் முயல்க',
    goToSignIn: 'உள்நுழைவுக்குச் செல்',
  },
};

const show = choiceStepInLanguages({
  screen: <SetAvatarScreen />,
  items: 'avatars',
  list: {
    request: 'GET /api/open/v1/avatar_image',
    answer: {
      status: 200,
      body: envelope({
        avatarImagePath: 'http://api.test/static/avatars/',
        data: [1, 2].map((id) => ({ id, name: `Avatar ${id}`, avatarImageUrl: `avatar-0${id}.svg` })),
      }),
    },
  },
  loading: messages.onboarding.loadingAvatars,
  words,
  offered: () => expect(screen.getAllByRole('radio')).toHaveLength(2),
  kept: { what: 'choice', role: 'radio', name: 'Avatar 2', switches: ['si', 'ta'], nameThen: 'Avatar 2' },
});

it.each(Object.keys(words) as Language[])('sends a visitor without a session to sign in, in %s', async (language) => {
  sessionStorage.clear();
  await show(language);
  expect(await screen.findByRole('link', { name: words[language].goToSignIn })).toHaveAttribute('href', '/signin');
  expectInLanguage(alertText(), language, messages.onboarding.tokenMissing);
});
