import { showLastKnown, rememberText } from '../session/last-known';
import { writeSessionItem } from '../session/storage';
import { fakeJwt } from '../testing';

/** A signed-in copy as the build renders it: marked places with the placeholder's text. */
function copy(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<h1 data-last-known="dashboard.greeting">Welcome, player!</h1><p data-last-known="other">Loading...</p><p>Your coins</p>';
  return container;
}

const nimal = fakeJwt({ sub: 'nimal-id', given_name: 'Nimal' });
const texts = (container: HTMLElement) => [...container.children].map((element) => element.textContent);

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the texts a tab last showed its player (ADR 078)', () => {
  it("writes the player's remembered texts into the copy's marked places, and leaves the others", () => {
    rememberText('nimal-id', 'en', 'dashboard.greeting', 'Welcome back, Nimal!');
    const container = copy();
    showLastKnown(container, nimal);
    expect(texts(container)).toEqual(['Welcome back, Nimal!', 'Loading...', 'Your coins']);
  });

  it("shows nothing of one player to another player's token, and nothing to no token", () => {
    rememberText('nimal-id', 'en', 'dashboard.greeting', 'Welcome back, Nimal!');
    for (const token of [fakeJwt({ sub: 'kamala-id', given_name: 'Kamala' }), null, 'not-a-token']) {
      const container = copy();
      showLastKnown(container, token);
      expect(texts(container)[0]).toBe('Welcome, player!');
    }
  });

  it('shows nothing remembered in another language, and keeps one language at a time', () => {
    rememberText('nimal-id', 'en', 'dashboard.greeting', 'Welcome back, Nimal!');
    document.documentElement.lang = 'si';
    const container = copy();
    showLastKnown(container, nimal);
    expect(texts(container)[0]).toBe('Welcome, player!');
    rememberText('nimal-id', 'si', 'other', 'ආයුබෝවන්');
    expect(JSON.parse(sessionStorage.getItem('last_known')!).texts).toEqual({ other: 'ආයුබෝවන්' });
  });

  it('writes a remembered text as text, never as markup', () => {
    rememberText('nimal-id', 'en', 'dashboard.greeting', 'Welcome back, <img src=x onerror=alert(1)>!');
    const container = copy();
    showLastKnown(container, nimal);
    expect(container.querySelector('img')).toBeNull();
    expect(texts(container)[0]).toBe('Welcome back, <img src=x onerror=alert(1)>!');
  });

  it('is forgotten when the tab signs out, and a damaged item is ignored', () => {
    rememberText('nimal-id', 'en', 'dashboard.greeting', 'Welcome back, Nimal!');
    writeSessionItem('accessToken', nimal);
    expect(sessionStorage.getItem('last_known')).not.toBeNull();
    writeSessionItem('accessToken', null);
    expect(sessionStorage.getItem('last_known')).toBeNull();
    sessionStorage.setItem('last_known', '{"player":');
    const container = copy();
    expect(() => showLastKnown(container, nimal)).not.toThrow();
    expect(texts(container)[0]).toBe('Welcome, player!');
  });
});
