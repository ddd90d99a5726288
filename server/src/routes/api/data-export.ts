import { accountEndpoints } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import { DataExportDownloadBody, PlayerQuery } from 'contract/schemas';
import { checkPasswordOf } from '../../domain/current-password';
import { dataExportStateOf, downloadArchive, readyArchiveOf, requestDataExport } from '../../domain/data-export/archives';
import { createExportWorker } from '../../domain/data-export/builder';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const NOT_YOURS = 'You may only ask for and download your own data.';
/** How often a replica looks for archives left waiting (a restart, another replica's lapsed claim). */
const POLL_MS = 60_000;

/**
 * "Download my data" (issue 38, ADR 058), for the token's player only: the archive's state, asking
 * for one (built in the background by this replica's worker), and downloading it with the current
 * password typed again, checked as a sign-in checks it (a wrong one counts towards its lockout).
 */
export const dataExportRoutes: ApiRoutes = async (app, { db, requireAccessToken, personalData }) => {
  const worker = createExportWorker({ db, keys: personalData, pollMs: POLL_MS, log: app.log });
  app.addHook('onReady', async () => worker.kick());
  app.addHook('onClose', () => worker.stop());

  serveEndpoint(app, accountEndpoints.getDataExport, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await dataExportStateOf(db, playerIdOf(request))),
  });

  serveEndpoint(app, accountEndpoints.requestDataExport, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: PlayerQuery },
    handler: async (request) => {
      const asked = await db.transaction((tx) => requestDataExport(tx, playerIdOf(request)));
      if (asked.outcome === 'no-player') throw ApiError.notFound('Player not found.');
      if (asked.outcome === 'preparing') throw new ApiError(409, ErrorCode.EXPORT_IN_PROGRESS, messages.dataExport.alreadyPreparing);
      if (asked.outcome === 'too-soon') throw new ApiError(429, ErrorCode.RATE_LIMITED, messages.dataExport.tooSoon);
      worker.kick();
      return ok(asked.state, messages.dataExport.requested);
    },
  });

  serveEndpoint(app, accountEndpoints.downloadDataExport, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: DataExportDownloadBody },
    handler: async (request, reply) => {
      const playerId = playerIdOf(request);
      const ready = await readyArchiveOf(db, playerId);
      if (!ready) throw ApiError.notFound(messages.dataExport.nothingToDownload);
      const checked = await checkPasswordOf(db, playerId, request.body.currentPassword);
      if (checked.check === 'locked') throw new ApiError(429, ErrorCode.RATE_LIMITED, messages.account.passwordLocked);
      if (checked.check === 'wrong') throw new ApiError(403, ErrorCode.WRONG_PASSWORD, messages.account.wrongCurrentPassword);
      const zip = await downloadArchive(db, personalData, playerId, ready.id);
      if (!zip) throw ApiError.notFound(messages.dataExport.nothingToDownload);
      const day = ready.builtAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="playprize-data-${day}.zip"`)
        .send(zip);
    },
  });
};
