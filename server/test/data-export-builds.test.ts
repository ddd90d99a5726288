/**
 * "Download my data"'s background build and lifetime (ADR 058): one archive a day and one at a
 * time (also when asked twice at once), built once when two replicas look at once, taken up again
 * after a restart, its progress visible, and deleted when its 7 days have passed (a moved clock).
 */
import * as messages from 'contract/messages';
import type { Database } from '../src/db/database';
import { expireDataExports } from '../src/domain/data-export/archives';
import { buildNextDataExport } from '../src/domain/data-export/builder';
import type { ExportSection } from '../src/domain/data-export/section';
import { exportSections } from '../src/domain/data-export/sections';
import { createPlayer, devPersonalDataKeys } from '../src/seed/factories';
import { archiveState, askForArchive, downloadArchive, readyArchive } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';
import { signedInPlayer } from './support/withdrawals';

const DAY_MS = 24 * 3600 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queued archive written straight to the table, as a request would (no worker kicked). */
async function queued(db: Database, playerId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `WITH r AS (INSERT INTO privacy_requests (player_id, kind, due_at) VALUES ($1, 'export', now() + interval '30 days') RETURNING id)
       INSERT INTO data_exports (player_id, request_id, steps) SELECT $1, id, $2 FROM r RETURNING id`,
      [playerId, exportSections.length],
    );
    return rows[0]!.id;
  });
}

const statusOf = async (db: Database, id: string) =>
  (await db.query<{ status: string }>('SELECT status FROM data_exports WHERE id = $1', [id])).rows[0]!.status;
