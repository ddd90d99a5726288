import { screen, within } from '@testing-library/react';
import { renderScreen, testConfig } from 'shared/testing';
import PrivacyPolicyScreen from '../PrivacyPolicyScreen';

describe('privacy policy', () => {
  it('has a table of contents of 11 entries, each linking to its section', () => {
    renderScreen(<PrivacyPolicyScreen />);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      const section = document.getElementById(id);
      expect(section).not.toBeNull();
      expect(section).toHaveTextContent(link.textContent!);
    }
  });

  it('states what spec §1 requires', () => {
    renderScreen(<PrivacyPolicyScreen />);
    const text = document.body.textContent!;
    expect(text).toMatch(/no payment or purchase system/);
    expect(text).toMatch(/Coins have no monetary value outside the platform/);
    expect(text).toMatch(/national identity card/);
    expect(text).toMatch(/at least 16 years old/);
    for (const right of ['access', 'correct', 'delete', 'restrict', 'object']) expect(text).toContain(right);
    expect(screen.getByRole('link', { name: testConfig.support.email })).toBeInTheDocument();
  });

  it('says what the product collects for identity checks, how long it keeps it, and where each right is exercised', () => {
    renderScreen(<PrivacyPolicyScreen />);
    const text = document.body.textContent!;
    expect(text).toMatch(/NIC\) number and two photos of the card/);
    expect(text).toMatch(/14 days to change your mind/);
    expect(text).toMatch(/for 6 years, then they are deleted too/);
    expect(text).toMatch(/kept for 7 days/);
    expect(screen.getByRole('link', { name: 'My account → Privacy' })).toHaveAttribute('href', '/account/privacy');
    for (const control of ['Download my data', 'Close my account', 'Ask for a person to review this']) expect(text).toContain(control);
    expect(screen.getByRole('link', { name: testConfig.support.phone })).toBeInTheDocument();
  });
});
