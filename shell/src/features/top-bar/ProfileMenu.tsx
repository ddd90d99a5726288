import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens, type Profile } from 'shared';
import { avatarUrl } from 'shared/queries';
import { useMessages } from '../../i18n';
import fallbackAvatar from './fallback-avatar.svg';

/** Spec §9: a dropdown closes 300 ms after the pointer leaves, so a diagonal move does not drop it. */
export const MENU_CLOSE_DELAY_MS = 300;

/**
 * The player's own account area: the account remote's, which joins through the discovery document
 * (ADR 049), so the contract's `paths` does not name it. Until a document lists it the shell's
 * not-found page answers, with its way home.
 */
export const ACCOUNT_PATH = paths.account.root;

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  padding: 2px;
  border: 2px solid ${tokens.color.border};
  border-radius: 50%;
  background: ${tokens.color.surfaceRaised};
  cursor: pointer;
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    display: block;
  }
`;

const Popup = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${tokens.space.sm});
  z-index: 700;
  min-width: 220px;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  border: 1px solid ${tokens.color.border};
  box-shadow: 0 12px 32px rgb(0 0 0 / 40%);
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

const Items = styled.ul`
  list-style: none;
  margin: ${tokens.space.sm} 0 0;
  padding: ${tokens.space.sm} 0 0;
  border-top: 1px solid ${tokens.color.border};
  display: flex;
  flex-direction: column;
  gap: 2px;
  li:last-child {
    margin-top: ${tokens.space.sm};
    padding-top: ${tokens.space.sm};
    border-top: 1px solid ${tokens.color.border};
  }
`;

const itemStyle = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.text};
  text-decoration: none;
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${tokens.color.surface};
  }
`;

const ItemLink = styled(Link)`
  ${itemStyle}
`;

const LogoutItem = styled.button`
  ${itemStyle}
  justify-content: center;
  border: 1px solid ${tokens.color.border};
  background: transparent;
  font-weight: ${tokens.font.weight.bold};
`;

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

function focusMenuItem(menu: HTMLElement | null, item: 'first' | 'last') {
  const all = menuItems(menu);
  (item === 'first' ? all[0] : all.at(-1))?.focus();
}

/** Where the menu's links go, in its order (the words in the shell's catalogue). */
const links = [
  { to: ACCOUNT_PATH, label: 'profileMenu.account' },
  { to: paths.help, label: 'profileMenu.help' },
  { to: paths.contact, label: 'profileMenu.contact' },
  { to: paths.privacyPolicy, label: 'profileMenu.privacy' },
] as const;

/**
 * The avatar and its menu (the WAI-ARIA menu button): names and country, the account area, Help,
 * Contact Us, the privacy policy and Logout. A mouse opens it by hovering (spec §2) or clicking;
 * Enter, Space or ↓ open it on the first item, ↑ on the last; ↑ ↓ Home End move between items;
 * Escape closes it and gives the focus back to the button, as choosing an item does; Tab, an
 * outside click and a navigation close it.
 */
export function ProfileMenu({ profile, onLogout }: { profile: Profile | undefined; onLogout: () => void }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse opens the menu by hovering, so its click must not toggle it shut again.
  const pressedWithMouse = useRef(false);
  // The item to focus once the menu is shown: opened from the keyboard, the first or the last.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  const items = () => menuItems(menu.current);
  const closeToButton = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const focusItem = (item: 'first' | 'last') => focusMenuItem(menu.current, item);
  const openAt = (item: 'first' | 'last') => {
    cancelClose();
    // Already open (a hovering mouse): the item now, else once the menu is shown.
    if (open) return focusItem(item);
    focusOnOpen.current = item;
    setOpen(true);
  };

  useEffect(() => cancelClose, []);
  // Closes on navigation.
  useEffect(() => setOpen(false), [location.pathname]);
  // Opened from the keyboard: the focus goes to the item asked for.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusMenuItem(menu.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);
  // Closes on a click or tap outside, and on Escape wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (wrapper.current?.contains(document.activeElement)) closeToButton();
      else setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      all[(move[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') {
      // The focus moves on from the button's place in the page; the menu closes behind it.
      setOpen(false);
    }
  };

  const image = (profile && avatarUrl(profile)) ?? fallbackAvatar;

  return (
    <Wrapper
      ref={wrapper}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
    >
      <Trigger
        ref={trigger}
        id={buttonId}
        type="button"
        aria-label={t('profileMenu.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerDown={(event) => (pressedWithMouse.current = event.pointerType === 'mouse')}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          const byMouse = pressedWithMouse.current;
          pressedWithMouse.current = false;
          if (byMouse) setOpen(true);
          // Enter or Space: open on the first item, or close.
          else if (open) setOpen(false);
          else openAt('first');
        }}
      >
        <img
          src={image}
          alt=""
          width={40}
          height={40}
          onError={(event) => {
            // A missing or broken avatar falls back to the built-in one (spec §2).
            if (!event.currentTarget.src.endsWith(fallbackAvatar)) event.currentTarget.src = fallbackAvatar;
          }}
        />
      </Trigger>
      {open ? (
        <Popup>
          <p>
            <strong>{profile?.firstName ?? ''}</strong>
          </p>
          <p>{profile?.lastName ?? ''}</p>
          <Muted>{profile?.country?.name ?? ''}</Muted>
          <Items id={menuId} ref={menu} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {links.map(({ to, label }) => (
              <li key={to} role="none">
                <ItemLink role="menuitem" tabIndex={-1} to={to} onClick={() => trigger.current?.focus()}>
                  {t(label)}
                </ItemLink>
              </li>
            ))}
            <li role="none">
              <LogoutItem role="menuitem" tabIndex={-1} type="button" onClick={onLogout}>
                {t('profileMenu.logout')}
              </LogoutItem>
            </li>
          </Items>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
