import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datesLikeChromiumEachTest } from 'shared/testing';
import { location, movement, ok, renderAccount, renderAccountIn, signInBeforeEach, stub } from '../../testing/account-area';

signInBeforeEach();

describe('the account area (/account/*)', () => {
  it('moves between its sections by their tabs, marking the current one and focusing the heading', async () => {
    stub();
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Security' }));
    expect(location()).toBe('/account/security');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Details' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Coins' }));
    expect(await screen.findByRole('heading', { name: 'Coin history' })).toBeInTheDocument();
  });

  it('sends an unknown section to the details', async () => {
    stub();
    renderAccount('/account/nothing-here');
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it('sends a signed-out visitor to sign in, reading nothing', async () => {
    sessionStorage.clear();
    const calls = stub();
    renderAccount('/account/coins');
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(calls).toHaveLength(0);
  });
});

describe('in Sinhala and Tamil', () => {
  // Chromium's Intl has no Sinhala dates: the page must not rely on it.
  datesLikeChromiumEachTest();

  it('speaks Sinhala, with Sinhala dates and Sri Lankan grouping', async () => {
    stub({
      coins: () => ok({ movements: [movement({ amount: 500_000, balance: 1_500_000, at: '2026-11-28T04:30:00Z' })], nextBefore: null }),
    });
    await renderAccountIn('si', '/account/coins');
    expect(await screen.findByRole('heading', { level: 1, name: 'මගේ ගිණුම' })).toBeInTheDocument();
    expect(await screen.findByText('කාසි එකතු කරන ලදී')).toBeInTheDocument();
    expect(screen.getByText('1,500,000')).toBeInTheDocument();
    expect(screen.getByText('+500,000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'කාසි ඉතිහාසය' })).toHaveTextContent('ඉල්');
  });

  it('groups amounts as Sri Lanka does in Tamil too, never in lakhs', async () => {
    stub({ coins: () => ok({ movements: [movement({ amount: 500_000, balance: 1_500_000 })], nextBefore: null }) });
    await renderAccountIn('ta', '/account/coins');
    expect(await screen.findByText('1,500,000')).toBeInTheDocument();
    expect(screen.queryByText('15,00,000')).toBeNull();
  });
});
