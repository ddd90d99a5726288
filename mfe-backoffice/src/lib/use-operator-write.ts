import { contentOf, useApi, useNotify, useSession, type AnyEndpoint, type ApiClient, type Envelope } from 'shared';
import { useWrite, WriteRefused, type Refusal } from 'shared/write';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../messages';
import { failureMessage } from './failure-message';

/** A withdrawal's change shows in its detail and in its row of the queue. */
export const withdrawalReads = [operatorEndpoints.getWithdrawal, operatorEndpoints.listWithdrawals] as const;

export interface OperatorWriteSpec<Input, Output> {
  /** What the operator typed, checked as the server checks it (contract/schemas); the problem, or null to send. */
  check?: (input: Input) => Promise<Exclude<Refusal, null> | null>;
  send: (api: ApiClient, token: string, input: Input) => Promise<Envelope<Output>>;
  progress: string;
  /** The notice once done; none where the screen says it in its own status line. */
  done?: (output: Output) => string;
  /** Read again after a refusal too: a 409 or 403 says the thing changed under the operator. */
  invalidates: readonly AnyEndpoint[];
}

/** One operator action on the write engine (shared `useWrite`): the server's refusal is shown in its own words. */
export function useOperatorWrite<Input = void, Output = unknown>({
  check,
  send,
  progress,
  done,
  invalidates,
}: OperatorWriteSpec<Input, Output>) {
  const api = useApi();
  const { accessToken } = useSession();
  const notify = useNotify();
  return useWrite<Input, Output>({
    send: async (input) => {
      const problem = (await check?.(input)) ?? null;
      if (problem) throw new WriteRefused(problem);
      const output = await contentOf(send(api, accessToken ?? '', input));
      if (done) notify(done(output));
      return output;
    },
    progress,
    failure: (failure) => failureMessage(failure, backOfficeMessages.actions.failed),
    invalidates,
  });
}
