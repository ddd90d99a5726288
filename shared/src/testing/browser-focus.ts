/**
 * Focus as Chromium moves it, where jsdom does not: a focused button that becomes disabled (a busy
 * button) loses focus to the body at once. A dialog opened from such a button finds focus nowhere,
 * and gives it back nowhere unless told where.
 */
export function focusLikeChromiumEachTest(): void {
  const { setAttribute } = Element.prototype;
  const disabled = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'disabled')!;
  // Before it is disabled: jsdom's blur() leaves a control that is no longer focusable alone.
  const blurIfFocused = (element: Element) => {
    if (element === document.activeElement) (element as HTMLElement).blur();
  };
  beforeEach(() => {
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (name === 'disabled' && this instanceof HTMLButtonElement) blurIfFocused(this);
      setAttribute.call(this, name, value);
    };
    Object.defineProperty(HTMLButtonElement.prototype, 'disabled', {
      ...disabled,
      set(this: HTMLButtonElement, value: boolean) {
        if (value) blurIfFocused(this);
        disabled.set!.call(this, value);
      },
    });
  });
  afterEach(() => {
    Element.prototype.setAttribute = setAttribute;
    Object.defineProperty(HTMLButtonElement.prototype, 'disabled', disabled);
  });
}
