import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage, hasRealmRole, paths, SignedInOnly, useSession, type RealmRole } from 'shared';

/** A route for one realm role (the back office): nothing of its remote loads unless the signed-in account holds it. */
export function RoleGate({ role, children }: { role: RealmRole; children: ReactNode }) {
  return (
    <SignedInOnly>
      <HoldsRole role={role}>{children}</HoldsRole>
    </SignedInOnly>
  );
}

function HoldsRole({ role, children }: { role: RealmRole; children: ReactNode }) {
  const { claims } = useSession();
  return claims && hasRealmRole(claims, role) ? children : <NotAllowed />;
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
