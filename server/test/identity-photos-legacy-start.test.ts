/**
 * The real start (`src/main.ts`) re-encodes the identity photos stored before ADR 039 before it
 * serves (migration 017): a polyglot PNG comes out a JPEG without its payload, a photo that does
 * not decode does not stop the start, and on PostgreSQL a SIGKILL in the middle of the pass leaves
 * every row as it was or re-encoded, the next start finishing the rest.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { BACKENDS } from './support/database';
import { pngBytes } from './support/identity-photos';
import {
  cameraJpeg,
  insertLegacySubmission,
  isJpeg,
  openedPhoto,
  photoFingerprint,
  PAYLOAD_TRACES,
  POLYGLOT_PNG,
  storedPhotoRows,
  UNDECODABLE_PNG,
} from './support/legacy-photos';
import { freePorts } from './support/ports';
import { createProcessDatabase } from './support/process-database';
import { startServerProcess } from './support/server-process';

describe.each(BACKENDS)('the server start re-encodes identity photos stored before migration 017 [%s]', (backend) => {
  it('a polyglot PNG comes out a JPEG without its payload; an undecodable photo does not stop the start', async () => {
    const { database, prepared } = await createProcessDatabase(backend, async (db) => ({
      polyglotId: await insertLegacySubmission(db, POLYGLOT_PNG, pngBytes()),
      undecodableId: await insertLegacySubmission(db, UNDECODABLE_PNG, pngBytes()),
    }));
    try {
      const server = await startServerProcess({ ...database.env, LOG_LEVEL: 'info' });
      await server.stop('SIGTERM');

      const db = await database.open();
      try {
        const rows = await storedPhotoRows(db);
        const polyglot = rows.find((row) => row.id === prepared.polyglotId)!;
        const front = openedPhoto(polyglot, 'front');
        for (const trace of PAYLOAD_TRACES) expect([trace, front.includes(trace)]).toEqual([trace, false]);
        expect(isJpeg(front)).toBe(true);
        expect(polyglot).toMatchObject({ reencoded: true, frontType: 'image/jpeg', backType: 'image/jpeg' });
        expect(rows.find((row) => row.id === prepared.undecodableId)).toMatchObject({
          reencoded: true,
          frontUnreadable: true,
          backType: 'image/jpeg',
        });
      } finally {
        await db.close();
      }
      // Counts only: no photo, name or id in the log.
      expect(server.output()).toContain('re-encoded: 3; could not be decoded, kept unserved and flagged to operators: 1');
      expect(server.output()).not.toContain(prepared.polyglotId);
    } finally {
      await database.remove();
    }
  });
});

// PGlite serves one process: only PostgreSQL lets a test watch the pass from outside and kill it
// midway, so, like describeEachDatabase's PostgreSQL suites, this one exists with DATABASE_URL.
// (On PGlite too, identity-photos-legacy.test.ts breaks the pass off midway in-process.)
if (BACKENDS.includes('postgres'))
  describe('SIGKILL in the middle of the re-encoding pass [postgres]', () => {
    const ROWS = 40;

    it('leaves every row as it was or re-encoded, never half; the next start re-encodes the rest', async () => {
      const [front, back] = [await cameraJpeg(), await cameraJpeg(1200, 900)];
      const { database } = await createProcessDatabase('postgres', async (db) => {
        for (let index = 0; index < ROWS; index += 1) await insertLegacySubmission(db, front, back);
      });
      const watcher = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await watcher.connect();
      try {
        const db = await database.open();
        // The legacy rows: the seeded demo identities have no photos.
        const withPhotos = async (handle: typeof db) => (await storedPhotoRows(handle)).filter((row) => row.frontSealed !== null);
        const before = new Map((await withPhotos(db)).map((row) => [row.id, row]));
        await db.close();

        // main.ts itself, killed once some batches have committed and before all have.
        const [apiPort, identityPort, internalPort] = (await freePorts(3)) as [number, number, number];
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: path.resolve(__dirname, '..'),
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: 'test',
            HOST: '127.0.0.1',
            ...database.env,
            API_PORT: String(apiPort),
            IDENTITY_PORT: String(identityPort),
            INTERNAL_PORT: String(internalPort),
          },
          stdio: 'ignore',
        });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        const done = async () =>
          Number(
            (
              await watcher.query(
                'SELECT count(*) FILTER (WHERE photos_reencoded) AS n FROM identity_verifications WHERE front_photo_sealed IS NOT NULL',
              )
            ).rows[0].n,
          );
        let seen = 0;
        const deadline = Date.now() + 60_000;
        while ((seen = await done()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
        child.kill('SIGKILL');
        await exited;

        const killed = await database.open();
        const after = await withPhotos(killed);
        await killed.close();
        const reencoded = after.filter((row) => row.reencoded);
        expect([seen > 0, reencoded.length > 0, reencoded.length < ROWS]).toEqual([true, true, true]);
        console.log(
          `SIGKILL during the pass: ${reencoded.length} of ${ROWS} rows re-encoded, the other ${ROWS - reencoded.length} as stored`,
        );
        for (const row of after) {
          if (!row.reencoded) expect(photoFingerprint(row)).toEqual(photoFingerprint(before.get(row.id)!));
          else
            for (const side of ['front', 'back'] as const)
              expect([row.id, side, isJpeg(openedPhoto(row, side))]).toEqual([row.id, side, true]);
        }

        const again = await startServerProcess({ ...database.env, LOG_LEVEL: 'info' });
        await again.stop('SIGTERM');
        expect(again.output()).toContain(`re-encoded: ${2 * (ROWS - reencoded.length)}; could not be decoded`);
        const final = await database.open();
        const rows = await withPhotos(final);
        await final.close();
        expect(rows.filter((row) => !row.reencoded)).toEqual([]);
        // The rows re-encoded before the kill were not touched again.
        for (const row of reencoded) expect(photoFingerprint(rows.find((other) => other.id === row.id)!)).toEqual(photoFingerprint(row));
        for (const row of rows) expect(isJpeg(openedPhoto(row, 'front'))).toBe(true);
      } finally {
        await watcher.end();
        await database.remove();
      }
    }, 180_000);
  });
