import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ConfigProvider, NotifyProvider, sessionKeys, SessionProvider } from 'shared';
import { fakeJwt, testConfig } from 'shared/testing';
import { AppRoutes } from '../App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  sessionStorage.clear();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const signInAs = (claims: Record<string, unknown>) =>
  sessionStorage.setItem(sessionKeys.accessToken, fakeJwt({ sub: 'a1b2c3d4', exp: hour(), ...claims }));

function renderAt(path: string) {
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <NotifyProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </NotifyProvider>
      </SessionProvider>
    </ConfigProvider>,
  );
}

// Every route of spec §2 with its owner from docs/platform-contract.md §4.
const expected: [string, string][] = [
  ['/', 'content/Home'],
  ['/privacypolicy', 'content/PrivacyPolicy'],
  ['/terms', 'content/Terms'],
  ['/help', 'content/Help'],
  ['/contact', 'content/Contact'],
  ['/cashprizes', 'content/CashPrizes'],
  ['/signin', 'auth/SignIn'],
  ['/signinleft', 'auth/SignInPanel'],
  ['/forgot-password', 'auth/ForgotPassword'],
  ['/forgot-password/otp', 'auth/ForgotPassword'],
  ['/forgot-password/reset-pw', 'auth/ForgotPassword'],
  ['/forgetotp', 'auth/ForgotPasswordCode'],
  ['/resetpw', 'auth/ResetPassword'],
  ['/signup', 'onboarding/Register'],
  ['/left', 'onboarding/GetStartedPanel'],
  ['/setavatarsds', 'onboarding/SetAvatar'],
  ['/get-started/', 'onboarding/GetStarted'],
  ['/get-started/otp', 'onboarding/GetStarted'],
  ['/get-started/setavatar', 'onboarding/GetStarted'],
  ['/get-started/selectfav', 'onboarding/GetStarted'],
  ['/withdrawal', 'wallet/Withdrawal'],
  ['/games', 'games/Games'],
  ['/games/sliding-tiles', 'games/Games'],
];

describe('the shell route table', () => {
  it.each(expected)('%s loads %s', async (path, id) => {
    renderAt(path);
    // Loaded screens are cached per module, so the rendered id is what proves the mapping.
    expect(await screen.findByText(`screen ${id}`)).toBeInTheDocument();
  });

  it('shows a not-found page with a way home for an unknown path, loading no remote', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('the back office behind its role (/operator/*)', () => {
  it('loads the backoffice remote for a signed-in payout operator, on every path under /operator', async () => {
    signInAs({ realm_access: { roles: ['payout-operator'] } });
    renderAt('/operator/requests/WD-7K3M9Q');
    expect(await screen.findByText('screen backoffice/Operator')).toBeInTheDocument();
  });

  it.each([
    ['a player', {}],
    ['an account with other roles', { realm_access: { roles: ['offline_access', 'payout-operators'] } }],
    ['a token whose roles are not a list', { realm_access: { roles: 'payout-operator' } }],
  ])('shows %s a "not allowed" page and loads none of the remote', (_who, claims) => {
    signInAs(claims);
    renderAt('/operator');
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out', () => undefined],
    [
      'whose token has expired',
      () => sessionStorage.setItem(sessionKeys.accessToken, fakeJwt({ sub: 'a1', exp: 1, realm_access: { roles: ['payout-operator'] } })),
    ],
  ])('sends someone %s to sign in, to come back to the same request, loading none of the remote', (_who, arrange) => {
    arrange();
    renderAt('/operator?status=approved');
    expect(screen.getByTestId('location').textContent).toBe(
      '/signin {"signInReturn":{"returnTo":"/operator?status=approved","reason":"Please sign in to continue."}}',
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
