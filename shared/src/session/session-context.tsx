import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readSession, writeSessionItem, type SessionItem, type SessionValues } from './storage';
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
  signOut(): void;
  /** Bumped when a remote changed the player's coins or profile, so the shell refetches them. */
  profileVersion: number;
  profileChanged(): void;
}

const SessionContext = createContext<Session | null>(null);

/** Provided once by the shell (or a remote's standalone harness); remotes only read it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<SessionValues>(readSession);
  const [profileVersion, setProfileVersion] = useState(0);

  const set = useCallback((item: SessionItem, value: string | null) => {
    writeSessionItem(item, value);
    setValues((current) => ({ ...current, [item]: value }));
  }, []);
  const signOut = useCallback(() => set('accessToken', null), [set]);
  const profileChanged = useCallback(() => setProfileVersion((version) => version + 1), []);

  const session = useMemo<Session>(() => {
    const claims = decodeAccessToken(values.accessToken);
    return {
      ...values,
      claims,
      playerId: claims?.sub ?? values.uuid ?? null,
      set,
      signOut,
      profileVersion,
      profileChanged,
    };
  }, [values, set, signOut, profileVersion, profileChanged]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> (the shell or a standalone harness provides it).');
  return session;
}
