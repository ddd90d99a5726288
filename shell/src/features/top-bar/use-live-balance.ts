import { useEffect } from 'react';
import { hasRealmRole, realmRoles, useConfig, useSession } from 'shared';
import { usePlayerCache } from 'shared/queries';
import { watchBalance } from './balance-stream';

/**
 * While the top bar shows a signed-in player, keeps their cached profile's balance live (ADR 033).
 * Operators hold no coins and never open the stream; a new token restarts it, sign-out stops it.
 */
export function useLiveBalance(): void {
  const { apiBaseUrl } = useConfig();
  const { accessToken, claims } = useSession();
  const { setBalance } = usePlayerCache();
  const playerId = claims?.sub;
  const operator = hasRealmRole(claims, realmRoles.payoutOperator);
  useEffect(() => {
    if (!accessToken || !playerId || operator) return undefined;
    return watchBalance({ apiBaseUrl, token: accessToken, playerId, onBalance: ({ coins, version }) => void setBalance(coins, version) });
  }, [apiBaseUrl, accessToken, playerId, operator, setBalance]);
}
