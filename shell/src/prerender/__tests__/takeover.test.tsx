import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { bootHandoff } from '../../boot/handoff';
import { holdInteractions, type HeldInteraction } from '../../boot/hold-interactions';
import { prerenderedContainer } from '../../boot/prerendered-container';
import { ScreenShown } from '../ScreenShown';
import * as takeover from '../takeover';

// The copy as a remote's build writes it (a marker, then the screen), beside the live page's root.
const copyHtml = `
  <template data-prerendered-screen="signin"></template>
  <h1>Sign in</h1>
  <form method="post">
    <select name="language"><option value="en" selected>English</option><option value="si">සිංහල</option></select>
    <input name="email" type="email" value="">
    <input name="password" type="password" value="">
    <label><input name="remember" type="checkbox"> Remember me</label>
    <button type="button">Show</button>
    <button type="submit">Sign in</button>
  </form>`;

const events: string[] = [];

/** The live screen: controlled fields, as the remotes write them; then what RemoteScreen renders after a screen. */
function LiveScreen({ heading = 'Sign in', shown = false }: { heading?: string; shown?: boolean }) {
  const [values, setValues] = useState({ language: 'en', email: '', password: '', remember: false });
  const field = (name: 'language' | 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    events.push(`submitted ${JSON.stringify(values)}`);
  };
  return (
    <>
      <h1>{heading}</h1>
      <form onSubmit={submit}>
        <select {...field('language')}>
          <option value="en">English</option>
          <option value="si">සිංහල</option>
        </select>
        <input type="email" {...field('email')} />
        <input type="password" {...field('password')} />
        <label>
          <input
            name="remember"
            type="checkbox"
            checked={values.remember}
            onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}
          />{' '}
          Remember me
        </label>
        <button type="button" onClick={() => events.push('show clicked')}>
          Show
        </button>
        <button type="submit">Sign in</button>
      </form>
      {shown && <ScreenShown />}
    </>
  );
}

let root: Root;
let rootElement: HTMLElement;
let held: HeldInteraction[];

function copy(): HTMLElement | null {
  return document.getElementById('prerendered');
}

beforeEach(() => {
  events.length = 0;
  sessionStorage.clear();
  document.body.innerHTML = `<div id="prerendered">${copyHtml}</div><div id="root"></div>`;
  rootElement = document.getElementById('root')!;
  held = [];
  holdInteractions(copy()!, held);
  bootHandoff.set({ manifests: new Map(), held });
  takeover.coverWithPrerendered(rootElement);
  root = createRoot(rootElement);
});
afterEach(() => act(() => root.unmount()));

async function renderLive(heading?: string) {
  await act(async () => root.render(<LiveScreen heading={heading} />));
}

/** The live screen committed with RemoteScreen's ScreenShown after it, as the shell renders it. */
async function showLive(heading?: string) {
  await act(async () => root.render(<LiveScreen heading={heading} shown />));
}

