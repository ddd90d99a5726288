import { act, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { bootHandoff } from '../../boot/handoff';
import { holdInteractions, type HeldInteraction } from '../../boot/hold-interactions';
import { ScreenShown } from '../ScreenShown';
import * as takeover from '../takeover';

// A keyboard-driven screen as the copy has it: a widget focusable by tabindex (the prize ladder's
// stage) with a link and a button inside, a field, and a custom button made of a div.
const copyHtml = `
  <template data-prerendered-screen="cashprizes"></template>
  <h1>Cash prizes</h1>
  <main tabindex="-1"><a href="/">Home</a><button type="button">Explore</button></main>
  <input name="code">
  <div role="button" tabindex="0">Custom</div>`;

const events: string[] = [];
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LiveScreen() {
  const log = (where: string) => (event: ReactKeyboardEvent) =>
    events.push(`${where} ${event.type} ${event.key}${event.shiftKey ? ' shift' : ''} @${event.timeStamp}`);
  return (
    <>
      <h1>Cash prizes</h1>
      <main tabIndex={-1} onKeyDown={log('main')}>
        <a href="/" onClick={(event) => (event.preventDefault(), events.push('home clicked'))}>
          Home
        </a>
        <button type="button" onClick={() => events.push('explore clicked')}>
          Explore
        </button>
      </main>
      <input name="code" onKeyDown={log('input')} />
      <div role="button" tabIndex={0} onKeyDown={log('custom')} onKeyUp={log('custom')}>
        Custom
      </div>
      <ScreenShown />
    </>
  );
}

let root: Root;
let rootElement: HTMLElement;
let held: HeldInteraction[];
const copy = () => document.getElementById('prerendered')!;

beforeEach(() => {
  events.length = 0;
  document.body.innerHTML = `<div id="prerendered">${copyHtml}</div><div id="root"></div>`;
  rootElement = document.getElementById('root')!;
  held = [];
  holdInteractions(copy(), held);
  bootHandoff.set({ manifests: new Map(), held });
  takeover.coverWithPrerendered(rootElement);
  root = createRoot(rootElement);
});
afterEach(() => act(() => root.unmount()));

/** A key pressed on the copy's element, as the browser dispatches it to the focused element; whether its default was kept. */
function press(selector: string, key: string, init: KeyboardEventInit = {}, type = 'keydown'): boolean {
  const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init });
  const target = selector === 'body' ? document.body : copy().querySelector(selector)!;
  return target.dispatchEvent(event);
}

const goLive = () => act(async () => root.render(<LiveScreen />));

describe('keys pressed on a pre-rendered screen', () => {
  it("are held when a widget's handler would take them, and played in order on the live counterpart, each with its own moment", async () => {
    copy().querySelector<HTMLElement>('main')!.focus();
    expect(press('main', 'ArrowDown')).toBe(false);
    expect(press('main', 'ArrowDown', { shiftKey: true })).toBe(false);
    expect(press('main a', 'End')).toBe(false);
    const moments = held.map((interaction) => (interaction.kind === 'key' ? interaction.timeStamp : NaN));
    expect(events).toEqual([]);

    // Played later: each keeps the moment it was made, not the replay's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await goLive();
    expect(events).toEqual([
      `main keydown ArrowDown @${moments[0]}`,
      `main keydown ArrowDown shift @${moments[1]}`,
      `main keydown End @${moments[2]}`,
    ]);
    // The focus went with them: the next keys reach the live widget.
    expect(document.activeElement).toBe(rootElement.querySelector('main'));
  });

  it('keep clicks and keys in one queue, in the order they were made', async () => {
    press('main', 'ArrowDown');
    copy().querySelector('button')!.click();
    press('main', 'ArrowUp');
    await goLive();
    expect(events.map((event) => event.replace(/ @.*/, ''))).toEqual(['main keydown ArrowDown', 'explore clicked', 'main keydown ArrowUp']);
  });

  it('hold Enter and Space, down and up, on a widget that is no native control; on a link or button they stay its click', async () => {
    expect(press('[role=button]', ' ')).toBe(false);
    expect(press('[role=button]', ' ', {}, 'keyup')).toBe(false);
    expect(press('main a', 'Enter')).toBe(true);
    expect(press('main button', ' ')).toBe(true);
    await goLive();
    expect(events.map((event) => event.replace(/ @.*/, ''))).toEqual(['custom keydown  ', 'custom keyup  ']);
  });

  it("leave the browser's own keys alone: on the page, in a field, Tab, and with a modifier", async () => {
    expect(press('body', 'ArrowDown')).toBe(true);
    expect(press('body', 'PageDown')).toBe(true);
    expect(press('input', 'ArrowLeft')).toBe(true);
    expect(press('input', 'Home')).toBe(true);
    expect(press('main', 'Tab')).toBe(true);
    expect(press('main', 'a')).toBe(true);
    expect(press('main', 'ArrowDown', { altKey: true })).toBe(true);
    expect(press('main', 'ArrowUp', { ctrlKey: true })).toBe(true);
    expect(press('main', 'ArrowUp', { metaKey: true })).toBe(true);
    // A widget key outside any widget: nothing on the live screen would take it either.
    expect(press('h1', 'Escape')).toBe(true);
    expect(held).toEqual([]);
    await goLive();
    expect(events).toEqual([]);
  });

  it('leave the arrows to a widget that scrolls with them (a scroll region made focusable), but hold its Escape', () => {
    const region = copy().querySelector<HTMLElement>('main')!;
    region.style.overflowY = 'auto';
    Object.defineProperties(region, { scrollHeight: { value: 900 }, clientHeight: { value: 300 } });
    expect(press('main', 'ArrowDown')).toBe(true);
    expect(press('main', ' ')).toBe(true);
    expect(press('main a', 'PageDown')).toBe(true);
    expect(press('main', 'Escape')).toBe(false);
    expect(held.map((interaction) => interaction.kind === 'key' && interaction.key)).toEqual(['Escape']);
  });
});
