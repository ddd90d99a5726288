import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';
import { withdrawalReads } from '../../../lib/use-operator-write';

/** Exporting a batch or paying it changes the batches and every request in them. */
export const batchReads = [...withdrawalReads, operatorEndpoints.listPayoutBatches];

/** Every bank file exported, newest first: the list a reload finds again (ADR 043). */
export async function listPayoutBatches(api: ApiClient, token: string) {
  return callEndpoint(api, operatorEndpoints.listPayoutBatches, { token });
}

export function usePayoutBatches() {
  return useAccountRead(operatorEndpoints.listPayoutBatches, {}, listPayoutBatches);
}

/** Hands `csv` to the browser as a file to save. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
