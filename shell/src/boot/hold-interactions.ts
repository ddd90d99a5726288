/**
 * Before the shell takes over a pre-rendered screen, its buttons and links do nothing of their own
 * and a form would be sent by the browser: the boot script holds each such click and submit, and
 * the takeover plays them again on the live screen (takeover.ts). Bundled into the boot script.
 */
export type HeldInteraction = { kind: 'click'; index: number } | { kind: 'submit'; index: number };

/** The elements a held interaction is counted among, the same in the copy and in the live screen. */
export const clickableSelector = 'a[href], button';

export function holdInteractions(container: HTMLElement, held: HeldInteraction[]): void {
  container.addEventListener(
    'click',
    (event) => {
      // A click that opens another tab or window goes its own way.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = (event.target as Element | null)?.closest(clickableSelector);
      if (!target || !container.contains(target)) return;
      event.preventDefault();
      held.push({ kind: 'click', index: [...container.querySelectorAll(clickableSelector)].indexOf(target) });
    },
    true,
  );
  // A form sent by Enter in a field without a submit button (with one, the browser clicks it first).
  container.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      held.push({ kind: 'submit', index: [...container.querySelectorAll('form')].indexOf(event.target as HTMLFormElement) });
    },
    true,
  );
}
