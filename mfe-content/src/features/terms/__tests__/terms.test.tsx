/**
 * /terms in the players' languages: its 11 sections in English, Sinhala and Tamil, with the rules
 * a free-to-play skill-rewards platform in Sri Lanka sets out, and its links to the privacy policy and support.
 */
import { screen, within } from '@testing-library/react';
import { describeInLanguages, renderInLanguage, renderScreen, testConfig } from 'shared/testing';
import TermsScreen from '../TermsScreen';

const englishTitles = [
  'About these terms',
  'Who can play',
  'One account per person',
  'Fair play',
  'Coins',
  'Rewards and payouts',
  'Suspension and closing',
  'Our service',
  'Changes to these terms',
  'Governing law',
  'Contact us',
];

const expected = {
  en: { heading: 'Terms of use', contents: 'Contents', fairPlay: '4. Fair play', privacy: 'Privacy Policy', footer: 'Site' },
  si: { heading: 'භාවිත නියම', contents: 'පටුන', fairPlay: '4. සාධාරණ ක්‍රීඩාව', privacy: 'රහස්‍යතා ප්‍රතිපත්තිය', footer: 'අඩවිය' },
  ta: {
    heading: 'பயன்பாட்டு விதிமுறைகள்',
    contents: 'உள்ளடக்கம்',
    fairPlay: '4. நேர்மையான விளையாட்டு',
    privacy: 'தனியுரிமைக் கொள்கை',
    footer: 'தளம்',
  },
};

describeInLanguages('the terms of use in %s', expected, (language, words) => {
  it('shows every section with its translated heading, each listed in the contents', async () => {
    await renderInLanguage(language, <TermsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: words.contents })).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'contents-title');
    expect(sections.map((heading) => heading.textContent)).toEqual(contents.map((link, index) => `${index + 1}. ${link.textContent}`));
    expect(sections).toHaveLength(11);
    expect(screen.getByRole('heading', { level: 2, name: words.fairPlay })).toBeInTheDocument();
    // No section is left in English (but English itself).
    expect(contents.filter((link) => englishTitles.includes(link.textContent!))).toHaveLength(language === 'en' ? 11 : 0);
    expect(screen.getByRole('navigation', { name: words.footer })).toBeInTheDocument();
  });

  it('links the privacy policy and the contact form, and shows the support e-mail and phone', async () => {
    await renderInLanguage(language, <TermsScreen />);
    expect(within(await screen.findByRole('region', { name: /^1\. / })).getByRole('link', { name: words.privacy })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    const contact = screen.getByRole('region', { name: /^11\. / });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', `mailto:${testConfig.support.email}`, 'tel:+94110000000']);
  });
});

it('sets out eligibility at 16, one account, coins without cash value until redeemed, and LKR bank transfers after verification', () => {
  renderScreen(<TermsScreen />);
  expect(screen.getByText(/You must be 16 or older to register\./)).toBeInTheDocument();
  expect(screen.getByText(/Each person may have one account\./)).toBeInTheDocument();
  expect(screen.getByText(/Coins have no cash value until you redeem them/)).toBeInTheDocument();
  expect(
    screen.getByText(/Rewards are paid by bank transfer in Sri Lankan rupees, only after your identity is verified/),
  ).toBeInTheDocument();
  expect(screen.getByText(/LKR 5,000, LKR 500,000 and LKR 1,000,000/)).toBeInTheDocument();
  expect(screen.getByText(/Games pay at most 300 coins a day\./)).toBeInTheDocument();
});
