/**
 * The contact page in the players' languages (ADR 034): the form, the other ways to reach us and
 * the site's links in English, Sinhala and Tamil, and a switch that keeps what was typed.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import { renderInLanguage, renderScreen, testConfig } from 'shared/testing';
import ContactScreen from '../ContactScreen';

const expected: Record<
  Language,
  {
    heading: string;
    form: string;
    labels: string[];
    submit: string;
    reachUs: string;
    emailLine: string;
    answer: string;
    footerHome: string;
  }
> = {
  en: {
    heading: 'Contact Us',
    form: 'Contact form',
    labels: ['First name', 'Last name', 'Email', 'Phone', 'Message'],
    submit: 'Submit',
    reachUs: 'Other ways to reach us',
    emailLine: `E-mail: ${testConfig.support.email}`,
    answer: 'We answer within one working day.',
    footerHome: 'Home',
  },
  si: {
    heading: 'අප අමතන්න',
    form: 'සම්බන්ධතා පෝරමය',
    labels: ['මුල් නම', 'අවසන් නම', 'ඊමේල්', 'දුරකථනය', 'පණිවිඩය'],
    submit: 'යවන්න',
    reachUs: 'අප හා සම්බන්ධ වීමට වෙනත් ක්‍රම',
    emailLine: `ඊමේල්: ${testConfig.support.email}`,
    answer: 'අපි එක් වැඩ කරන දිනයක් ඇතුළත පිළිතුරු දෙන්නෙමු.',
    footerHome: 'මුල් පිටුව',
  },
  ta: {
    heading: 'எம்மைத் தொடர்புகொள்க',
    form: 'தொடர்புப் படிவம்',
    labels: ['முதல் பெயர்', 'கடைசிப் பெயர்', 'மின்னஞ்சல்', 'தொலைபேசி', 'செய்தி'],
    submit: 'அனுப்பு',
    reachUs: 'எங்களை அணுக வேறு வழிகள்',
    emailLine: `மின்னஞ்சல்: ${testConfig.support.email}`,
    answer: 'ஒரு வேலை நாளுக்குள் பதிலளிப்போம்.',
    footerHome: 'முகப்பு',
  },
};

afterEach(() => act(() => setLanguage('en')));

it.each(Object.keys(expected) as Language[])('shows the contact page in %s: its form and the other ways to reach us', async (language) => {
  await renderInLanguage(language, <ContactScreen />);
  const words = expected[language];
  expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: words.form });
  for (const label of words.labels) expect(within(form).getByLabelText(label)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: words.submit })).toBeInTheDocument();
  const reachUs = screen.getByRole('complementary', { name: words.reachUs });
  expect(within(reachUs).getByText(words.answer)).toBeInTheDocument();
  // The e-mail stays a link inside the translated line.
  expect(within(reachUs).getByRole('link', { name: testConfig.support.email }).parentElement).toHaveTextContent(words.emailLine);
  expect(screen.getByRole('link', { name: words.footerHome })).toHaveAttribute('href', '/');
});

it('switches to Tamil while a message is being written, keeping what was typed', async () => {
  const user = userEvent.setup();
  await act(async () => void renderScreen(<ContactScreen />));
  await user.type(screen.getByLabelText('First name'), 'Nimal');
  await user.type(screen.getByLabelText('Message'), 'When is my reward paid?');
  act(() => setLanguage('ta'));
  expect(await screen.findByLabelText(expected.ta.labels[0]!)).toHaveValue('Nimal');
  expect(screen.getByLabelText(expected.ta.labels[4]!)).toHaveValue('When is my reward paid?');
  expect(screen.getByRole('button', { name: expected.ta.submit })).toBeInTheDocument();
});
