import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfigProvider, SessionProvider } from 'shared';
import { FreshDataCache, fakeJwt, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import { MENU_CLOSE_DELAY_MS } from '../ProfileMenu';
import { SignedInChrome } from '../SignedInChrome';
import { TopBar } from '../TopBar';
import { notClosing, profileAnswer, renderTopBar } from './signed-in-chrome';

const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' });
const profile = profileAnswer({
  actualUsableCoins: 1234567,
  country: { id: 144, name: 'Sri Lanka', code: 'LK' },
  avatarImage: { id: 1, name: 'Fox', avatarImageUrl: 'avatar-01.svg' },
});

function renderBar(answer: StubAnswer = { status: 200, body: profile }) {
  sessionStorage.setItem('access_token', token);
  stubHttp(testConfig.apiBaseUrl, {
    ...notClosing,
    'GET /api/external/v1/profile': () => answer,
  });
  const identityCalls = stubHttp(testConfig.identity.baseUrl, {
    'POST /realms/players/protocol/openid-connect/revoke': () => ({ status: 200, body: '' }),
  });
  const view = render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <FreshDataCache>
          <MemoryRouter initialEntries={['/withdrawal']}>
            <TopBar />
            <Routes>
              <Route path="/withdrawal" element={<Link to="/">elsewhere</Link>} />
              <Route path="/signin" element={<p>sign-in page</p>} />
              <Route path="/" element={<p>home page</p>} />
            </Routes>
          </MemoryRouter>
        </FreshDataCache>
      </SessionProvider>
    </ConfigProvider>,
  );
  return { ...view, identityCalls };
}

beforeEach(() => sessionStorage.clear());

/** jsdom has no PointerEvent: a mouse event carrying pointerType drives React's enter/leave. */
function mouse(type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('top bar', () => {
  it('says Loading... until the balance arrives, then shows it with thousands separators', async () => {
    renderBar();
    expect(screen.getByLabelText('Coin balance')).toHaveTextContent('Loading...');
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('1,234,567'));
    expect(screen.getByRole('link', { name: 'PlayPrize' })).toHaveAttribute('href', '/');
  });

  it('links to the games, where coins are earned', async () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/games');
    await screen.findByText('1,234,567 coins');
  });

  it('opens the menu on click with names and country, and logs out to /signin, revoking the token', async () => {
    const user = userEvent.setup();
    const { identityCalls } = renderBar();
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('1,234,567'));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('Nimal')).toBeInTheDocument();
    expect(screen.getByText('Perera')).toBeInTheDocument();
    expect(screen.getByText('Sri Lanka')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    await waitFor(() => expect(identityCalls).toEqual([expect.objectContaining({ body: `token=${token}&token_type_hint=access_token` })]));
  });

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      renderBar();
      await act(async () => undefined);
      const trigger = screen.getByRole('button', { name: 'Account menu' });
      mouse('pointerover', trigger, document.body);
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      mouse('pointerout', trigger, document.body);
      act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes on an outside click and on navigation', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(document.body);
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('falls back to the built-in avatar when the image is missing or broken', async () => {
    renderBar();
    const image = screen.getByRole('button', { name: 'Account menu' }).querySelector('img')!;
    await waitFor(() => expect(image).toHaveAttribute('src', 'http://api.test/static/avatars/avatar-01.svg'));
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('test-file-stub');
  });

  it('offers a Retry for a balance that failed to load, with no alert, and shows the balance once it loads', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answer: { current: StubAnswer } = { current: 'network' };
    sessionStorage.setItem('access_token', token);
    stubHttp(testConfig.apiBaseUrl, {
      ...notClosing,
      'GET /api/external/v1/profile': () => answer.current,
    });
    renderTopBar();
    expect(screen.getByLabelText('Coin balance')).toHaveTextContent('Loading...');
    const retry = await screen.findByRole('button', { name: 'Coin balance unavailable. Retry' }, { timeout: 8000 });
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer.current = { status: 200, body: profile };
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('1,234,567'));
    log.mockRestore();
  }, 15_000);
});

describe('signed-in chrome', () => {
  function renderChrome() {
    const calls = stubHttp(testConfig.apiBaseUrl, {
      ...notClosing,
      'GET /api/external/v1/profile': () => ({ status: 200, body: profile }),
    });
    const view = render(
      <ConfigProvider config={testConfig}>
        <SessionProvider>
          <FreshDataCache>
            <MemoryRouter>
              <SignedInChrome>
                <p>the page</p>
              </SignedInChrome>
            </MemoryRouter>
          </FreshDataCache>
        </SessionProvider>
      </ConfigProvider>,
    );
    return { ...view, calls };
  }

  it('adds nothing for a visitor, and reads nothing', async () => {
    const { container, calls } = renderChrome();
    expect(screen.getByText('the page')).toBeInTheDocument();
    await act(async () => undefined);
    expect(container.querySelector('header')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("holds the bar's place with the bar's own frame while the bar loads, and never holds the page back", async () => {
    sessionStorage.setItem('access_token', token);
    const { container } = renderChrome();
    expect(screen.getByText('the page')).toBeInTheDocument();
    const placeholder = container.querySelector('header[aria-hidden="true"]');
    expect(placeholder).not.toBeNull();
    const placeholderClass = placeholder!.className;
    await waitFor(() => expect(screen.getByLabelText('Coin balance')).toHaveTextContent('1,234,567'));
    const bar = container.querySelector('header')!;
    expect(bar).not.toHaveAttribute('aria-hidden');
    // The same styled frame, so the same height: the page does not move when the bar arrives.
    expect(bar.className).toBe(placeholderClass);
  });
});
