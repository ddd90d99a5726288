/**
 * The privacy job (ADR 059): erasures of closures whose 14 days are over and expiries of kept
 * records whose retention period is over, each record once, each in its own transaction. Several
 * replicas may run it at once: a record is taken with FOR UPDATE SKIP LOCKED, so each replica takes
 * other rows, and a taken row's status changes before its lock is let go.
 * `now` is given, never read, so tests move the clock instead of sleeping.
 */
import type { Database, Transaction } from '../db/database';
import { eraseAccount, expireRetainedRecords, type ClosureRow } from './account-erasure';
import { expireDataExports } from './data-export/archives';

/** One kind of due work: does what is due as of `now`, answers how many records it handled. */
export type PrivacyJob = (db: Database, now: Date) => Promise<number>;

/** At most this many records per job and run: a long backlog is worked through over several runs. */
const RECORDS_PER_RUN = 100;

const CLOSURE_COLUMNS = 'id, player_id AS "playerId", privacy_request_id AS "requestId"';

/** Runs `work` on due closures one transaction each, until none is left (or the run's share is done). */
async function eachDueClosure(db: Database, dueSql: string, now: Date, work: (tx: Transaction, closure: ClosureRow) => Promise<unknown>) {
  let handled = 0;
  while (handled < RECORDS_PER_RUN) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ClosureRow>(
        `SELECT ${CLOSURE_COLUMNS} FROM account_closures WHERE ${dueSql} LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!rows[0]) return false;
      await work(tx, rows[0]);
      return true;
    });
    if (!done) break;
    handled += 1;
  }
  return handled;
}

export const runDueErasures: PrivacyJob = (db, now) =>
  eachDueClosure(db, `status = 'scheduled' AND closes_at <= $1 ORDER BY closes_at, id`, now, (tx, closure) =>
    eraseAccount(tx, closure, now),
  );

export const runRetentionExpiries: PrivacyJob = (db, now) =>
  eachDueClosure(db, `status = 'erased' AND retain_until <= $1 ORDER BY retain_until, id`, now, (tx, closure) =>
    expireRetainedRecords(tx, closure, now),
  );

/**
 * Every job the scheduler runs, by name (the counts are logged by these names). A feature's own
 * expiry is added here with one line (e.g. the archives' `expireDataExports`).
 */
export const privacyJobs: Record<string, PrivacyJob> = {
  accountErasures: runDueErasures,
  retentionExpiries: runRetentionExpiries,
  dataExportExpiries: expireDataExports,
};

/** Runs every job as of `now`; answers the counts by job name. */
export async function runPrivacyJobs(db: Database, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, job] of Object.entries(privacyJobs)) counts[name] = await job(db, now);
  return counts;
}

export interface PrivacyJobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PrivacyJobScheduler {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs the jobs every `intervalMs` (first run after one interval); logs counts only, never personal data. */
export function startPrivacyJobScheduler(
  db: Database,
  log: PrivacyJobLog,
  intervalMs: number,
  clock: () => Date = () => new Date(),
): PrivacyJobScheduler {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return; // a slow run is not overlapped by the next
    running = runPrivacyJobs(db, clock())
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info({ privacyJobs: counts }, 'privacy jobs ran');
      })
      .catch((error: unknown) => log.error({ err: error }, 'privacy jobs failed; retried at the next interval'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The server's other work keeps the process alive; this timer alone must not.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
