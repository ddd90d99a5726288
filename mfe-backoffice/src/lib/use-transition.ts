import { useRef, useState } from 'react';
import { contentOf, useApi, useNotify, useSession, type AnyEndpoint, type ApiClient, type Envelope } from 'shared';
import { useInvalidateAccountReads } from 'shared/queries';
import { backOfficeMessages } from '../messages';
import { failureMessage } from './failure-message';

type Send = (api: ApiClient, token: string) => Promise<Envelope<unknown>>;

/** What a press answered: the server's refusal to show (null on success), or undefined for a press ignored. */
export type TransitionResult = { failure: string | null } | undefined;

/**
 * Runs one action at a time (a withdrawal's or an identity's): a second press while one is under
 * way sends nothing. Either way the `rereads` are read again, since a refusal (409, 403) means the
 * thing changed under the operator. Success is announced with `successText`.
 */
export function useTransition<Action extends string>(rereads: readonly AnyEndpoint[]) {
  const api = useApi();
  const { accessToken } = useSession();
  const notify = useNotify();
  const invalidate = useInvalidateAccountReads();
  const [running, setRunning] = useState<Action | null>(null);
  const busy = useRef(false);

  async function run(action: Action, send: Send, successText: string): Promise<TransitionResult> {
    if (busy.current || !accessToken) return undefined;
    busy.current = true;
    setRunning(action);
    try {
      await contentOf(send(api, accessToken));
      notify(successText);
      return { failure: null };
    } catch (error) {
      return { failure: failureMessage(error, backOfficeMessages.actions.failed) };
    } finally {
      busy.current = false;
      setRunning(null);
      void invalidate(...rereads);
    }
  }

  return { running, run };
}
