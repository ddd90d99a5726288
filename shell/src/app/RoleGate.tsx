import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage, hasRealmRole, paths, productName, SignedInOnly, useSession, type RealmRole } from 'shared';
import { useMessages } from '../i18n';

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
  const t = useMessages();
  return (
    <CenteredMessage>
      <h1>{t('roleGate.title')}</h1>
      <p>{t('roleGate.body', { product: productName })}</p>
      <Link to={paths.home}>{t('takeMeHome')}</Link>
    </CenteredMessage>
  );
}
