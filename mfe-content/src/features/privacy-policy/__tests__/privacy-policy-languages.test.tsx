/**
 * The privacy policy in the players' languages (ADR 034): all 11 sections in English, Sinhala and
 * Tamil, keeping the English's structure (contents, the list of rights, the contact links).
 */
import { act, screen, within } from '@testing-library/react';
import { setLanguage, type Language } from 'shared';
import { describeInLanguages, renderInLanguage, renderScreen, testConfig } from 'shared/testing';
import PrivacyPolicyScreen from '../PrivacyPolicyScreen';

const expected: Record<
  Language,
  { heading: string; contents: string; coins: string; noPurchase: string; objectRight: string; footer: string; terms: string }
> = {
  en: {
    heading: 'Privacy Policy',
    contents: 'Contents',
    coins: '4. Coins and rewards',
    noPurchase: 'PlayPrize has no payment or purchase system: you never pay us, and coins cannot be bought.',
    objectRight: 'Ask for a person to review this',
    footer: 'Site',
    terms: 'Terms of use',
  },
  si: {
    heading: 'රහස්‍යතා ප්‍රතිපත්තිය',
    contents: 'පටුන',
    coins: '4. කාසි සහ ත්‍යාග',
    noPurchase: 'PlayPrize හි ගෙවීම් හෝ මිලදී ගැනීම් පද්ධතියක් නැත: ඔබ කිසි විටෙක අපට මුදල් ගෙවන්නේ නැත, කාසි මිලදී ගත ද නොහැක.',
    objectRight: 'මෙය පුද්ගලයෙකු විසින් සමාලෝචනය කරන ලෙස ඉල්ලන්න',
    footer: 'අඩවිය',
    terms: 'භාවිත නියම',
  },
  ta: {
    heading: 'தனியுரிமைக் கொள்கை',
    contents: 'உள்ளடக்கம்',
    coins: '4. நாணயங்களும் பரிசுகளும்',
    noPurchase: 'PlayPrize இல் கட்டண அல்லது கொள்முதல் முறை எதுவும் இல்லை: நீங்கள் ஒருபோதும் எங்களுக்குப் பணம் செலுத்துவதில்லை, நாணயங்களை வாங்கவும் முடியாது.',
    objectRight: 'இதை ஒருவர் மறுபரிசீலனை செய்யக் கேளுங்கள்',
    footer: 'தளம்',
    terms: 'பயன்பாட்டு விதிமுறைகள்',
  },
};

const englishTitles = [
  'Who we are',
  'Information we collect',
  'How we use your information',
  'Coins and rewards',
  'Minimum age',
  'Sharing your information',
  'How long we keep it',
  'Your rights',
  'Security',
  'Changes to this policy',
  'Contact us',
];

describeInLanguages('the privacy policy in %s', expected, (language, words) => {
  it('shows every section in that language, each listed in the contents', async () => {
    await renderInLanguage(language, <PrivacyPolicyScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: words.contents })).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'contents-title');
    expect(sections.map((heading) => heading.textContent)).toEqual(contents.map((link, index) => `${index + 1}. ${link.textContent}`));
    expect(sections).toHaveLength(11);
    expect(screen.getByRole('heading', { level: 2, name: words.coins })).toBeInTheDocument();
    // No section is left in English (but English itself).
    const untranslated = contents.filter((link) => englishTitles.includes(link.textContent!));
    expect(untranslated).toHaveLength(language === 'en' ? 11 : 0);
    expect(screen.getByText(words.noPurchase)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: words.footer })).toBeInTheDocument();
  });

  it('links the terms of use, from its introduction and from the footer', async () => {
    await renderInLanguage(language, <PrivacyPolicyScreen />);
    const links = (await screen.findAllByRole('link', { name: words.terms })).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/terms', '/terms']);
  });

  it("keeps the English's structure: five rights in a list (the objection naming its button), the contact sentence's two links", async () => {
    await renderInLanguage(language, <PrivacyPolicyScreen />);
    const rights = within(await screen.findByRole('region', { name: /^8\. / })).getAllByRole('listitem');
    expect(rights).toHaveLength(5);
    expect(rights[4]).toHaveTextContent(words.objectRight);
    const contact = screen.getByRole('region', { name: /^11\. / });
    expect(within(contact).getByRole('link', { name: testConfig.support.email })).toHaveAttribute(
      'href',
      `mailto:${testConfig.support.email}`,
    );
    expect(within(contact).getByRole('link', { name: testConfig.support.phone })).toHaveAttribute('href', 'tel:+94110000000');
  });
});

it('switches the policy to Sinhala while it is shown, without remounting it', async () => {
  await act(async () => void renderScreen(<PrivacyPolicyScreen />));
  const heading = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
  act(() => setLanguage('si'));
  expect(await screen.findByRole('heading', { level: 1, name: expected.si.heading })).toBe(heading);
  expect(screen.getByText(expected.si.noPurchase)).toBeInTheDocument();
});
