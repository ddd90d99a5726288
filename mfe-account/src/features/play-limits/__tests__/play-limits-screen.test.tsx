import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, playerId, playLimits, refused, renderAccount, renderAccountIn, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const panel = (name: string) => screen.getByRole('region', { name });

describe('play limits (/account/limits)', () => {
  it('is the Play limits tab: today’s play, the daily limit, reality checks and the break, as they stand', async () => {
    stub({ playLimits: () => ok(playLimits({ dailyLimitMinutes: 60, realityCheckMinutes: 30 })) });
    renderAccount('/account/limits');
    expect(screen.getByRole('link', { name: 'Play limits' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Time played today: 12 minutes')).toBeInTheDocument();
    expect(screen.getByText('Coins earned today: 150')).toBeInTheDocument();
    expect(screen.getByText('Left before your daily limit: 48 minutes')).toBeInTheDocument();
    expect(within(panel('Daily play limit')).getByText('Your daily limit: 1 hour')).toBeInTheDocument();
    expect(within(panel('Daily play limit')).getByRole('combobox', { name: 'Daily limit' })).toHaveValue('60');
    expect(within(panel('Reality checks')).getByRole('combobox', { name: 'Show a reality check' })).toHaveValue('30');
  });

  it('sends a new daily limit alone and shows the server’s words; a raise shows when it starts', async () => {
    const calls = stub({
      playLimits: () => ok(playLimits({ dailyLimitMinutes: 60, pendingLimit: { minutes: 120, effectiveAt: '2026-11-30T10:00:00Z' } })),
      savePlayLimits: () => ok(playLimits(), 'Your change is saved. It starts on 2026-11-30 15:30, 24 hours from now.'),
    });
    renderAccount('/account/limits');
    const user = userEvent.setup();
    const daily = await screen.findByRole('region', { name: 'Daily play limit' });
    expect(within(daily).getByRole('note')).toHaveTextContent(/Your new limit of 2 hours starts on 30 Nov 2026/);
    await user.selectOptions(within(daily).getByRole('combobox', { name: 'Daily limit' }), 'No limit');
    await user.click(within(daily).getByRole('button', { name: 'Save my daily limit' }));
    expect(await within(daily).findByText(/It starts on 2026-11-30 15:30/)).toHaveAttribute('role', 'status');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ uuid: playerId, dailyLimitMinutes: 'none' }]);
  });

  it('takes a break only once confirmed, saying it cannot be undone and when it ends', async () => {
    const calls = stub({ takeBreak: () => ok(playLimits({ playBreak: { kind: 'break', until: '2026-12-06T10:00:00Z' } })) });
    renderAccount('/account/limits');
    const user = userEvent.setup();
    const panelOfBreak = await screen.findByRole('region', { name: 'Take a break or self-exclude' });
    await user.selectOptions(within(panelOfBreak).getByRole('combobox', { name: 'For how long' }), '7 days');
    await user.click(within(panelOfBreak).getByRole('button', { name: 'Take this break' }));
    expect(within(panelOfBreak).getAllByRole('alert')[0]).toHaveTextContent(/You will not be able to play until .*This cannot be undone/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(panelOfBreak).getByRole('button', { name: 'Yes, start my break' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { uuid: playerId, kind: 'break', period: '7d' },
    ]);
  });

  it('on a break: says until when and that it cannot be lifted; a shorter one is the server’s refusal', async () => {
    stub({
      playLimits: () => ok(playLimits({ playBreak: { kind: 'break', until: '2026-12-06T10:00:00Z' } })),
      takeBreak: () => refused(409, 'A break or self-exclusion cannot be shortened or lifted before it ends. You can only make it longer.'),
    });
    renderAccount('/account/limits');
    const user = userEvent.setup();
    const panelOfBreak = await screen.findByRole('region', { name: 'Take a break or self-exclude' });
    expect(within(panelOfBreak).getByRole('note')).toHaveTextContent(/You are on a break until 6 Dec 2026.*cannot be shortened or lifted/);
    expect(within(panelOfBreak).queryByRole('button', { name: /lift|end/i })).toBeNull();
    await user.selectOptions(within(panelOfBreak).getByRole('combobox', { name: 'For how long' }), '24 hours');
    await user.click(within(panelOfBreak).getByRole('button', { name: 'Take this break' }));
    await user.click(within(panelOfBreak).getByRole('button', { name: 'Yes, start my break' }));
    expect(await within(panelOfBreak).findByText(/cannot be shortened or lifted before it ends/)).toBeInTheDocument();
  });

  it('self-excluded for good: nothing more to choose', async () => {
    stub({ playLimits: () => ok(playLimits({ playBreak: { kind: 'self-exclusion', until: null } })) });
    renderAccount('/account/limits');
    const panelOfBreak = await screen.findByRole('region', { name: 'Take a break or self-exclude' });
    expect(within(panelOfBreak).getByRole('note')).toHaveTextContent('You have excluded yourself permanently.');
    expect(within(panelOfBreak).queryByRole('button')).toBeNull();
  });

  it('speaks Sinhala', async () => {
    stub();
    await renderAccountIn('si', '/account/limits');
    expect(await screen.findByRole('heading', { name: 'වගකීමෙන් ක්‍රීඩා කරන්න' })).toBeInTheDocument();
    expect(await screen.findByText('අද ක්‍රීඩා කළ කාලය: මිනිත්තු 12')).toBeInTheDocument();
  });
});
