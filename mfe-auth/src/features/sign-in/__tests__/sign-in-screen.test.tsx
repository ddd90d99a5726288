import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths, readSignInReturn, sessionKeys, signInReturnState, type Profile } from 'shared';
import * as messages from 'contract/messages';
import {
  envelope,
  fakeJwt,
  focusLikeChromiumEachTest,
  neverAnswered,
  playerProfile,
  renderScreen,
  stubHttp,
  testConfig,
  type StubAnswer,
} from 'shared/testing';
import SignInScreen from '../SignInScreen';

const TOKEN_PATH = '/realms/players/protocol/openid-connect/token';
const playerId = '6f1c2a52-3d7e-4f0b-9a51-2a1f8d0c9b11';
const token = fakeJwt({ sub: playerId, given_name: 'Nimal', family_name: 'Perera' });

const profile = (overrides: Partial<Profile> = {}) =>
  envelope(
    playerProfile({
      uuid: playerId,
      country: { id: 144, name: 'Sri Lanka', code: 'LK' },
      avatarImagePath: 'http://api.test/static/avatars',
      avatarImage: { id: 1, name: 'Fox', avatarImageUrl: 'avatar-01.svg' },
      gameCategories: [{ id: 1, name: 'classic' }],
      ...overrides,
    }),
  );

function stubServers({
  tokenAnswer = { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 3600 } },
  healthAnswer = { status: 200, body: envelope(null) },
  profileAnswer = { status: 200, body: profile() },
}: { tokenAnswer?: StubAnswer; healthAnswer?: StubAnswer; profileAnswer?: StubAnswer } = {}) {
  const identityCalls = stubHttp(testConfig.identity.baseUrl, { [`POST ${TOKEN_PATH}`]: () => tokenAnswer });
  const apiCalls = stubHttp(testConfig.apiBaseUrl, {
    'GET /api/health': () => healthAnswer,
    'GET /api/external/v1/profile': () => profileAnswer,
  });
  return { identityCalls, apiCalls };
}

