import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, type Profile } from 'shared';
import { avatarUrl } from 'shared/queries';
import { useMessages } from '../../i18n';
import fallbackAvatar from './fallback-avatar.svg';

/** Spec §9: a dropdown closes 300 ms after the pointer leaves, so a diagonal move does not drop it. */
export const MENU_CLOSE_DELAY_MS = 300;

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

const Menu = styled.div`
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

const LogoutButton = styled.button`
  margin-top: ${tokens.space.sm};
  min-height: 40px;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${tokens.color.surface};
  }
`;

/** The avatar and its dropdown: names, country and Logout; opens on hover or click. */
export function ProfileMenu({ profile, onLogout }: { profile: Profile | undefined; onLogout: () => void }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse opens the menu by hovering, so its click must not toggle it shut again.
  const pressedWithMouse = useRef(false);
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };

  useEffect(() => cancelClose, []);
  // Closes on navigation.
  useEffect(() => setOpen(false), [location.pathname]);
  // Closes on a click or tap outside, and on Escape.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

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
        type="button"
        aria-label={t('profileMenu.label')}
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => (pressedWithMouse.current = event.pointerType === 'mouse')}
        onClick={() => {
          const byMouse = pressedWithMouse.current;
          pressedWithMouse.current = false;
          setOpen((shown) => byMouse || !shown);
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
        <Menu id={menuId}>
          <p>
            <strong>{profile?.firstName ?? ''}</strong>
          </p>
          <p>{profile?.lastName ?? ''}</p>
          <Muted>{profile?.country?.name ?? ''}</Muted>
          <LogoutButton type="button" onClick={onLogout}>
            {t('profileMenu.logout')}
          </LogoutButton>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
