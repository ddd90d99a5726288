import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'shared/operator-endpoints';
import { bodyProblem, fieldProblem } from '../../../lib/body-problem';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

const text = backOfficeMessages.actions;

/** approved → paid, with the bank's transfer reference (checked as the server checks it). */
export function useMarkWithdrawalPaid(code: string) {
  return useOperatorWrite({
    check: async (reference: string) => {
      const { MarkWithdrawalPaidBody } = await import('shared/schemas');
      return fieldProblem('reference', bodyProblem(MarkWithdrawalPaidBody, { code, reference }, { reference: { missing: text.referenceRequired, wrong: text.referenceInvalid } }));
    },
    send: (api, token, reference) => callEndpoint(api, operatorEndpoints.markWithdrawalPaid, { token, body: { code, reference: reference.trim() } }),
    progress: text.markingPaid,
    done: () => text.paid(code),
    invalidates: withdrawalReads,
  });
}
