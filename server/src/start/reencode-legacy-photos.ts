/**
 * Re-encodes the identity photos stored before ADR 039 (migration 017): until
 * then a photo was stored as the player's bytes, rebuilt from a whitelist of its parts, so a
 * payload in a PNG's pixel data is still in such a row. Decoding needs sharp and opening needs the
 * personal data key, neither of which SQL has, so main.ts runs this after migrating and before
 * serving, like seal-legacy.ts: each row not yet re-encoded has its photos opened, drawn into a new
 * JPEG by cleanIdentityPhoto, sealed again under the same context and marked done, in one UPDATE.
 *
 * In small batches, each in one transaction under an advisory lock: replicas starting together
 * take turns, each row is decoded once (the UPDATE also requires it still unmarked), a crash
 * midway rolls back the batch under way and leaves every row old or new, and once any replica's
 * call returns no photo is left as uploaded. A cut scan is re-encoded as far as it goes; a photo
 * libvips cannot decode at all is kept sealed as it was and marked unreadable: the operators'
 * review flags it and never serves it (ADR 039).
 * Once every row is done it costs one indexed query.
 */
import type { IdentityPhotoSide, IdentityPhotoType } from 'contract/identity';
import { cleanIdentityPhoto, IdentityPhotoError } from '../domain/identity-photos';
import { sealContext } from '../domain/identity-verifications';
import { openPersonalData, sealPersonalData, type PersonalDataKeys } from '../domain/personal-data';
import type { Database, Transaction } from '../db/database';

/** Arbitrary constant shared by every replica: "legacy identity photos are being re-encoded". */
const REENCODE_LOCK_ID = 4_201_017;

/** Small: a 12 MP photo takes about 0.3 s, and the batch's rows stay locked while it runs. */
const BATCH_ROWS = 10;

/** What this call did: photos re-encoded, and photos that could not be decoded (kept, flagged). */
export interface ReencodedCounts {
  reencoded: number;
  unreadable: number;
}

interface LegacyRow {
  id: string;
  frontType: IdentityPhotoType | null;
  // bytea: a Buffer from node-postgres, a Uint8Array from PGlite.
  frontSealed: Uint8Array | null;
  backType: IdentityPhotoType | null;
  backSealed: Uint8Array | null;
}

interface StoredPhoto {
  type: IdentityPhotoType | null;
  sealed: Uint8Array | null;
  unreadable: boolean;
}

/** One side of a row as it will be stored: re-encoded, or as it was and marked unreadable. */
async function reencodeSide(
  keys: PersonalDataKeys,
  id: string,
  side: IdentityPhotoSide,
  type: IdentityPhotoType | null,
  sealed: Uint8Array | null,
): Promise<StoredPhoto> {
  if (!type || !sealed) return { type, sealed, unreadable: false };
  const context = sealContext(`${side}_photo`, id);
  // A seal that does not open is a wrong key or an altered row: the start fails, as reading it would.
  const bytes = openPersonalData(keys, sealed, context);
  try {
    // A cut scan stored long ago cannot be taken again: half a card is kept, re-encoded.
    const clean = await cleanIdentityPhoto(bytes, { keepTruncated: true });
    return { type: clean.type, sealed: sealPersonalData(keys, clean.bytes, context), unreadable: false };
  } catch (error) {
    if (!(error instanceof IdentityPhotoError)) throw error;
    return { type, sealed, unreadable: true };
  }
}

async function reencodeBatch(
  tx: Transaction,
  keys: PersonalDataKeys,
  limit: number,
): Promise<{ seen: number; marked: number; counts: ReencodedCounts }> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [REENCODE_LOCK_ID]);
  const { rows } = await tx.query<LegacyRow>(
    `SELECT id::text, front_photo_type AS "frontType", front_photo_sealed AS "frontSealed", back_photo_type AS "backType", back_photo_sealed AS "backSealed"
       FROM identity_verifications WHERE NOT photos_reencoded ORDER BY id LIMIT $1 FOR UPDATE`,
    [limit],
  );
  const counts: ReencodedCounts = { reencoded: 0, unreadable: 0 };
  let marked = 0;
  for (const row of rows) {
    const [front, back] = await Promise.all([
      reencodeSide(keys, row.id, 'front', row.frontType, row.frontSealed),
      reencodeSide(keys, row.id, 'back', row.backType, row.backSealed),
    ]);
    const { rows: updated } = await tx.query(
      `UPDATE identity_verifications
          SET photos_reencoded = true,
              front_photo_type = $2, front_photo_sealed = $3, front_photo_unreadable = $4,
              back_photo_type = $5, back_photo_sealed = $6, back_photo_unreadable = $7
        WHERE id = $1 AND NOT photos_reencoded RETURNING 1`,
      [row.id, front.type, front.sealed, front.unreadable, back.type, back.sealed, back.unreadable],
    );
    if (updated.length === 0) continue;
    marked += 1;
    for (const side of [front, back]) {
      if (side.unreadable) counts.unreadable += 1;
      else if (side.sealed) counts.reencoded += 1;
    }
  }
  return { seen: rows.length, marked, counts };
}

/** Re-encodes every identity photo still as uploaded; safe to run at every start and from several replicas at once. */
export async function reencodeLegacyIdentityPhotos(db: Database, keys: PersonalDataKeys, batchRows = BATCH_ROWS): Promise<ReencodedCounts> {
  const total: ReencodedCounts = { reencoded: 0, unreadable: 0 };
  for (;;) {
    const { seen, marked, counts } = await db.transaction((tx) => reencodeBatch(tx, keys, batchRows));
    total.reencoded += counts.reencoded;
    total.unreadable += counts.unreadable;
    // A batch that marked nothing would only see the same rows again.
    if (seen < batchRows || marked === 0) break;
  }
  return total;
}
