import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { batchReads } from './payout-batches';

/** Claims every approved request not yet in a file; 409 when none waits (the server's message says so). */
export function useExportPayoutBatch() {
  return useOperatorWrite({
    send: (api, token) => callEndpoint(api, operatorEndpoints.exportPayoutBatch, { token, body: {} }),
    progress: backOfficeMessages.bankFile.exporting,
    invalidates: batchReads,
  });
}
