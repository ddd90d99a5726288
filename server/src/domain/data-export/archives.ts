/**
 * "Download my data" (issue 38, ADR 058): asking for an archive, its state, downloading it and its
 * expiry. Each archive is a privacy request of kind 'export': received when asked for, built (and
 * settled done) when ready, one event per download, deleted when it expires.
 */
import {
  DATA_EXPORT_INTERVAL_HOURS,
  dataExportSections,
  type DataExportArchive,
  type DataExportSection,
  type DataExportState,
} from 'contract/schemas';
import type { Database, Queryable, Transaction } from '../../db/database';
import { openPersonalData, type PersonalDataKeys } from '../personal-data';
import { openPrivacyRequest, recordPrivacyEvent } from '../privacy-requests';
import { exportSections } from './sections';

/** What the archive's ZIP is sealed to: its table, field and row. */
export const archiveContext = (exportId: string) => `data_exports.archive:${exportId}`;

interface ArchiveRow {
  id: string;
  status: DataExportArchive['status'] | 'expired';
  step: number;
  steps: number;
  section: string | null;
  requestedAt: Date;
  builtAt: Date | null;
  expiresAt: Date | null;
  nextRequestAt: Date;
  now: Date;
}

const LATEST = `SELECT id, status, step, steps, section, requested_at AS "requestedAt", built_at AS "builtAt", expires_at AS "expiresAt",
                       requested_at + make_interval(hours => ${DATA_EXPORT_INTERVAL_HOURS}) AS "nextRequestAt", clock_timestamp() AS now
                  FROM data_exports WHERE player_id = $1 ORDER BY requested_at DESC LIMIT 1`;

function stateOf(row: ArchiveRow | undefined): DataExportState {
  if (!row) return { archive: null, nextRequestAt: null };
  const nextRequestAt = row.nextRequestAt > row.now ? row.nextRequestAt.toISOString() : null;
  // An archive past its expiry is gone for the player, whether or not the job has deleted it yet.
  if (row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= row.now)) return { archive: null, nextRequestAt };
  const section = dataExportSections.includes(row.section as DataExportSection) ? (row.section as DataExportSection) : null;
  return {
    archive: {
      status: row.status,
      step: row.step,
      steps: row.steps,
      section: row.status === 'building' ? section : null,
      requestedAt: row.requestedAt.toISOString(),
      builtAt: row.builtAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    },
    nextRequestAt,
  };
}

export async function dataExportStateOf(db: Queryable, playerId: string): Promise<DataExportState> {
  const { rows } = await db.query<ArchiveRow>(LATEST, [playerId]);
  return stateOf(rows[0]);
}

export interface RequestOutcome {
  outcome: 'queued' | 'preparing' | 'too-soon' | 'no-player';
  state: DataExportState;
}

/**
 * Queues a new archive with its privacy request. The player's row is locked first, so parallel
 * asks queue and see each other's: one archive a day, one at a time.
 */
export async function requestDataExport(tx: Transaction, playerId: string): Promise<RequestOutcome> {
  const player = await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  if (player.rows.length === 0) return { outcome: 'no-player', state: stateOf(undefined) };
  const latest = (await tx.query<ArchiveRow>(LATEST, [playerId])).rows[0];
  if (latest && (latest.status === 'queued' || latest.status === 'building')) return { outcome: 'preparing', state: stateOf(latest) };
  if (latest && latest.nextRequestAt > latest.now) return { outcome: 'too-soon', state: stateOf(latest) };
  const requestId = await openPrivacyRequest(tx, { kind: 'export', playerId, note: 'Download my data: archive asked for.' });
  await tx.query('INSERT INTO data_exports (player_id, request_id, steps) VALUES ($1, $2, $3)', [
    playerId,
    requestId,
    exportSections.length,
  ]);
  return { outcome: 'queued', state: await dataExportStateOf(tx, playerId) };
}

/** The player's ready, unexpired archive (id and when it was built), or undefined. */
export async function readyArchiveOf(db: Queryable, playerId: string): Promise<{ id: string; builtAt: Date } | undefined> {
  const { rows } = await db.query<{ id: string; builtAt: Date }>(
    `SELECT id, built_at AS "builtAt" FROM data_exports
      WHERE player_id = $1 AND status = 'ready' AND expires_at > clock_timestamp()`,
    [playerId],
  );
  return rows[0];
}

/**
 * The archive's ZIP opened, with the download recorded on its privacy request; undefined when it
 * expired meanwhile. Only the player's own: the row is found by id and player.
 */
export async function downloadArchive(
  db: Queryable,
  keys: PersonalDataKeys,
  playerId: string,
  exportId: string,
): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ sealed: Uint8Array; requestId: string }>(
    `SELECT archive_sealed AS sealed, request_id AS "requestId" FROM data_exports
      WHERE id = $1 AND player_id = $2 AND status = 'ready' AND expires_at > clock_timestamp()`,
    [exportId, playerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const zip = openPersonalData(keys, Buffer.from(row.sealed), archiveContext(exportId));
  await recordPrivacyEvent(db, row.requestId, 'downloaded', { role: 'player', id: playerId });
  return zip;
}

/**
 * Deletes every archive whose 7 days have passed by `now` (the scheduled job's clock): the sealed
 * ZIP is emptied, the row kept as 'expired' for the rate limit and the trail, which records it.
 * Safe on several replicas at once: each archive is taken by one (SKIP LOCKED). Answers how many.
 */
export async function expireDataExports(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ requestId: string }>(
      `UPDATE data_exports SET status = 'expired', archive_sealed = NULL
        WHERE id IN (SELECT id FROM data_exports WHERE status = 'ready' AND expires_at <= $1 FOR UPDATE SKIP LOCKED)
        RETURNING request_id AS "requestId"`,
      [now],
    );
    for (const row of rows) await recordPrivacyEvent(tx, row.requestId, 'deleted', { role: 'system' }, 'Archive deleted after 7 days.');
    return rows.length;
  });
}
