import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { bodyProblem } from '../../../lib/body-problem';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { batchReads } from './payout-batches';

const referenceTexts = { missing: backOfficeMessages.actions.referenceRequired, wrong: backOfficeMessages.actions.referenceInvalid };

/** Marks every still-approved request of the batch paid under one bank reference, checked as the server checks it. */
export function useMarkBatchPaid() {
  return useOperatorWrite({
    check: async (body: { batchId: number; reference: string }) => {
      const { MarkBatchPaidBody } = await import('contract/schemas');
      return bodyProblem(MarkBatchPaidBody, body, { reference: referenceTexts });
    },
    send: (api, token, { batchId, reference }) =>
      callEndpoint(api, operatorEndpoints.markBatchPaid, { token, body: { batchId, reference: reference.trim() } }),
    progress: backOfficeMessages.bankFile.markingPaid,
    invalidates: batchReads,
  });
}
