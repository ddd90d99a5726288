import { bearer, callEndpoint, contentOf, formProblem, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead, readPolicy } from 'shared/queries';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints } from 'contract/account-endpoints';
import type { DataExportState } from 'contract/schemas';
import { serverRefusal } from '../../../components/ui';

/** How often the panel asks again while the archive is being built: progress moves section by section. */
export const PROGRESS_POLL_MS = 1_500;
/** An archive with ID photos is a few MB; the client's default cap (2 MB) suits JSON answers. */
const MAX_ARCHIVE_BYTES = 100 * 1024 * 1024;

export async function getDataExport(api: ApiClient, token: string, playerId: string): Promise<Envelope<DataExportState>> {
  return callEndpoint(api, accountEndpoints.getDataExport, { token, query: { uuid: playerId } });
}

const building = (state: DataExportState | undefined) => state?.archive?.status === 'queued' || state?.archive?.status === 'building';

/** The archive asked for, its progress (read again every PROGRESS_POLL_MS while it is built) and until when it is kept. */
export function useDataExport() {
  return usePlayerRead(accountEndpoints.getDataExport, getDataExport, {
    ...readPolicy,
    refreshInterval: (state: DataExportState | undefined) => (building(state) ? PROGRESS_POLL_MS : 0),
  });
}

/** Asks for a new archive; the state read again shows it queued. */
export function useRequestDataExport() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: () =>
      contentOf(callEndpoint(api, accountEndpoints.requestDataExport, { token: accessToken ?? '', body: { uuid: playerId ?? '' } })),
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [accountEndpoints.getDataExport],
  });
}

/**
 * The archive's ZIP. Unlike the other calls the answer is the file, not an envelope, so this asks
 * the shared client for a Blob; a refusal (a wrong password) comes as a Blob too and is read back
 * into its envelope, so it shows as every other refusal does.
 */
export async function downloadDataExport(api: ApiClient, token: string, uuid: string, currentPassword: string): Promise<Blob> {
  const { method, path } = accountEndpoints.downloadDataExport;
  try {
    const { data } = await api.request<Blob>({
      method,
      url: path,
      data: { uuid, currentPassword },
      headers: { ...bearer(token), Accept: 'application/zip, application/json' },
      responseType: 'blob',
      maxContentLength: MAX_ARCHIVE_BYTES,
    });
    return data;
  } catch (error) {
    const response = (error as { response?: { data?: unknown } } | null)?.response;
    if (response?.data instanceof Blob) {
      try {
        response.data = JSON.parse(await response.data.text()) as unknown;
      } catch {
        // Not an envelope (a proxy's page): the refusal reads as a network failure.
      }
    }
    throw error;
  }
}

/** Hands the file to the browser to save, under the name the server gave it. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const loadDownloadForm = () => import('contract/schemas').then((schemas) => schemas.DataExportDownloadForm);

/** Downloads the ready archive with the current password typed again. */
export function useDownloadDataExport() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async (form: { currentPassword: string }) => {
      const problem = await formProblem(loadDownloadForm, form, messages.resetPassword.network);
      if (problem) throw new WriteRefused(problem);
      const blob = await downloadDataExport(api, accessToken ?? '', playerId ?? '', form.currentPassword);
      save(blob, `playprize-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
  });
}
