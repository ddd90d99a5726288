import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'shared/operator-endpoints';
import { bodyProblem, fieldProblem } from '../../../lib/body-problem';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

const text = backOfficeMessages.actions;

/** An exported request the bank returned unpaid → rejected, the coins back; payout-approvers only. */
export function useReturnWithdrawal(code: string) {
  return useOperatorWrite({
    check: async (reference: string) => {
      const { ReturnWithdrawalBody } = await import('shared/schemas');
      return fieldProblem('reference', bodyProblem(ReturnWithdrawalBody, { code, reference }, { reference: { missing: text.returnReferenceRequired, wrong: text.referenceInvalid } }));
    },
    send: (api, token, reference) => callEndpoint(api, operatorEndpoints.returnWithdrawal, { token, body: { code, reference: reference.trim() } }),
    progress: text.recordingReturn,
    done: () => text.returned(code),
    invalidates: withdrawalReads,
  });
}