async function submit(email: string, password: string, state?: unknown) {
  const user = userEvent.setup();
  renderScreen(<SignInScreen />, { route: '/signin', path: '/signin', state });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('sign-in screen', () => {
  it('names its fields as the spec does and links to password reset and sign-up', () => {
    renderScreen(<SignInScreen />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/get-started/');
    expect(screen.getByText('Welcome Back')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInScreen />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', '', messages.signIn.allFieldsRequired],
    ['player@example.com', '', messages.signIn.allFieldsRequired],
    ['not-an-address', 'secret', messages.signIn.invalidEmail],
  ])('refuses email %j / password %j without calling the server', async (email, password, message) => {
    const { identityCalls } = stubServers();
    await submit(email, password);
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(identityCalls).toHaveLength(0);
  });

  it('signs in: token form-encoded with the client credential, health, profile, then home with a greeting', async () => {
    const { identityCalls, apiCalls } = stubServers();
    await submit('player@example.com', 'player-pass');
    await waitFor(() => expect(location()).toBe('/'));
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBe(token);
    expect((await screen.findByText(messages.signIn.success)).closest('[role="status"]')).not.toBeNull();

    const [tokenCall] = identityCalls;
    expect(tokenCall?.headers.Authorization).toBe(testConfig.identity.clientAuthorization);
    expect(String(tokenCall?.body)).toBe('grant_type=password&client_id=player-web&username=player%40example.com&password=player-pass');
    expect(apiCalls.map((call) => call.url)).toEqual(['/api/health', '/api/external/v1/profile']);
    expect(apiCalls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(apiCalls[1]?.params).toEqual({ uuid: playerId });
  });

  describe('focus (Sign in is busy while it works: Chromium takes focus from it)', () => {
    focusLikeChromiumEachTest();

    it("is given to the home screen's main heading once it has arrived, never left on the page's body", async () => {
      stubServers();
      // Home, another remote, arrives a moment after the move.
      const Home = lazy(async () => ({
        default: () => (
          <main>
            <h1>Welcome, Nimal</h1>
            <button type="button">Play Quick Sums</button>
          </main>
        ),
      }));
      const user = userEvent.setup();
      renderScreen(
        <Routes>
          <Route path="/signin" element={<SignInScreen />} />
          <Route
            path="/"
            element={
              <Suspense fallback={<p>Loading…</p>}>
                <Home />
              </Suspense>
            }
          />
        </Routes>,
        { route: '/signin' },
      );
      await user.type(screen.getByLabelText('Email'), 'player@example.com');
      await user.type(screen.getByLabelText('Password'), 'player-pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      const heading = await screen.findByRole('heading', { name: 'Welcome, Nimal' });
      await waitFor(() => expect(heading).toHaveFocus());
    });
  });

  it('sends a player without an avatar to the avatar step, without the greeting', async () => {
    stubServers({ profileAnswer: { status: 200, body: profile({ avatarImage: null, gameCategories: [] }) } });
    await submit('player@example.com', 'player-pass');
    await waitFor(() => expect(location()).toBe('/get-started/setavatar'));
    expect(screen.queryByText(messages.signIn.success)).not.toBeInTheDocument();
  });

  it('sends a player without favourites to the favourites step', async () => {
    stubServers({ profileAnswer: { status: 200, body: profile({ gameCategories: [] }) } });
    await submit('player@example.com', 'player-pass');
    await waitFor(() => expect(location()).toBe('/get-started/selectfav'));
  });

  it('sends an unverified player (140004 from the token call) to e-mail verification', async () => {
    stubServers({
      tokenAnswer: {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Account is not fully set up', error_code: '140004' },
      },
    });
    await submit(' new@example.com ', 'secret1');
    await waitFor(() => expect(location()).toBe('/get-started/otp'));
    expect(sessionStorage.getItem(sessionKeys.userEmail)).toBe('new@example.com');
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBeNull();
    expect(screen.getByText(messages.signIn.emailNotVerified).closest('[role="alert"]')).not.toBeNull();
  });

  it('treats a health answer other than NO_ERROR as unverified', async () => {
    stubServers({ healthAnswer: { status: 200, body: envelope(null, { status: false, error_code: '140004' }) } });
    await submit('player@example.com', 'player-pass');
    await waitFor(() => expect(location()).toBe('/get-started/otp'));
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBeNull();
  });

  it.each<[string, Parameters<typeof stubServers>[0], string]>([
    ['wrong credentials', { tokenAnswer: { status: 401, body: { error: 'invalid_grant' } } }, messages.signIn.invalidCredentials],
    ['identity unreachable', { tokenAnswer: 'network' }, messages.signIn.unavailable],
    ['identity failing', { tokenAnswer: { status: 503, body: { error: 'temporarily_unavailable' } } }, messages.signIn.unavailable],
    [
      'too many attempts',
      {
        tokenAnswer: {
          status: 429,
          body: { error: 'too_many_requests', error_description: 'Too many sign-in attempts. Try again in 15 minutes.' },
        },
      },
      'Too many sign-in attempts. Try again in 15 minutes.',
    ],
    ['no access token', { tokenAnswer: { status: 200, body: {} } }, messages.signIn.noToken],
    ['health call failing', { healthAnswer: { status: 503, body: {} } }, messages.signIn.verificationError],
    ['profile call failing', { profileAnswer: 'network' }, messages.signIn.profileError],
    ['profile refused', { profileAnswer: { status: 200, body: envelope(null, { status: false }) } }, messages.signIn.profileError],
  ])('shows the spec message when %s', async (_case, answers, message) => {
    stubServers(answers);
    await submit('player@example.com', 'player-pass');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/signin');
  });

  it('says why a screen sent the player here, and goes back there after signing in', async () => {
    stubServers();
    const state = signInReturnState({ returnTo: paths.withdrawal, reason: messages.withdrawalGate.signIn });
    renderScreen(<SignInScreen />, { route: '/signin', path: '/signin', state });
    expect(screen.getByText('Please sign in to continue.').closest('[role="status"]')).not.toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'player-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/withdrawal'));
  });

  it('sends a payout operator to the back office, or back to the request that sent them here, reading nothing of a player', async () => {
    const operatorToken = fakeJwt({
      sub: 'b0c1e7d2-0000-4000-8000-000000000001',
      email: 'operator@example.com',
      realm_access: { roles: ['payout-operator'] },
    });
    const operatorAnswer = { status: 200, body: { access_token: operatorToken, token_type: 'Bearer', expires_in: 3600 } };
    const { apiCalls } = stubServers({ tokenAnswer: operatorAnswer });
    const { unmount } = renderScreen(<SignInScreen />, { route: '/signin', path: '/signin' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'operator@example.com');
    await user.type(screen.getByLabelText('Password'), 'operator-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/operator'));
    expect(apiCalls).toHaveLength(0);
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBe(operatorToken);
    unmount();

    sessionStorage.clear();
    const state = signInReturnState({ returnTo: '/operator/requests/WD-7K3M9Q', reason: messages.withdrawalGate.signIn });
    await submit('operator@example.com', 'operator-pass', state);
    await waitFor(() => expect(location()).toBe('/operator/requests/WD-7K3M9Q'));
  });

  it('sends a signed-in player who has finished onboarding home, and leaves one who has not', async () => {
    sessionStorage.setItem(sessionKeys.accessToken, token);
    stubServers();
    const { unmount } = renderScreen(<SignInScreen />, { route: '/signin', path: '/signin' });
    await waitFor(() => expect(location()).toBe('/'));
    unmount();

    const apiCalls = stubServers({ profileAnswer: { status: 200, body: profile({ gameCategories: [] }) } }).apiCalls;
    renderScreen(<SignInScreen />, { route: '/signin', path: '/signin' });
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(location()).toBe('/signin');
  });

  it('ignores a return to another site', () => {
    expect(readSignInReturn({ signInReturn: { returnTo: '//evil.example/x', reason: 'x' } })).toBeNull();
    expect(readSignInReturn({ signInReturn: { returnTo: '/withdrawal', reason: 'x' } })).toEqual({ returnTo: '/withdrawal', reason: 'x' });
  });

  it('keeps the button busy and says it is signing in', async () => {
    let release: (answer: StubAnswer) => void = () => {};
    stubHttp(testConfig.identity.baseUrl, { [`POST ${TOKEN_PATH}`]: () => new Promise((resolve) => (release = resolve)) });
    await submit('player@example.com', 'player-pass');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByText('Signing in...').closest('[role="status"]')).not.toBeNull();
    release({ status: 401, body: {} });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('sends one sign-in for a second press that lands while the first runs', async () => {
    const identityCalls = stubHttp(testConfig.identity.baseUrl, { [`POST ${TOKEN_PATH}`]: neverAnswered });
    await submit('player@example.com', 'player-pass');
    // A submit, not a click: the busy button would refuse a click, the form's own guard is what is tested.
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form')!);
    // Long enough for a second token request to have gone out, had it been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(identityCalls).toHaveLength(1);
    expect(screen.getByText('Signing in...')).toBeInTheDocument();
  });

  it('after 5 refused sign-ins in this browser says sign-in is paused for a while and offers the reset, across a reload; a success forgets them', async () => {
    stubServers({ tokenAnswer: { status: 401, body: { error: 'invalid_grant', error_description: 'Invalid user credentials' } } });
    const user = await submit('player@example.com', 'wrong-1');
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await screen.findByText(messages.signIn.invalidCredentials);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.queryByRole('note', { name: 'Sign-in is paused for a while.' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const hint = await screen.findByRole('note', { name: 'Sign-in is paused for a while.' });
    expect(hint).toHaveTextContent('even with the right password');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(JSON.parse(localStorage.getItem('playprize.refusedSignIns')!).count).toBe(5);

    // A reload shows it at once; a success forgets the count.
    cleanup();
    renderScreen(<SignInScreen />, { route: '/signin', path: '/signin' });
    expect(screen.getByRole('note', { name: 'Sign-in is paused for a while.' })).toBeInTheDocument();
    cleanup();
    stubServers();
    await submit('player@example.com', 'player-pass');
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('playprize.refusedSignIns')).toBeNull();
  });

  it('does not count an outage as a refused sign-in', async () => {
    stubServers({ tokenAnswer: { status: 503, body: {} } });
    await submit('player@example.com', 'player-pass');
    await screen.findByText(messages.signIn.unavailable);
    expect(localStorage.getItem('playprize.refusedSignIns')).toBeNull();
  });
});
