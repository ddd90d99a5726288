import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space.md};
  background: rgb(5 7 20 / 72%);
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${tokens.space.xl} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  box-shadow: 0 24px 64px rgb(0 0 0 / 50%);
`;

const Title = styled.h2`
  margin: 0 0 ${tokens.space.lg};
  padding-right: ${tokens.space.xl};
  font-size: ${tokens.font.size.lg};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${tokens.space.sm};
  right: ${tokens.space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  color: ${tokens.color.text};
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${tokens.color.surfaceRaised};
  }
`;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element focused, or null when focus is nowhere (on the body). */
const focusedElement = () =>
  document.activeElement && document.activeElement !== document.body ? (document.activeElement as HTMLElement) : null;

/**
 * A modal dialog: named by its title, focus kept inside while open and returned to the opener on
 * close, Escape and the close button close it, the page behind does not scroll.
 *
 * `opener` is the control that opened it, when focus may have left it before the dialog came (a
 * busy button is disabled while it checks, and Chromium then moves focus to the body): focus
 * returns there. Content that replaces the focused control (the next step) has its first control
 * focused, never the body.
 */
export function Modal({
  title,
  onClose,
  opener,
  children,
}: {
  title: string;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const localize = useSharedMessages();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openerRef = useRef(opener);
  openerRef.current = opener;

  useEffect(() => {
    const focusedBefore = focusedElement();
    const first = dialog.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialog.current)?.focus();

    // The control focused inside; when a change of content removes it, focus goes to the first control of what replaced it.
    let focusedInside: Element | null = document.activeElement;
    const onFocusIn = (event: FocusEvent) => void (focusedInside = event.target as Element);
    dialog.current?.addEventListener('focusin', onFocusIn);
    const replaced = new MutationObserver(() => {
      const box = dialog.current;
      if (!box || focusedInside?.isConnected || box.contains(document.activeElement)) return;
      (box.querySelector<HTMLElement>(focusable) ?? box).focus();
    });
    if (dialog.current) replaced.observe(dialog.current, { childList: true, subtree: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const box = dialog.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      box?.removeEventListener('focusin', onFocusIn);
      replaced.disconnect();
      document.body.style.overflow = overflow;
      (openerRef.current?.current ?? focusedBefore)?.focus();
    };
  }, []);

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children}
        {/* Last in the tab order: focus starts on the content, Close is still one Tab away. */}
        <CloseButton type="button" aria-label={localize(messages.ui.close)} onClick={() => closeRef.current()}>
          ×
        </CloseButton>
      </Dialog>
    </Backdrop>
  );
}
