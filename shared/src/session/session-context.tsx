import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onRefusedToken } from '../api/client';
import { revokeToken } from '../api/requests/revoke-token';
import { useConfig } from '../config/config-context';
import { readSession, writeSessionItem, type SessionItem, type SessionValues } from './storage';
import { joinTabHandoff, type TabHandoff } from './tab-handoff';
import { decodeAccessToken, type AccessTokenClaims } from './token';

export interface Session extends SessionValues {
  /** Claims of the stored access token, or null when there is none or it cannot be decoded. */
  claims: AccessTokenClaims | null;
  /**
   * The player's id: the token's subject when signed in, else the uuid saved at registration.
   * The subject wins so that a uuid left by an unfinished sign-up never addresses another account.
   */
  playerId: string | null;
  set(item: SessionItem, value: string | null): void;
  /** Forgets the access token at once and asks the identity service to revoke it. */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Provided once by the shell (or a remote's standalone harness), inside its ConfigProvider: signing
 * out revokes the token at the configured identity service. Remotes only read it. `initialValues`
 * stand for the stored session where there is no storage (a build-time render, ADR 076).
 */
export function SessionProvider({ children, initialValues }: { children: ReactNode; initialValues?: SessionValues }) {
  const { identity } = useConfig();
  const [values, setValues] = useState<SessionValues>(initialValues ?? readSession);

  const set = useCallback((item: SessionItem, value: string | null) => {
    writeSessionItem(item, value);
    setValues((current) => ({ ...current, [item]: value }));
  }, []);

  // The other tabs of this origin (ADR 022): a new one is handed this tab's token; a sign-out in
  // any of them signs this one out too (the tab that signed out revokes the token).
  const tokenRef = useRef(values.accessToken);
  tokenRef.current = values.accessToken;
  const tabs = useRef<TabHandoff | null>(null);
  useEffect(() => {
    const handoff = joinTabHandoff({ currentToken: () => tokenRef.current, onSignedOut: () => set('accessToken', null) });
    tabs.current = handoff;
    return () => handoff.close();
  }, [set]);

  // A token the API refuses has ended (signed out on another device, a password changed): this tab
  // forgets it, and a signed-in screen asks to sign in again. Only this tab: another may hold a newer one.
  useEffect(() => onRefusedToken((refused) => refused === tokenRef.current && set('accessToken', null)), [set]);

  const signOut = useCallback(() => {
    const token = values.accessToken;
    set('accessToken', null);
    tabs.current?.signedOut();
    // Best effort, never awaited: the player is signed out here either way, and a token the
    // server did not revoke still expires on its own.
    if (token) revokeToken(identity, token).catch(() => undefined);
  }, [values.accessToken, identity, set]);

  const session = useMemo<Session>(() => {
    const claims = decodeAccessToken(values.accessToken);
    return {
      ...values,
      claims,
      playerId: claims?.sub ?? values.uuid ?? null,
      set,
      signOut,
    };
  }, [values, set, signOut]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> (the shell or a standalone harness provides it).');
  return session;
}
