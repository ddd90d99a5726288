/**
 * Identity photos stored before ADR 039 (migration 017) are re-encoded by the
 * start-up pass: a polyglot PNG stored as the old code stored it comes out a JPEG without its
 * payload, a cut scan as far as it goes, two replicas at once process each row once, a second run
 * changes nothing, and a photo that does not decode at all is kept, never served and flagged to
 * the operators without stopping the pass. (The real start: identity-photos-legacy-start.test.ts.)
 */
import sharp from 'sharp';
import type { Database } from '../src/db/database';
import { createPlayer, devPersonalDataKeys } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { reencodeLegacyIdentityPhotos } from '../src/start/reencode-legacy-photos';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { identityPhoto, identityReview } from './support/identity';
import { pngBytes } from './support/identity-photos';
import { JPEG_BASELINE } from './support/images';
import {
  cameraJpeg,
  insertLegacySubmission,
  isJpeg,
  LEGACY_MARKER,
  openedPhoto,
  PAYLOAD_TRACES,
  POLYGLOT_PNG,
  storedPhotoRows,
  TRUNCATED_JPEG,
  UNDECODABLE_PNG,
} from './support/legacy-photos';
import { OPERATOR, signedInOperator } from './support/payouts';
import { startStack } from './support/test-apps';

const keys = devPersonalDataKeys();

/** Migrates to just before 017, runs `insert`, then migrates the rest: the rows as 017 finds them. */
async function legacyDatabase(db: Database, insert: () => Promise<void>): Promise<void> {
  await migrateAndSeedBefore(db, '017_identity_photos_reencoded');
  await insert();
  await migrate(db);
}

/** `db`, whose `failAt`-th row update of the pass throws: the process dying in the middle of a batch. */
function dyingAt(db: Database, failAt: number): Database {
  let updates = 0;
  return Object.assign(Object.create(db) as Database, {
    transaction: <T>(fn: Parameters<Database['transaction']>[0]) =>
      db.transaction((tx) =>
        fn({
          inTransaction: true,
          exec: (sql: string) => tx.exec(sql),
          query: (sql: string, params?: readonly unknown[]) => {
            if (sql.includes('UPDATE identity_verifications') && ++updates === failAt) throw new Error('killed');
            return tx.query(sql, params);
          },
        } as typeof tx),
      ) as Promise<T>,
  });
}

