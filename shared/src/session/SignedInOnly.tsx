import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import * as messages from 'contract/messages';
import { paths } from 'contract/paths';
import { useSession } from './session-context';
import { signInReturnState } from './sign-in-return';

/**
 * Its children for an account signed in with a live token. Anyone else is sent to sign in, told
 * why, and brought back to the same page and query afterwards: the API would refuse their reads.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  const location = useLocation();
  const expired = claims?.exp !== undefined && claims.exp * 1000 <= Date.now();
  if (!claims || expired) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn} replace state={signInReturnState({ returnTo, reason: messages.withdrawalGate.signIn })} />;
  }
  return children;
}
