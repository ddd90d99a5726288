/**
 * Before the shell takes over a pre-rendered screen, its buttons and links do nothing of their own,
 * a form would be sent by the browser and a key its script handles (the prize ladder's arrows) does
 * nothing: the boot script holds each such click, submit and key in one queue, in the player's
 * order, and the takeover plays them again on the live screen (takeover.ts). Bundled into the boot
 * script.
 */
export type HeldInteraction =
  /** `href`: a link's destination, which names it when the live screen orders its links otherwise (ADR 077). */
  | { kind: 'click'; index: number; href?: string }
  | { kind: 'submit'; index: number }
  | {
      kind: 'key';
      type: 'keydown' | 'keyup';
      index: number;
      key: string;
      code: string;
      shiftKey: boolean;
      repeat: boolean;
      timeStamp: number;
    };

/** The elements a held interaction is counted among, the same in the copy and in the live screen. */
export const clickableSelector = 'a[href], button';
/** What a held key's element is counted among: what can hold the focus. */
export const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A page's elements of a kind, counted as the copy and the live page both have them: without the
 * page's top bar (a header at its top level), which a signed-in copy has as an empty frame and the
 * live page with its links and controls (ADR 076).
 */
export function screenElements<T extends Element = HTMLElement>(container: HTMLElement, selector: string): T[] {
  const frames = [...container.children].filter((child) => child.tagName === 'HEADER');
  return [...container.querySelectorAll<T>(selector)].filter((element) => !frames.some((frame) => frame.contains(element)));
}

/**
 * The live element that stands for a copy's clickable: the link to the same place (the live list
 * may order its links otherwise: the player's favourite games first), else the one at its position.
 */
export function liveClickable<T extends Element>(live: T[], { index, href }: { index: number; href?: string }): T | undefined {
  const sameDestination = href === undefined ? undefined : live.filter((element) => element.getAttribute('href') === href);
  return sameDestination?.length === 1 ? sameDestination[0] : live[index];
}

/** Controls whose keys the browser handles itself: Enter and Space click them (held as clicks), a field's keys are typing. */
const nativeControlSelector = 'a[href], button, input, select, textarea, summary';
const fieldSelector = 'input, select, textarea';
/** Keys with no meaning on a page but the one a widget's handler gives them (ADR 071). */
const widgetKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);
const activationKeys = new Set(['Enter', ' ']);

const isWidget = (element: Element) => element.hasAttribute('tabindex') && !element.matches(nativeControlSelector);

/** A box the player scrolls by keys (a scroll region made focusable for keyboard players): its arrows are the browser's. */
function scrolls(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element);
  const open = /auto|scroll/;
  return (
    (open.test(overflowY) && element.scrollHeight > element.clientHeight) ||
    (open.test(overflowX) && element.scrollWidth > element.clientWidth)
  );
}

/**
 * Whether a key on the copy is one the live screen's script would handle: a widget key on an
 * element in a widget (an element made focusable by tabindex, not a native control) unless a box
 * on the way scrolls with it, or Enter and Space on the widget itself (Space unless it scrolls
 * it). Keys on the page (scrolling), in fields, with a modifier, Tab and the rest keep what the
 * browser does with them.
 */
function heldKey(container: HTMLElement, event: KeyboardEvent, target: Element): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (target.matches(fieldSelector)) return false;
  if (activationKeys.has(event.key)) return isWidget(target) && !(event.key === ' ' && scrolls(target));
  if (!widgetKeys.has(event.key)) return false;
  for (let element: Element | null = target; element && element !== container; element = element.parentElement) {
    if (event.key !== 'Escape' && scrolls(element)) return false;
    if (isWidget(element)) return true;
  }
  return false;
}

export function holdInteractions(container: HTMLElement, held: HeldInteraction[]): void {
  container.addEventListener(
    'click',
    (event) => {
      // A click that opens another tab or window goes its own way.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = (event.target as Element | null)?.closest(clickableSelector);
      if (!target || !container.contains(target)) return;
      event.preventDefault();
      const href = target.getAttribute('href') ?? undefined;
      held.push({ kind: 'click', index: screenElements<Element>(container, clickableSelector).indexOf(target), href });
    },
    true,
  );
  // A form sent by Enter in a field without a submit button (with one, the browser clicks it first).
  container.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      held.push({ kind: 'submit', index: screenElements(container, 'form').indexOf(event.target as HTMLFormElement) });
    },
    true,
  );
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !container.contains(target) || !heldKey(container, event, target)) return;
    const index = screenElements<Element>(container, focusableSelector).indexOf(target);
    if (index < 0) return;
    // The live screen's handler would have taken it (the ladder moves, the page does not scroll).
    event.preventDefault();
    const { type, key, code, shiftKey, repeat, timeStamp } = event;
    held.push({ kind: 'key', type: type as 'keydown' | 'keyup', index, key, code, shiftKey, repeat, timeStamp });
  };
  container.addEventListener('keydown', holdKey, true);
  container.addEventListener('keyup', holdKey, true);
}
