import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ConfigProvider, NotifyProvider, SessionProvider } from 'shared';
import { testConfig } from 'shared/testing';
import { AppRoutes } from '../App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
});

function renderAt(path: string) {
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <NotifyProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
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
