import { useApi, useSession, type AnyEndpoint, type ApiClient, type ContentOf, type Envelope } from 'shared';
import type { SWRConfiguration } from 'swr';
import { readPolicy, useRead, type Read } from './read';

/**
 * Reads that depend on parameters as well as on who is signed in (an operator's queue with its
 * filters, one request's detail): keyed by the endpoint, the account and the parameters, so two
 * filters never share an answer and another account's never shows. `params` null reads nothing.
 */
export function useAccountRead<E extends AnyEndpoint, P>(
  endpoint: E,
  params: P | null,
  request: (api: ApiClient, token: string, params: P) => Promise<Envelope<ContentOf<E>>>,
  policy: SWRConfiguration = readPolicy,
): Read<ContentOf<E>> {
  const api = useApi();
  const { accessToken, claims } = useSession();
  const account = accessToken && claims && params !== null ? { token: accessToken, id: claims.sub, params } : null;
  return useRead(
    account && [endpoint.path, account.id, JSON.stringify(account.params)],
    account && (() => request(api, account.token, account.params)),
    policy,
  );
}
