/**
 * The page's language and the signed-in player's profile kept together (ADR 034): a choice on the
 * page is saved to the profile (their mails follow it), and a browser where the player never chose
 * adopts the profile's language after sign-in.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, setLanguage, type Language } from 'shared';
import { fakeJwt, stubHttp, testConfig, type StubbedRequest } from 'shared/testing';
import { notClosing, profileAnswer, renderChromeTab } from './signed-in-chrome';

const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' });
const SAVE = 'PUT /api/external/v1/profile/language';

/** A signed-in tab (or a signed-out one) over a server whose profile says `profileLanguage`; the saves it is sent. */
async function renderTab(profileLanguage: Language | undefined, { signedIn = true, refuseSaves = false } = {}) {
  sessionStorage.clear();
  if (signedIn) sessionStorage.setItem('access_token', token);
  let stored = profileLanguage;
  const calls = stubHttp(testConfig.apiBaseUrl, {
    ...notClosing,
    'GET /api/external/v1/profile': () => ({ status: 200, body: profileAnswer(stored === undefined ? {} : { language: stored }) }),
    [SAVE]: (request) => {
      if (refuseSaves) return { status: 500, body: {} };
      stored = (request.body as { language: Language }).language;
      return { status: 200, body: profileAnswer({ language: stored }) };
    },
  });
  const { unmount } = await act(async () => renderChromeTab());
  const saves = () => calls.filter((call: StubbedRequest) => `${call.method} ${call.url}` === SAVE).map((call) => call.body);
  return { saves, storedLanguage: () => stored, unmount };
}

/** The page as a browser where the player chose `language` before, or (null) never chose one. */
function browserChose(language: Language | null) {
  act(() => setLanguage(language ?? 'en'));
  if (language === null) forgetChoice();
}

function forgetChoice() {
  localStorage.removeItem('lang');
  document.cookie = 'lang=; max-age=0; path=/';
}

afterEach(() => {
  act(() => setLanguage('en'));
  forgetChoice();
});

it("saves the page's language to a profile that says another, and each language chosen after", async () => {
  const user = userEvent.setup();
  browserChose('si');
  const { saves, storedLanguage } = await renderTab('en');
  await waitFor(() => expect(saves()).toEqual([{ language: 'si' }]));
  expect(await screen.findByRole('link', { name: 'ක්‍රීඩා' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
  expect(await screen.findByRole('link', { name: 'விளையாட்டுகள்' })).toBeInTheDocument();
  await waitFor(() => expect(saves()).toEqual([{ language: 'si' }, { language: 'ta' }]));
  expect(storedLanguage()).toBe('ta');
  expect(currentLanguage()).toBe('ta');
});

it('saves nothing while the page and the profile agree', async () => {
  browserChose('ta');
  const { saves } = await renderTab('ta');
  expect(await screen.findByRole('link', { name: 'விளையாட்டுகள்' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(saves()).toEqual([]);
});

it("adopts the profile's language in a browser where the player never chose one, saving nothing", async () => {
  browserChose(null);
  const { saves } = await renderTab('ta');
  expect(await screen.findByRole('link', { name: 'விளையாட்டுகள்' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('ta');
  // Followed, not chosen: nothing kept, so the next player on this browser is not given it.
  expect(localStorage.getItem('lang')).toBeNull();
  expect(document.cookie).not.toContain('lang=ta');
  expect(saves()).toEqual([]);
});

it('then saves a language chosen on the page as any other choice', async () => {
  const user = userEvent.setup();
  browserChose(null);
  const { saves } = await renderTab('si');
  expect(await screen.findByRole('link', { name: 'ක්‍රීඩා' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English');
  expect(await screen.findByRole('link', { name: 'Games' })).toBeInTheDocument();
  await waitFor(() => expect(saves()).toEqual([{ language: 'en' }]));
});

it('leaves the page and the server alone when signed out, or when the profile keeps no language', async () => {
  const user = userEvent.setup();
  browserChose('si');
  const signedOut = await renderTab('en', { signedIn: false });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
  expect(signedOut.saves()).toEqual([]);

  const older = await renderTab(undefined);
  expect(await screen.findAllByRole('link', { name: 'விளையாட்டுகள்' })).not.toHaveLength(0);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(older.saves()).toEqual([]);
  expect(currentLanguage()).toBe('ta');
});

it('sends a language whose save failed once, not again, until another is chosen', async () => {
  const user = userEvent.setup();
  browserChose('si');
  const { saves } = await renderTab('en', { refuseSaves: true });
  await waitFor(() => expect(saves()).toEqual([{ language: 'si' }]));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(saves()).toEqual([{ language: 'si' }]);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
  await waitFor(() => expect(saves()).toEqual([{ language: 'si' }, { language: 'ta' }]));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'සිංහල');
  await waitFor(() => expect(saves()).toEqual([{ language: 'si' }, { language: 'ta' }, { language: 'si' }]));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(saves()).toHaveLength(3);
});
