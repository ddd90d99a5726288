/**
 * The archives' background build (ADR 058). A replica claims a queued archive (FOR UPDATE SKIP
 * LOCKED) with a lease, collects each section while recording its progress, and finishes it in
 * one transaction: sealed ZIP, 7 days' expiry, the privacy request settled done. A build cut short
 * (a restart) leaves its claim to lapse, and a later run takes it up again; a build that outlives
 * its lease finishes only if its claim still holds, so an archive is built once.
 */
import { randomUUID } from 'node:crypto';
import AdmZip from 'adm-zip';
import { DATA_EXPORT_KEPT_DAYS } from 'contract/schemas';
import type { Language } from 'contract/languages';
import type { Database } from '../../db/database';
import { sealPersonalData, type PersonalDataKeys } from '../personal-data';
import { recordPrivacyEvent, settlePrivacyRequest } from '../privacy-requests';
import { archiveContext } from './archives';
import type { ExportSection } from './section';
import { exportSections } from './sections';
import { renderSummary } from './summary';

/** How long a claim holds without progress: a build that stops for this long is taken over. */
export const CLAIM_LEASE_SECONDS = 300;

interface Claimed {
  id: string;
  playerId: string;
  requestId: string;
  language: Language;
}

export interface BuildOptions {
  db: Database;
  keys: PersonalDataKeys;
  /** The sections to collect; the archive's own list by default (tests slow one down). */
  sections?: readonly ExportSection[];
}

async function claimNext(db: Database, token: string): Promise<Claimed | undefined> {
  const { rows } = await db.query<Claimed>(
    `UPDATE data_exports e SET status = 'building', claim_token = $1,
            claimed_until = clock_timestamp() + make_interval(secs => $2), step = 0, section = NULL
      WHERE e.id = (SELECT id FROM data_exports
                     WHERE status = 'queued' OR (status = 'building' AND claimed_until < clock_timestamp())
                     ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING e.id, e.player_id AS "playerId", e.request_id AS "requestId",
                (SELECT language FROM players WHERE id = e.player_id) AS language`,
    [token, CLAIM_LEASE_SECONDS],
  );
  return rows[0];
}

/** Records the section being collected and renews the lease; false when the claim was lost. */
async function progress(db: Database, claimed: Claimed, token: string, step: number, section: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE data_exports SET step = $3, section = $4, claimed_until = clock_timestamp() + make_interval(secs => $5)
      WHERE id = $1 AND claim_token = $2 AND status = 'building' RETURNING id`,
    [claimed.id, token, step, section, CLAIM_LEASE_SECONDS],
  );
  return rows.length > 0;
}

/**
 * Builds the oldest archive waiting, if any: answers false when there was none to claim. Throws
 * what a section threw (the claim then lapses and the build is tried again later).
 */
export async function buildNextDataExport({ db, keys, sections = exportSections }: BuildOptions): Promise<boolean> {
  const token = randomUUID();
  const claimed = await claimNext(db, token);
  if (!claimed) return false;
  const zip = new AdmZip();
  const data: Record<string, unknown> = {};
  for (const [index, section] of sections.entries()) {
    if (!(await progress(db, claimed, token, index + 1, section.key))) return true;
    const reading = await section.read(db, claimed.playerId, keys);
    data[section.key] = reading.data;
    for (const file of reading.files ?? []) zip.addFile(file.name, file.bytes);
  }
  const builtAt = new Date();
  zip.addFile(
    'data.json',
    Buffer.from(JSON.stringify({ format: 'playprize-data-export/1', builtAt: builtAt.toISOString(), ...data }, null, 2)),
  );
  zip.addFile('summary.html', Buffer.from(renderSummary(data, claimed.language, builtAt)));
  const sealed = sealPersonalData(keys, zip.toBuffer(), archiveContext(claimed.id));
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE data_exports SET status = 'ready', archive_sealed = $3, claim_token = NULL, claimed_until = NULL, section = NULL,
              built_at = clock_timestamp(), expires_at = clock_timestamp() + make_interval(days => $4)
        WHERE id = $1 AND claim_token = $2 AND status = 'building' RETURNING id`,
      [claimed.id, token, sealed, DATA_EXPORT_KEPT_DAYS],
    );
    if (rows.length === 0) return;
    await recordPrivacyEvent(tx, claimed.requestId, 'built', { role: 'system' });
    await settlePrivacyRequest(tx, claimed.requestId, 'done', { role: 'system' }, 'Archive ready to download for 7 days.');
  });
  return true;
}

export interface ExportWorker {
  /** Builds what is waiting now, in the background; a kick while running makes it look again once done. */
  kick(): void;
  /** Stops looking and waits for a build under way. */
  stop(): Promise<void>;
}

/**
 * The replica's builder: kicked when an archive is asked for, and every `pollMs` for archives left
 * by a restart or another replica. Logs an archive's id on failure, never its content.
 */
export function createExportWorker(
  options: BuildOptions & { pollMs: number; log: { error(object: object, message: string): void } },
): ExportWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await buildNextDataExport(options)));
      } catch (error) {
        options.log.error(
          { err: error instanceof Error ? { type: error.name } : undefined },
          'An archive could not be built; it will be tried again.',
        );
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => (running = undefined));
  };
  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
