/**
 * The shell taking over a pre-rendered screen (ADR 035). The page paints the screen from its HTML
 * (`#prerendered`, tooling/prerender); the shell renders the live page hidden beside it and, once
 * the live screen shows what the copy shows, swaps them before the next paint: the copy's fields
 * (what was typed, chosen, ticked), its focus and caret go to the live screen, and the clicks,
 * submits and keys held meanwhile (hold-interactions.ts) are played on it. Independently deployed builds
 * cannot promise the byte-identical markup hydration needs, so the copy is replaced, not hydrated.
 */
import { bootHandoff } from '../boot/handoff';
import { clickableSelector, focusableSelector, liveClickable, screenElements, type HeldInteraction } from '../boot/hold-interactions';
import { isSignedInLayout, prerenderedContainer } from '../boot/prerendered-container';

/** How long a live screen may show another heading than the copy (its language still loading, a redirect) before it is shown anyway. */
const MATCH_WAIT_MS = 1000;
const fieldSelector = 'input, select, textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let copy: HTMLElement | null = null;
let live: HTMLElement | null = null;
/** The address the copy was answered for: the live page leaving it (a redirect to sign in) makes the copy another page's. */
let copyPath = '';
let waiting = false;

/** Before the shell's first render: if the page has a pre-rendered screen, the live page renders hidden until it takes over. */
export function coverWithPrerendered(root: HTMLElement): void {
  waiting = false;
  copy = prerenderedContainer();
  if (!copy) return;
  copyPath = location.pathname;
  live = root;
  live.hidden = true;
}

function heading(container: HTMLElement): string | null {
  return container.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

/** What a screen shows while a read is on its way: the loading rows (`LoadedData`) and busy panels. */
const loadingSelector = '[data-loading], [aria-busy="true"]';

/**
 * Whether the live page shows the copy's screen. A signed-out copy's heading is the live one's,
 * word for word, once its language has loaded. A signed-in copy was rendered for no player in
 * particular, every read loading (ADR 076): its heading may greet "player" where the live one
 * names them, so any heading of the live screen will do, once the live screen's reads have
 * answered: shown still loading, it would grow under the player's eyes when they do.
 */
function showsCopy(from: HTMLElement, to: HTMLElement): boolean {
  const expected = heading(from);
  if (expected === null) return true;
  return isSignedInLayout(from) ? heading(to) !== null && !to.querySelector(loadingSelector) : heading(to) === expected;
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The live field that stands for a copy's: by name (and value, for a radio), else by position. */
function liveField(field: Field, index: number, liveFields: Field[]): Field | undefined {
  const named = field.name
    ? liveFields.find(
        (candidate) =>
          candidate.name === field.name && candidate.type === field.type && (field.type !== 'radio' || candidate.value === field.value),
      )
    : undefined;
  return named ?? liveFields[index];
}

function changedByPlayer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Sets a value the way typing does, so React's onChange (and a form library's) sees it. */
function type(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function carryFields(from: HTMLElement, to: HTMLElement): void {
  const liveFields = screenElements<Field>(to, fieldSelector);
  screenElements<Field>(from, fieldSelector).forEach((field, index) => {
    const target = liveField(field, index, liveFields);
    if (!target) return;
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked && isToggle(target) && target.checked !== field.checked) target.click();
    } else if (changedByPlayer(field) && target.value !== field.value) {
      type(target, field.value);
    }
  });
}

function carryFocus(from: HTMLElement, to: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !from.contains(active)) return;
  let target: Element | undefined;
  if (active.matches(fieldSelector)) {
    target = liveField(active as Field, screenElements(from, fieldSelector).indexOf(active), screenElements<Field>(to, fieldSelector));
  } else if (active.matches(clickableSelector)) {
    const index = screenElements(from, clickableSelector).indexOf(active);
    target = liveClickable(screenElements(to, clickableSelector), { index, href: active.getAttribute('href') ?? undefined });
  } else if (active.matches(focusableSelector)) {
    // A widget focused in the copy (the prize ladder, autofocused by its HTML) keeps the keys that follow.
    target = screenElements(to, focusableSelector)[screenElements(from, focusableSelector).indexOf(active)];
  }
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (active instanceof HTMLInputElement && target instanceof HTMLInputElement && active.selectionStart !== null) {
    const { selectionStart, selectionEnd, selectionDirection, value } = active;
    // React writes a controlled field again after the carried input (its old value, then the new
    // one, which puts the caret at the end): the caret goes back once the value is there, for as
    // long as the player has not moved it.
    let frames = 30;
    const stop = () => (frames = 0);
    target.addEventListener('keydown', stop, { once: true });
    target.addEventListener('pointerdown', stop, { once: true });
    const keepCaret = () => {
      if (frames-- <= 0 || document.activeElement !== target) return;
      if (target.value === value && target.selectionStart !== selectionStart) {
        try {
          target.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
        } catch {
          // An input type without a caret (email in some engines): the focus is what matters.
          return;
        }
      }
      requestAnimationFrame(keepCaret);
    };
    keepCaret();
  }
}

/** A held key, dispatched on the live element as the browser would have: React's handlers see it bubble. */
function press(to: HTMLElement, { type, index, key, code, shiftKey, repeat, timeStamp }: Extract<HeldInteraction, { kind: 'key' }>): void {
  const event = new KeyboardEvent(type, { key, code, shiftKey, repeat, bubbles: true, cancelable: true, composed: true });
  // When the player pressed it: a screen that spaces its moves in time (the ladder's lock) counts
  // the presses as they were made, not as they arrive all at once.
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  screenElements(to, focusableSelector)[index]?.dispatchEvent(event);
}

function replayHeld(to: HTMLElement): void {
  for (const interaction of bootHandoff.takeHeld()) {
    if (interaction.kind === 'click') liveClickable(screenElements(to, clickableSelector), interaction)?.click();
    else if (interaction.kind === 'submit') screenElements<HTMLFormElement>(to, 'form')[interaction.index]?.requestSubmit();
    else press(to, interaction);
  }
}

function swap(): void {
  if (!copy || !live) return;
  const [from, to] = [copy, live];
  copy = null;
  to.hidden = false;
  // Another page than the copy's (a signed-in page sent to sign in): what was done on the copy was meant for it alone.
  if (location.pathname !== copyPath) {
    bootHandoff.takeHeld();
    from.remove();
    return;
  }
  carryFields(from, to);
  carryFocus(from, to);
  from.remove();
  replayHeld(to);
}

/**
 * The live page shows its screen (or, `failed`, the screen's failure): the copy gives way, at once
 * when the live screen shows the copy's (or another page's), else as soon as it does or after MATCH_WAIT_MS.
 */
export function screenShown({ failed = false }: { failed?: boolean } = {}): void {
  if (!copy || !live) return;
  const from = copy;
  const matches = () => !live || location.pathname !== copyPath || showsCopy(from, live);
  // In a microtask, still before the next paint, but outside React's commit: the carried fields'
  // input events must each be handled (and their updates applied) as a player's would be.
  if (failed || matches()) return queueMicrotask(swap);
  if (waiting) return;
  waiting = true;
  const observer = new MutationObserver(() => {
    if (!matches()) return;
    observer.disconnect();
    clearTimeout(timer);
    swap();
  });
  observer.observe(live, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(() => {
    observer.disconnect();
    swap();
  }, MATCH_WAIT_MS);
}