const builtEvents = async (db: Database, playerId: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM privacy_request_events e JOIN privacy_requests r ON r.id = e.request_id
        WHERE r.player_id = $1 AND e.action = 'built'`,
      [playerId],
    )
  ).rows[0]!.n;

/** The archive's sections with one made slow, so that builds overlap. */
const slowSections = (ms: number): ExportSection[] =>
  exportSections.map((section, index) =>
    index === 0 ? { key: section.key, read: async (...args) => (await sleep(ms), section.read(...args)) } : section,
  );

describeEachDatabase('download my data: limits and expiry', (context) => {
  const stack = stackFor(context);
  const keys = devPersonalDataKeys();
  const player = () => signedInPlayer(stack, context.db, { withBankDetails: false });

  it('allows one new archive a day and says when the next is possible', async () => {
    const someone = await player();
    expect((await askForArchive(stack.api, someone)).statusCode).toBe(200);
    const ready = await readyArchive(stack.api, someone);
    const again = await askForArchive(stack.api, someone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error_code: 'RATE_LIMITED', message: messages.dataExport.tooSoon });
    expect(new Date(ready.nextRequestAt!).getTime() - new Date(ready.archive!.requestedAt).getTime()).toBe(DAY_MS);
    // A day later (the request moved back), a new one may be asked for.
    await context.db.query(`UPDATE data_exports SET requested_at = requested_at - interval '1 day' WHERE player_id = $1`, [someone.id]);
    expect((await archiveState(stack.api, someone)).nextRequestAt).toBeNull();
    expect((await askForArchive(stack.api, someone)).statusCode).toBe(200);
  });

  it('allows one archive at a time: asking while one is being prepared is a 409', async () => {
    const someone = await player();
    await queued(context.db, someone.id);
    const preparing = await askForArchive(stack.api, someone);
    expect(preparing.statusCode).toBe(409);
    expect(preparing.json()).toMatchObject({ error_code: 'EXPORT_IN_PROGRESS', message: messages.dataExport.alreadyPreparing });
  });

  it('makes one archive of 5 asks at once', async () => {
    const someone = await player();
    const answers = await Promise.all(Array.from({ length: 5 }, () => askForArchive(stack.api, someone)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The others found it being prepared, or (built that fast) asked for today already.
    expect(codes.filter((code) => code === 409 || code === 429)).toHaveLength(4);
    const { rows } = await context.db.query('SELECT count(*)::int AS n FROM privacy_requests WHERE player_id = $1', [someone.id]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('shows its progress while building, section by section', async () => {
    const someone = await player();
    const id = await queued(context.db, someone.id);
    // The first section waits until the test has read the progress: a slept interval was outrun by a loaded machine.
    let reached!: () => void;
    const firstSectionReached = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sections = exportSections.map((section, index) =>
      index === 0
        ? {
            key: section.key,
            read: async (...args: Parameters<ExportSection['read']>) => (reached(), await released, section.read(...args)),
          }
        : section,
    );
    const build = buildNextDataExport({ db: context.db, keys, sections });
    await firstSectionReached;
    const state = await archiveState(stack.api, someone);
    release();
    expect(state.archive).toMatchObject({ status: 'building', step: 1, steps: exportSections.length, section: 'profile' });
    await build;
    expect(await statusOf(context.db, id)).toBe('ready');
  });

  it('deletes an archive when its 7 days have passed (a moved clock), records it, and then nothing can be downloaded', async () => {
    const someone = await player();
    await askForArchive(stack.api, someone);
    const { archive } = await readyArchive(stack.api, someone);
    const expiresAt = new Date(archive!.expiresAt!);
    const statusNow = async () => (await context.db.query('SELECT status FROM data_exports WHERE player_id = $1', [someone.id])).rows[0];
    await expireDataExports(context.db, new Date(expiresAt.getTime() - 1000));
    expect(await statusNow()).toEqual({ status: 'ready' });
    expect((await downloadArchive(stack.api, someone)).statusCode).toBe(200);
    expect(await expireDataExports(context.db, new Date(expiresAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await statusNow()).toEqual({ status: 'expired' });
    // Once only: the next run finds nothing left to delete.
    expect(await expireDataExports(context.db, new Date(expiresAt.getTime() + 1000))).toBe(0);
    const { rows } = await context.db.query<{ status: string; sealed: unknown }>(
      'SELECT status, archive_sealed AS sealed FROM data_exports WHERE player_id = $1',
      [someone.id],
    );
    expect(rows).toEqual([{ status: 'expired', sealed: null }]);
    expect((await archiveState(stack.api, someone)).archive).toBeNull();
    expect((await downloadArchive(stack.api, someone)).statusCode).toBe(404);
    const events = await context.db.query<{ action: string }>(
      `SELECT e.action FROM privacy_request_events e JOIN privacy_requests r ON r.id = e.request_id WHERE r.player_id = $1 ORDER BY e.id`,
      [someone.id],
    );
    expect(events.rows.map((row) => row.action)).toEqual(['received', 'built', 'completed', 'downloaded', 'deleted']);
  });

  it('stops serving an archive past its expiry even before the job has deleted it', async () => {
    const someone = await player();
    await askForArchive(stack.api, someone);
    await readyArchive(stack.api, someone);
    await context.db.query(
      `UPDATE data_exports SET built_at = built_at - interval '8 days', expires_at = expires_at - interval '8 days' WHERE player_id = $1`,
      [someone.id],
    );
    expect((await archiveState(stack.api, someone)).archive).toBeNull();
    expect((await downloadArchive(stack.api, someone)).statusCode).toBe(404);
  });
});

/*
 * The builder alone: no server here, so no worker of its own (kicked when a request asks, looking
 * again while it runs) can claim the queued archive before the builders under test do.
 */
describeEachDatabase('download my data: the background build', (context) => {
  const keys = devPersonalDataKeys();
  const player = () => createPlayer(context.db);

  it('builds an archive once when two replicas look for work at once', async () => {
    const someone = await player();
    const id = await queued(context.db, someone.id);
    const other: Database = context.testDatabase.openAnotherHandle?.() ?? context.db;
    const built = await Promise.all([
      buildNextDataExport({ db: context.db, keys, sections: slowSections(300) }),
      buildNextDataExport({ db: other, keys, sections: slowSections(300) }),
    ]);
    if (other !== context.db) await other.close();
    expect(built.filter(Boolean)).toEqual([true]);
    expect(await statusOf(context.db, id)).toBe('ready');
    expect(await builtEvents(context.db, someone.id)).toBe(1);
  });

  it('takes up a build cut short by a restart once its claim has lapsed', async () => {
    const someone = await player();
    const id = await queued(context.db, someone.id);
    // A replica claimed it and died: its lease ran out a minute ago.
    await context.db.query(
      `UPDATE data_exports SET status = 'building', claim_token = gen_random_uuid(), claimed_until = now() - interval '1 minute', step = 3 WHERE id = $1`,
      [id],
    );
    expect(await buildNextDataExport({ db: context.db, keys })).toBe(true);
    expect(await statusOf(context.db, id)).toBe('ready');
    expect(await builtEvents(context.db, someone.id)).toBe(1);
    expect(await buildNextDataExport({ db: context.db, keys })).toBe(false);
  });

  it('lets a builder whose claim lapsed mid-build finish nothing: the one that took it over builds it', async () => {
    const someone = await player();
    const id = await queued(context.db, someone.id);
    const slow = buildNextDataExport({ db: context.db, keys, sections: slowSections(500) });
    await sleep(150);
    await context.db.query(`UPDATE data_exports SET claimed_until = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await buildNextDataExport({ db: context.db, keys })).toBe(true);
    await slow;
    expect(await statusOf(context.db, id)).toBe('ready');
    expect(await builtEvents(context.db, someone.id)).toBe(1);
  });
});
