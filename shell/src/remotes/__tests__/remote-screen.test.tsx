import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ConfigProvider, sessionKeys, SessionProvider } from 'shared';
import { fakeJwt, testConfig } from 'shared/testing';
import { RemoteScreen } from '../RemoteScreen';

// The federation runtime is the edge here: it fetches manifests and scripts from other origins.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  sessionStorage.clear();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

// Loaded screens are cached per module for the page's life, so each case uses its own module.
function renderSlot(module: string, at = '/contact') {
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <MemoryRouter initialEntries={[at]}>
          <RemoteScreen remote="content" module={module} />
        </MemoryRouter>
      </SessionProvider>
    </ConfigProvider>,
  );
}

const waysOn = () => screen.getByRole('navigation', { name: 'Elsewhere on PlayPrize' });
const linksIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);

describe('RemoteScreen', () => {
  it('loads the screen by its federation id and renders it', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Home screen</h1> });
    renderSlot('./Home');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/Home');
  });

  it('shows a friendly message when the remote is down, and Retry recovers without a reload', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifestJson for content'));
    const view = renderSlot('./Contact');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(linksIn(waysOn())).toEqual([
      ['Go to the home page', '/'],
      ['Sign in', '/signin'],
    ]);

    loadRemoteMock.mockResolvedValue({ default: () => <h1>Back again</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    view.unmount();
  });

  it('treats a module without a default export as a failed load', async () => {
    loadRemoteMock.mockResolvedValue({});
    renderSlot('./CashPrizes');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says a remote built for another major release needs an update, with no Retry that cannot help', async () => {
    loadRemoteMock.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of content which needs ^18.2.0)',
      ),
    );
    renderSlot('./PrivacyPolicy');
    expect(await screen.findByRole('heading', { name: 'This part of PlayPrize needs an update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  describe('leaves a way on from a screen that did not load', () => {
    beforeEach(() => loadRemoteMock.mockRejectedValue(new Error('Failed to get manifestJson for content')));

    it('on the home page itself, signed out: sign in (no link to the page it is on)', async () => {
      const view = renderSlot('./Landing', '/');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(linksIn(waysOn())).toEqual([['Sign in', '/signin']]);
      view.unmount();
    });

    it('signed in: the home page (the top bar has the rest), no sign-in', async () => {
      sessionStorage.setItem(sessionKeys.accessToken, fakeJwt({ sub: 'a1b2c3d4', exp: Math.floor(Date.now() / 1000) + 3600 }));
      const view = renderSlot('./ContactForm', '/Contact/');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(linksIn(waysOn())).toEqual([['Go to the home page', '/']]);
      view.unmount();
    });

    it('for a release that needs an update too', async () => {
      loadRemoteMock.mockRejectedValue(
        new Error('Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement'),
      );
      const view = renderSlot('./Terms', '/privacypolicy');
      expect(await screen.findByRole('heading', { name: 'This part of PlayPrize needs an update' })).toBeInTheDocument();
      expect(linksIn(waysOn())).toEqual([
        ['Go to the home page', '/'],
        ['Sign in', '/signin'],
      ]);
      view.unmount();
    });
  });
});
