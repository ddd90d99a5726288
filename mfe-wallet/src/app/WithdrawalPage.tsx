import WithdrawalScreen from '../features/withdrawal/WithdrawalScreen';
import { IdentityVerification } from '../features/identity/IdentityVerification';
import { useIdentityFlow } from '../features/identity/use-identity-flow';

/**
 * /withdrawal, the module this remote exposes: the withdrawal screen with identity verification
 * before it (ADR 031). Composed here because one feature never imports another: the identity
 * panel sits before the 'Win & Earn' banner, and a player who must verify first gets the identity
 * dialog from 'Want to withdraw your prize?' instead of the withdrawal dialog.
 */
export default function WithdrawalPage() {
  const identity = useIdentityFlow();
  return (
    <WithdrawalScreen
      beforeBanner={<IdentityVerification flow={identity} />}
      beforeWithdrawal={identity.interceptWithdrawal}
      identityStatus={identity.status}
    />
  );
}
