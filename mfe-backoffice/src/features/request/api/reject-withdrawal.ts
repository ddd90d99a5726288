import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'shared/operator-endpoints';
import { bodyProblem, fieldProblem } from '../../../lib/body-problem';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

const text = backOfficeMessages.actions;

/** pending or approved → rejected; the coins go back and the reason (checked as the server checks it) is mailed to the player. */
export function useRejectWithdrawal(code: string) {
  return useOperatorWrite({
    check: async (reason: string) => {
      const { RejectWithdrawalBody } = await import('shared/schemas');
      return fieldProblem('reason', bodyProblem(RejectWithdrawalBody, { code, reason }, { reason: { missing: text.reasonRequired, wrong: text.reasonTooLong } }));
    },
    send: (api, token, reason) => callEndpoint(api, operatorEndpoints.rejectWithdrawal, { token, body: { code, reason: reason.trim() } }),
    progress: text.rejecting,
    done: () => text.rejected(code),
    invalidates: withdrawalReads,
  });
}
