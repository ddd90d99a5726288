import type { ReactNode } from 'react';
import { useSession } from 'shared';
import { TopBar } from './TopBar';

/** Adds the top bar above a page when a player is signed in. */
export function SignedInChrome({ children }: { children: ReactNode }) {
  const { accessToken } = useSession();
  return (
    <>
      {accessToken ? <TopBar /> : null}
      {children}
    </>
  );
}
