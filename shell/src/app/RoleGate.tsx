import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { CenteredMessage, hasRealmRole, messages, paths, signInReturnState, useSession, type RealmRole } from 'shared';

/** A route for one realm role (the back office): nothing of its remote loads unless the signed-in account holds it. */
export function RoleGate({ role, children }: { role: RealmRole; children: ReactNode }) {
  const { claims } = useSession();
  const location = useLocation();
  const expired = claims?.exp !== undefined && claims.exp * 1000 <= Date.now();
  if (!claims || expired) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn} replace state={signInReturnState({ returnTo, reason: messages.withdrawalGate.signIn })} />;
  }
  if (!hasRealmRole(claims, role)) return <NotAllowed />;
  return children;
}

function NotAllowed() {
  return (
    <CenteredMessage>
      <h1>Not allowed</h1>
      <p>This page is for the PlayPrize payout team. The account you are signed in with cannot open it.</p>
      <Link to={paths.home}>Take me home</Link>
    </CenteredMessage>
  );
}
