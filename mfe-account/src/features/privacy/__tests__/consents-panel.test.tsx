import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consents } from 'contract/schemas';
import { ok, playerId, refused, renderAccount, renderAccountIn, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const panel = () => screen.getByRole('region', { name: 'Your choices' });

describe('the consents (/account/privacy, "Your choices")', () => {
  it('is the Privacy tab: a heading, one line with the policy, and a switch per consent showing its current value', async () => {
    stub({ consents: () => ok({ newsMails: false, leaderboardName: true, storeLanguage: true }) });
    renderAccount('/account/privacy');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Your privacy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(await screen.findByRole('switch', { name: 'News and offers by e-mail' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my name on leaderboards' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Remember my language' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my name on leaderboards' })).toHaveAccessibleDescription(
      'When off, leaderboards show you as “Player” with a plain avatar.',
    );
  });

  it('saves a flip at once, sending that consent alone, and says what it now means', async () => {
    let stored: Consents = { newsMails: false, leaderboardName: true, storeLanguage: true };
    const calls = stub({
      consents: () => ok(stored),
      saveConsents: (request) => {
        stored = { ...stored, leaderboardName: (request.body as Consents).leaderboardName };
        return ok(stored);
      },
    });
    renderAccount('/account/privacy');
    const user = userEvent.setup();
    // The keyboard: Space flips the focused switch.
    const leaderboard = await screen.findByRole('switch', { name: 'Show my name on leaderboards' });
    leaderboard.focus();
    await user.keyboard(' ');
    expect(await within(panel()).findByText('Saved: leaderboards show you as “Player”.')).toHaveAttribute('role', 'status');
    expect(leaderboard).not.toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ uuid: playerId, leaderboardName: false }]);
  });

  it("shows the server's refusal, and the switch goes back to the value kept", async () => {
    const calls = stub({
      saveConsents: () => refused(400, 'Choose a consent to change: newsMails, leaderboardName or storeLanguage, each true or false.'),
    });
    renderAccount('/account/privacy');
    const user = userEvent.setup();
    const news = await screen.findByRole('switch', { name: 'News and offers by e-mail' });
    await user.click(news);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Choose a consent to change');
    await waitFor(() => expect(news).not.toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('speaks Sinhala', async () => {
    stub();
    await renderAccountIn('si', '/account/privacy');
    expect(await screen.findByRole('switch', { name: 'ප්‍රමුඛ පුවරුවල මගේ නම පෙන්වන්න' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'පෞද්ගලිකත්වය' })).toBeInTheDocument();
  });
});