describe('taking over a pre-rendered screen', () => {
  it('renders the live page hidden behind the copy until its screen is shown', async () => {
    expect(rootElement.hidden).toBe(true);
    await renderLive();
    expect(copy()).not.toBeNull();
    await showLive();
    expect(copy()).toBeNull();
    expect(rootElement.hidden).toBe(false);
  });

  it('carries what was typed, chosen and ticked on the copy into the live fields', async () => {
    const form = copy()!;
    (form.querySelector('[name=email]') as HTMLInputElement).value = 'early@example.com';
    (form.querySelector('[name=password]') as HTMLInputElement).value = 'secret12';
    (form.querySelector('[name=language]') as HTMLSelectElement).value = 'si';
    (form.querySelector('[name=remember]') as HTMLInputElement).checked = true;
    await showLive();
    await act(async () => (rootElement.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(events).toEqual([
      `submitted ${JSON.stringify({ language: 'si', email: 'early@example.com', password: 'secret12', remember: true })}`,
    ]);
  });

  it('leaves the live fields alone where nothing was typed', async () => {
    await renderLive();
    const changes = jest.fn();
    rootElement.addEventListener('input', changes);
    await showLive();
    expect(changes).not.toHaveBeenCalled();
  });

  it('moves the focus and the caret to the live field', async () => {
    const password = copy()!.querySelector('[name=password]') as HTMLInputElement;
    password.value = 'abcdef';
    password.focus();
    password.setSelectionRange(2, 2);
    await showLive();
    const live = rootElement.querySelector('[name=password]') as HTMLInputElement;
    expect(document.activeElement).toBe(live);
    expect([live.value, live.selectionStart]).toEqual(['abcdef', 2]);
  });

  it('holds clicks and submits made on the copy, and plays them on the live screen', async () => {
    const copied = copy()!;
    const showClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    copied.querySelector('button[type=button]')!.dispatchEvent(showClick);
    expect(showClick.defaultPrevented).toBe(true);
    (copied.querySelector('[name=email]') as HTMLInputElement).value = 'held@example.com';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    copied.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(events).toEqual([]);

    await showLive();
    expect(events).toEqual([
      'show clicked',
      `submitted ${JSON.stringify({ language: 'en', email: 'held@example.com', password: '', remember: false })}`,
    ]);
  });

  it('lets a click that opens another tab go its own way', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    copy()!.querySelector('button')!.dispatchEvent(click);
    expect([click.defaultPrevented, held]).toEqual([false, []]);
  });

  it('waits while the live screen shows another heading, and swaps when it shows the same', async () => {
    await showLive('Loading');
    expect(copy()).not.toBeNull();
    await showLive('Sign in');
    expect(copy()).toBeNull();
  });

  it('swaps after a second even if the headings never agree (another language, a redirect)', async () => {
    jest.useFakeTimers();
    try {
      await showLive('Welcome back');
      act(() => jest.advanceTimersByTime(999));
      expect(copy()).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(copy()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('swaps at once, playing nothing held, when the live page has gone to another address (a redirect)', async () => {
    copy()!.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(held).toHaveLength(1);
    history.pushState(null, '', '/signin-elsewhere');
    try {
      await showLive('Sign in to continue');
      expect([copy(), rootElement.hidden, events]).toEqual([null, false, []]);
      expect(bootHandoff.takeHeld()).toEqual([]);
    } finally {
      history.back();
    }
  });

  it('swaps at once for a screen that failed to load', async () => {
    await renderLive('This part of PlayPrize is not available right now');
    await act(async () => takeover.screenShown({ failed: true }));
    expect([copy(), rootElement.hidden]).toEqual([null, false]);
  });
});

describe('taking over a signed-in screen rendered for no player in particular (ADR 076)', () => {
  beforeEach(() => {
    sessionStorage.setItem('access_token', 'token');
    document.body.innerHTML = `<div id="prerendered"><template data-prerendered-screen="index" data-layout="signed-in"></template><h1>Welcome, player!</h1></div><div id="root"></div>`;
    takeover.coverWithPrerendered((rootElement = document.getElementById('root')!));
    root = createRoot(rootElement);
  });

  it('swaps as soon as the live screen has its heading, which names the player', async () => {
    await showLive('Welcome, Asha!');
    expect([copy(), rootElement.hidden]).toEqual([null, false]);
  });

  it("plays a click held on the copy's screen on the live screen's, not on the live top bar's links", async () => {
    document.body.innerHTML = `<div id="prerendered"><template data-prerendered-screen="withdrawal" data-layout="signed-in"></template><header aria-hidden="true"></header><main><h1>Win &amp; Earn</h1><button type="button">Withdraw</button></main></div><div id="root"></div>`;
    const copyHeld: HeldInteraction[] = [];
    holdInteractions(copy()!, copyHeld);
    bootHandoff.set({ manifests: new Map(), held: copyHeld });
    takeover.coverWithPrerendered((rootElement = document.getElementById('root')!));
    root = createRoot(rootElement);
    copy()!.querySelector('button')!.click();
    await act(async () =>
      root.render(
        <>
          <header>
            <a href="#home" onClick={(event) => (event.preventDefault(), events.push('home link'))}>
              PlayPrize
            </a>
          </header>
          <main>
            <h1>Win &amp; Earn</h1>
            <button type="button" onClick={() => events.push('withdraw clicked')}>
              Withdraw
            </button>
          </main>
          <ScreenShown />
        </>,
      ),
    );
    expect([copy(), events]).toEqual([null, ['withdraw clicked']]);
  });

  it('plays a click on a link, and carries its focus, to the live link to the same place when the live list is ordered otherwise', async () => {
    document.body.innerHTML = `<div id="prerendered"><template data-prerendered-screen="games" data-layout="signed-in"></template><main><h1>Games</h1><a href="/games/sliding-tiles">Play Sliding Tiles</a><a href="/games/pairs">Play Pairs</a></main></div><div id="root"></div>`;
    const copyHeld: HeldInteraction[] = [];
    holdInteractions(copy()!, copyHeld);
    bootHandoff.set({ manifests: new Map(), held: copyHeld });
    takeover.coverWithPrerendered((rootElement = document.getElementById('root')!));
    root = createRoot(rootElement);
    const pairs = copy()!.querySelector<HTMLAnchorElement>('a[href="/games/pairs"]')!;
    pairs.focus();
    pairs.click();
    const link = (game: string) => (
      <a href={`/games/${game}`} onClick={(event) => (event.preventDefault(), events.push(`${game} opened`))}>
        Play {game}
      </a>
    );
    // The player's favourite (Pairs) first, as the server lists it.
    await act(async () =>
      root.render(
        <main>
          <h1>Games</h1>
          {link('pairs')}
          {link('sliding-tiles')}
          <ScreenShown />
        </main>,
      ),
    );
    expect([copy(), events, document.activeElement?.getAttribute('href')]).toEqual([null, ['pairs opened'], '/games/pairs']);
  });

  it("waits while the live screen's reads are loading, and swaps when they have answered", async () => {
    await act(async () =>
      root.render(
        <>
          <h1>Welcome, Asha!</h1>
          <p role="status" data-loading="">
            Loading...
          </p>
          <ScreenShown />
        </>,
      ),
    );
    expect(copy()).not.toBeNull();
    await showLive('Welcome, Asha!');
    expect(copy()).toBeNull();
  });

  it('waits while the live page has no heading yet', async () => {
    await act(async () => root.render(<ScreenShown />));
    expect(copy()).not.toBeNull();
    await showLive('Welcome, Asha!');
    expect(copy()).toBeNull();
  });
});

describe('the pre-rendered container', () => {
  beforeEach(() => sessionStorage.clear());

  it('is dropped when the include left only the frame (no screen marker)', () => {
    document.body.innerHTML = '<div id="prerendered"><select></select></div><div id="root"></div>';
    expect(prerenderedContainer()).toBeNull();
    expect(copy()).toBeNull();
  });

  it('is dropped for a signed-in player when it holds a signed-out screen', () => {
    sessionStorage.setItem('access_token', 'token');
    document.body.innerHTML = `<div id="prerendered">${copyHtml}</div><div id="root"></div>`;
    expect(prerenderedContainer()).toBeNull();
    expect(copy()).toBeNull();
  });

  const signedInPage =
    '<div id="prerendered"><template data-prerendered-screen="withdrawal" data-layout="signed-in"></template><header></header></div>';

  it("is kept for a signed-in player when it is a signed-in page's layout", () => {
    sessionStorage.setItem('access_token', 'token');
    document.body.innerHTML = signedInPage;
    expect(prerenderedContainer()).toBe(copy());
  });

  it('is kept for a new tab of a browser with a signed-in tab, which asks that tab for the session', () => {
    document.cookie = 'signed_in=1; Path=/';
    try {
      document.body.innerHTML = signedInPage;
      expect(prerenderedContainer()).toBe(copy());
    } finally {
      document.cookie = 'signed_in=; Max-Age=0; Path=/';
    }
  });

  it('is dropped for a browser with no signed-in tab: that visitor is sent to sign in', () => {
    document.body.innerHTML = signedInPage;
    expect(prerenderedContainer()).toBeNull();
    expect(copy()).toBeNull();
  });
});
