import { useRef, useState } from 'react';
import { contentOf, useApi, useNotify, useSession, type ApiClient, type Envelope } from 'shared';
import { operatorEndpoints, type WithdrawalTransition } from 'shared/operator-endpoints';
import { useInvalidateAccountReads } from 'shared/queries';
import { failureMessage } from '../../lib/failure-message';
import { backOfficeMessages } from '../../messages';

export type ActionName = 'review' | 'approve' | 'reject' | 'markPaid';

type Send = (api: ApiClient, token: string) => Promise<Envelope<WithdrawalTransition>>;

/**
 * Runs one transition at a time: a second press while one is under way sends nothing. Either way
 * the detail and the queue are read again, since a refusal (409, 403) means the request changed
 * under the operator. Answers the failure's message (null on success), or nothing for an ignored press.
 */
export function useTransition() {
  const api = useApi();
  const { accessToken } = useSession();
  const notify = useNotify();
  const invalidate = useInvalidateAccountReads();
  const [running, setRunning] = useState<ActionName | null>(null);
  const busy = useRef(false);

  async function run(action: ActionName, send: Send, successText: string): Promise<{ failure: string | null } | undefined> {
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
      void invalidate(operatorEndpoints.getWithdrawal, operatorEndpoints.listWithdrawals);
    }
  }

  return { running, run };
}
