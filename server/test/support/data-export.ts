/** Helpers of the "Download my data" suites (ADR 058): asking, waiting for the build, downloading and reading the ZIP. */
import AdmZip from 'adm-zip';
import type { FastifyInstance } from 'fastify';
import type { DataExportState } from 'contract/schemas';
import { account } from './account';

export interface ArchivePlayer {
  id: string;
  token: string;
  password: string;
}

export const askForArchive = (api: FastifyInstance, player: ArchivePlayer) =>
  account(api, 'requestDataExport', player.token, { uuid: player.id });

export async function archiveState(api: FastifyInstance, player: ArchivePlayer): Promise<DataExportState> {
  const response = await account(api, 'getDataExport', player.token, { uuid: player.id });
  if (response.statusCode !== 200) throw new Error(`Reading the archive's state failed: ${response.statusCode} ${response.body}`);
  return response.json().content as DataExportState;
}

/** Polls the state until the archive is ready (the API's worker builds it in the background). */
export async function readyArchive(api: FastifyInstance, player: ArchivePlayer, timeoutMs = 15_000): Promise<DataExportState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await archiveState(api, player);
    if (state.archive?.status === 'ready') return state;
    if (Date.now() > until) throw new Error(`The archive was not built in time: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const downloadArchive = (api: FastifyInstance, player: ArchivePlayer, currentPassword = player.password) =>
  account(api, 'downloadDataExport', player.token, { uuid: player.id, currentPassword });

/** The ZIP's files by name; data.json parsed, summary.html as text. */
export function readZip(bytes: Buffer) {
  const zip = new AdmZip(bytes);
  const files = new Map(zip.getEntries().map((entry) => [entry.entryName, entry.getData()]));
  return {
    names: [...files.keys()].sort(),
    files,
    // The parsed archive as the tests read it, field by field: its shape is what they check.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: JSON.parse(files.get('data.json')!.toString('utf8')) as Record<string, any>,
    summary: files.get('summary.html')!.toString('utf8'),
  };
}