describeEachDatabase(
  'migration 017: identity photos stored before re-encoding',
  (context) => {
    let polyglotId: string;
    let undecodableId: string;
    let truncatedId: string;

    beforeAll(async () => {
      await legacyDatabase(context.db, async () => {
        polyglotId = await insertLegacySubmission(context.db, POLYGLOT_PNG, pngBytes());
        undecodableId = await insertLegacySubmission(context.db, UNDECODABLE_PNG, JPEG_BASELINE);
        truncatedId = await insertLegacySubmission(context.db, TRUNCATED_JPEG, pngBytes(64, 40));
        for (let index = 0; index < 4; index += 1) await insertLegacySubmission(context.db, await cameraJpeg(800, 600), pngBytes(64, 40));
      });
    });

    it('stores the payload until the pass; then every photo is a JPEG without it, two replicas at once each row once; a second run changes nothing', async () => {
      const before = await storedPhotoRows(context.db);
      expect(before.map((row) => row.reencoded)).toEqual(before.map(() => false));
      expect(
        openedPhoto(
          before.find((row) => row.id === polyglotId)!,
          'front',
        ).includes(LEGACY_MARKER),
      ).toBe(true);

      // Two replicas starting together, in batches of 2 so that their batches interleave.
      const handles = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db];
      const runs = await Promise.all(handles.map((handle) => reencodeLegacyIdentityPhotos(handle, keys, 2)));
      expect({ reencoded: runs[0]!.reencoded + runs[1]!.reencoded, unreadable: runs[0]!.unreadable + runs[1]!.unreadable }).toEqual({
        reencoded: 13,
        unreadable: 1,
      });

      const after = await storedPhotoRows(context.db);
      for (const row of after) {
        expect(row.reencoded).toBe(true);
        for (const side of ['front', 'back'] as const) {
          if (row.id === undecodableId && side === 'front') continue;
          const photo = openedPhoto(row, side);
          expect([row.id, side, side === 'front' ? row.frontType : row.backType, isJpeg(photo)]).toEqual([
            row.id,
            side,
            'image/jpeg',
            true,
          ]);
          expect((await sharp(photo).metadata()).format).toBe('jpeg');
          for (const trace of PAYLOAD_TRACES) expect([trace, photo.includes(trace)]).toEqual([trace, false]);
        }
      }
      expect(
        await sharp(
          openedPhoto(
            after.find((row) => row.id === polyglotId)!,
            'front',
          ),
        ).metadata(),
      ).toMatchObject({ width: 120, height: 40 });
      expect(after.find((row) => row.id === truncatedId)).toMatchObject({ frontUnreadable: false, backUnreadable: false });

      // The photo libvips cannot decode: kept as it was, marked; its other side re-encoded.
      const undecodableBefore = before.find((row) => row.id === undecodableId)!;
      expect(after.find((row) => row.id === undecodableId)).toMatchObject({
        frontType: 'image/png',
        frontSealed: undecodableBefore.frontSealed,
        frontUnreadable: true,
        backUnreadable: false,
      });

      expect(await reencodeLegacyIdentityPhotos(context.db, keys)).toEqual({ reencoded: 0, unreadable: 0 });
      expect(await storedPhotoRows(context.db)).toEqual(after);
    });

    it('the operators get the re-encoded photo; the undecodable one is flagged and never served', async () => {
      const stack = await startStack(context.db);
      try {
        const operator = await signedInOperator(stack, context.db, OPERATOR);
        const served = await identityPhoto(stack.api, operator.token, polyglotId, 'front');
        expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
        expect(served.rawPayload.includes(LEGACY_MARKER)).toBe(false);

        const review = (await identityReview(stack.api, operator.token, undecodableId)).json().content;
        expect(review.photos).toEqual([{ side: 'back', type: 'image/jpeg' }]);
        expect(review.flags).toEqual([
          expect.objectContaining({ kind: 'photo-unreadable', message: expect.stringContaining('photo of the front') }),
        ]);
        expect((await identityPhoto(stack.api, operator.token, undecodableId, 'front')).statusCode).toBe(404);
        expect((await identityPhoto(stack.api, operator.token, undecodableId, 'back')).statusCode).toBe(200);
      } finally {
        await stack.close();
      }
    });

    it('a submission inserted by the current code is marked re-encoded: the pass never touches it', async () => {
      const player = await createPlayer(context.db); // a verified identity, through insertVerification
      const { rows } = await context.db.query('SELECT photos_reencoded AS reencoded FROM identity_verifications WHERE player_id = $1', [
        player.id,
      ]);
      expect(rows).toEqual([{ reencoded: true }]);
    });
  },
  { migrate: false },
);

describeEachDatabase(
  'migration 017: a pass broken off in the middle of a batch',
  (context) => {
    it('leaves each row as stored or re-encoded, never half; the next run re-encodes the rest', async () => {
      await legacyDatabase(context.db, async () => {
        for (let index = 0; index < 5; index += 1) await insertLegacySubmission(context.db, POLYGLOT_PNG, pngBytes());
      });
      const before = await storedPhotoRows(context.db);
      // Batches of 2: the first commits, the second dies after updating its first row.
      await expect(reencodeLegacyIdentityPhotos(dyingAt(context.db, 4), keys, 2)).rejects.toThrow('killed');
      const broken = await storedPhotoRows(context.db);
      expect(broken.map((row) => row.reencoded)).toEqual([true, true, false, false, false]);
      expect(broken.slice(2)).toEqual(before.slice(2));

      expect(await reencodeLegacyIdentityPhotos(context.db, keys, 2)).toEqual({ reencoded: 6, unreadable: 0 });
      const finished = await storedPhotoRows(context.db);
      expect(finished.slice(0, 2)).toEqual(broken.slice(0, 2));
      for (const row of finished) expect([row.reencoded, openedPhoto(row, 'front').includes(LEGACY_MARKER)]).toEqual([true, false]);
    });
  },
  { migrate: false },
);
