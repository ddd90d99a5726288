/**
 * The signed-in menu (the WAI-ARIA menu button): its links to the account area, Help, Contact and
 * the privacy policy beside Logout; the keyboard (Enter, arrows, Home, End, Escape, Tab); focus back
 * on the button; closing on Escape and an outside click; its words in the page's language.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfigProvider, SessionProvider, setLanguage } from 'shared';
import { fakeJwt, FreshDataCache, stubHttp, testConfig } from 'shared/testing';
import { TopBar } from '../TopBar';
import { profileAnswer } from './signed-in-chrome';

function renderBar() {
  sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' }));
  stubHttp(testConfig.apiBaseUrl, { 'GET /api/external/v1/profile': () => ({ status: 200, body: profileAnswer() }) });
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <FreshDataCache>
          <MemoryRouter initialEntries={['/games']}>
            <TopBar />
            <Routes>
              <Route path="/games" element={<button type="button">a page control</button>} />
              <Route path="/help" element={<p>help page</p>} />
            </Routes>
          </MemoryRouter>
        </FreshDataCache>
      </SessionProvider>
    </ConfigProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Account menu' });
const menu = () => screen.queryByRole('menu', { name: 'Account menu' });

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => setLanguage('en')));

describe('the signed-in menu', () => {
  it('is a menu button whose menu links My account, Help, Contact Us and Privacy Policy, then Logout', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu()!.id);
    const items = within(menu()!).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['My account', '/account'],
      ['Help', '/help'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacypolicy'],
      ['Logout', null],
    ]);
  });

  it('opens from the keyboard on its first item, moves with the arrows, Home and End, and wraps', async () => {
    const user = userEvent.setup();
    renderBar();
    menuButton().focus();
    await user.keyboard('{Enter}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('My account')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Help')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My account')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('My account')).toHaveFocus();
  });

  it('opens on its last item with ArrowUp', async () => {
    const user = userEvent.setup();
    renderBar();
    menuButton().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderBar();
    menuButton().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click, leaving the focus where the player put it', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'a page control' }));
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'a page control' })).toHaveFocus();
  });

  it('closes on Tab', async () => {
    const user = userEvent.setup();
    renderBar();
    menuButton().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
  });

  it('follows a chosen link, closes, and leaves the focus on the button', async () => {
    const user = userEvent.setup();
    renderBar();
    menuButton().focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(await screen.findByText('help page')).toBeInTheDocument();
    expect(menu()).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it.each([
    ['si', 'ගිණුම් මෙනුව', ['මගේ ගිණුම', 'උදව්', 'අප අමතන්න', 'රහස්‍යතා ප්‍රතිපත්තිය']],
    ['ta', 'கணக்கு மெனு', ['எனது கணக்கு', 'உதவி', 'தொடர்புகொள்ள', 'தனியுரிமைக் கொள்கை']],
  ] as const)('speaks the page’s language (%s)', async (language, label, names) => {
    act(() => setLanguage(language));
    const user = userEvent.setup();
    await act(async () => void renderBar());
    await user.click(await screen.findByRole('button', { name: label }));
    const items = within(screen.getByRole('menu', { name: label })).getAllByRole('menuitem');
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual(names);
  });
});
