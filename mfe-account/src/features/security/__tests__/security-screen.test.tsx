import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeJwt } from 'shared/testing';
import {
  ok,
  playerId,
  quietFailedReads,
  refused,
  renderAccount,
  session,
  signIn,
  signInBeforeEach,
  stub,
} from '../../../testing/account-area';

signInBeforeEach();

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

async function typePasswords(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(within(passwordForm()).getByLabelText('Current password'), current);
  await user.type(within(passwordForm()).getByLabelText('New password'), next);
  await user.type(within(passwordForm()).getByLabelText('Confirm new password'), confirm);
  await user.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
}

describe('the password (/account/security)', () => {
  it('changes it, adopts the new token the server hands this session, and says the others are signed out', async () => {
    const newToken = fakeJwt({ sub: playerId, jti: 'token-2' });
    const calls = stub({ password: () => ok({ accessToken: newToken, expiresIn: 3600 }) });
    renderAccount('/account/security');
    await typePasswords('old-pass', 'new-pass-1');
    expect(await screen.findByText('Password changed. Every other session is signed out.')).toHaveAttribute('role', 'status');
    expect(sessionStorage.getItem('access_token')).toBe(newToken);
    expect(calls.find((call) => call.url.endsWith('/password'))?.body).toEqual({
      uuid: playerId,
      currentPassword: 'old-pass',
      password: 'new-pass-1',
    });
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('');
  });

  it('reads the sessions again with the new token once the page holds it, never with the ended one', async () => {
    const newToken = fakeJwt({ sub: playerId, jti: 'token-2' });
    let changed = false;
    const calls = stub({
      password: () => {
        changed = true;
        return ok({ accessToken: newToken, expiresIn: 3600 });
      },
      sessions: () =>
        ok(changed ? [session({ id: 'token-2' })] : [session(), session({ id: 'token-9', browser: 'Safari on iOS', current: false })]),
    });
    renderAccount('/account/security');
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    await typePasswords('old-pass', 'new-pass-1');
    expect(await screen.findByText('This is your only signed-in session.')).toBeInTheDocument();
    const reads = calls.filter((call) => call.url.endsWith('/account/sessions'));
    expect(reads.at(-1)?.headers.Authorization).toBe(`Bearer ${newToken}`);
    expect(reads.filter((call) => call.headers.Authorization !== `Bearer ${newToken}`)).toHaveLength(1);
  });

  it("checks the new password by registration's rules before sending anything", async () => {
    const calls = stub();
    renderAccount('/account/security');
    await typePasswords('old-pass', 'short');
    expect(await screen.findByText('Password must be at least 6 characters long.')).toHaveAttribute('role', 'alert');
    const user = userEvent.setup();
    for (const label of ['New password', 'Confirm new password']) await user.clear(within(passwordForm()).getByLabelText(label));
    await typePasswords('', 'new-pass-1', 'new-pass-2');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/password'))).toHaveLength(0);
  });

  it('says a wrong current password is wrong and keeps the token', async () => {
    stub({ password: () => refused(422, 'Your current password is not correct.') });
    renderAccount('/account/security');
    const before = sessionStorage.getItem('access_token');
    await typePasswords('wrong-pass', 'new-pass-1');
    expect(await screen.findByText('Your current password is not correct.')).toHaveAttribute('role', 'alert');
    expect(sessionStorage.getItem('access_token')).toBe(before);
  });
});

describe('the sessions', () => {
  it('lists each session with its browser, signs one out, then every other one', async () => {
    let sessions = [
      session(),
      session({ id: 'token-9', browser: 'Firefox on Windows', current: false }),
      session({ id: 'token-8', browser: 'Safari on iOS', current: false }),
    ];
    const calls = stub({
      sessions: () => ok(sessions),
      endSessions: (request) => {
        const body = request.body as { sessionId?: string; allOthers?: true };
        sessions = sessions.filter((one) => one.current || (body.sessionId !== undefined && one.id !== body.sessionId));
        return ok(sessions);
      },
    });
    renderAccount('/account/security');
    expect(await screen.findByText('Chrome on Android (this session)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    expect(await screen.findByText('That session is signed out.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out every other session' }));
    expect(await screen.findByText('Every other session is signed out.')).toBeInTheDocument();
    expect(await screen.findByText('This is your only signed-in session.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/sessions/end')).map((call) => call.body)).toEqual([
      { uuid: playerId, sessionId: 'token-9' },
      { uuid: playerId, allOthers: true },
    ]);
  });

  it('says a failed read failed, with a Retry that reads again', async () => {
    const log = quietFailedReads();
    let answer = () => refused(503, 'Try later.');
    stub({ sessions: () => answer() });
    renderAccount('/account/security');
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    answer = () => ok([session()]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chrome on Android (this session)')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('the sign-in history', () => {
  it('shows each sign-in of the last 30 days with its browser and result', async () => {
    stub({
      signIns: () =>
        ok([
          signIn(),
          signIn({ at: '2026-11-27T10:00:00Z', browser: 'Firefox on Windows', outcome: 'wrong_password' }),
          signIn({ at: '2026-11-27T10:01:00Z', browser: 'Firefox on Windows', outcome: 'locked' }),
        ]),
    });
    renderAccount('/account/security');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Signed in', 'Wrong password', 'Sign-in paused']);
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
  });

  it('says when there are none', async () => {
    stub({ signIns: () => ok([]) });
    renderAccount('/account/security');
    expect(await screen.findByText('No sign-ins in the last 30 days.')).toBeInTheDocument();
  });
});
