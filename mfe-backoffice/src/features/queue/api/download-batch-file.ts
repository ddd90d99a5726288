import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { saveCsv } from './payout-batches';

/**
 * A batch's CSV again, the same bytes as first exported, saved as a file. A read, but one the
 * server records (who downloaded it), so it is pressed once like a write and changes no other read.
 */
export function useDownloadBatchFile() {
  return useOperatorWrite({
    send: async (api, token, batchId: number) => {
      const answer = await callEndpoint(api, operatorEndpoints.getPayoutBatchFile, { token, query: { batchId } });
      if (answer.status) saveCsv(answer.content.csv, backOfficeMessages.bankFile.fileName(batchId));
      return answer;
    },
    progress: backOfficeMessages.bankFile.downloading,
    invalidates: [],
  });
}
