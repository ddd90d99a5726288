/**
 * Identity submissions as the code before migration 017 stored them (ADR 039): each upload
 * screened (the whitelist rebuild, which keeps a PNG's IDAT verbatim) and sealed, not re-encoded;
 * and what the tests of the start-up pass read back.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../src/db/database';
import { createPlayer, devPersonalDataKeys } from '../../src/seed/factories';
import { screenIdentityPhoto } from '../../src/domain/identity-photos';
import { sealContext } from '../../src/domain/identity-verifications';
import { openPersonalData, sealPersonalData } from '../../src/domain/personal-data';
import { nicOf } from './identity';
import { pngWithPixelPayload } from './identity-photos';
import { HTML_PAGE, JPEG_BASELINE, png, pngChunk, zipArchive } from './images';

export const LEGACY_MARKER = 'LEGACY-PAYLOAD-5c1e';
const ZIP = zipArchive('index.html', `${LEGACY_MARKER}${HTML_PAGE}`);
/** What would be left of the payload: none of it may be in a re-encoded photo. */
export const PAYLOAD_TRACES = [LEGACY_MARKER, 'PK\u0003\u0004', 'PK\u0005\u0006', 'index.html', '<script', '<html'];

/** A PNG with a ZIP holding an HTML page in its pixel data and after IEND: the screen kept the first. */
export const POLYGLOT_PNG = Buffer.concat([pngWithPixelPayload(ZIP, 120, 40), ZIP]);

/** A PNG the screen stored (its CRCs are right) whose IDAT is not a deflate stream: libvips cannot decode it at all. */
export const UNDECODABLE_PNG = Buffer.concat([png().subarray(0, 33), pngChunk('IDAT', HTML_PAGE), pngChunk('IEND', '')]);

/** A JPEG whose scan is cut short: the screen stored it, libvips decodes it with a warning. */
export const TRUNCATED_JPEG = (() => {
  const scan = JPEG_BASELINE.indexOf(Buffer.from([0xff, 0xda]));
  return Buffer.concat([JPEG_BASELINE.subarray(0, scan + 40), Buffer.from([0xff, 0xd9])]);
})();

/** A phone-sized photo of blurred noise, `width` × `height`: decoding it takes tens of milliseconds. */
export const cameraJpeg = (width = 1600, height = 1200) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 90 })
    .toBuffer();

export const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));

const keys = devPersonalDataKeys();

/** Inserts a submission under review with these photos as the old code stored them; its id. */
export async function insertLegacySubmission(db: Database, front: Buffer, back: Buffer): Promise<string> {
  const player = await createPlayer(db, { identity: 'none', dateOfBirth: '1990-05-17' });
  const id = randomUUID();
  const nic = nicOf('1990-05-17');
  const [frontPhoto, backPhoto] = [screenIdentityPhoto(front), screenIdentityPhoto(back)];
  await db.query(
    `INSERT INTO identity_verifications (id, player_id, status, nic_lookup, nic_sealed, nic_ending, full_name_sealed,
                                         front_photo_type, front_photo_sealed, back_photo_type, back_photo_sealed)
     VALUES ($1, $2, 'under_review', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      player.id,
      `legacy-${id}`,
      sealPersonalData(keys, nic, sealContext('nic', id)),
      nic.slice(-4),
      sealPersonalData(keys, `${player.firstName} ${player.lastName}`, sealContext('full_name', id)),
      frontPhoto.type,
      sealPersonalData(keys, frontPhoto.bytes, sealContext('front_photo', id)),
      backPhoto.type,
      sealPersonalData(keys, backPhoto.bytes, sealContext('back_photo', id)),
    ],
  );
  return id;
}

export interface StoredPhotoRow {
  id: string;
  reencoded: boolean;
  frontType: string | null;
  frontSealed: Buffer | null;
  frontUnreadable: boolean;
  backType: string | null;
  backSealed: Buffer | null;
  backUnreadable: boolean;
}

/** Every submission's photo columns, by id. */
export async function storedPhotoRows(db: Database): Promise<StoredPhotoRow[]> {
  const { rows } = await db.query<
    Omit<StoredPhotoRow, 'frontSealed' | 'backSealed'> & { frontSealed: Uint8Array | null; backSealed: Uint8Array | null }
  >(
    `SELECT id::text, photos_reencoded AS reencoded, front_photo_type AS "frontType", front_photo_sealed AS "frontSealed",
            front_photo_unreadable AS "frontUnreadable", back_photo_type AS "backType", back_photo_sealed AS "backSealed",
            back_photo_unreadable AS "backUnreadable"
       FROM identity_verifications ORDER BY id`,
  );
  // Buffers either way (pg gives Buffer, PGlite Uint8Array), so reads compare equal.
  const buffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes) : null);
  return rows.map((row) => ({ ...row, frontSealed: buffer(row.frontSealed), backSealed: buffer(row.backSealed) }));
}

/** The photo of `side` in `row`, opened. */
export const openedPhoto = (row: StoredPhotoRow, side: 'front' | 'back') =>
  openPersonalData(keys, (side === 'front' ? row.frontSealed : row.backSealed)!, sealContext(`${side}_photo`, row.id));

/** The row with its sealed photos as SHA-256 digests: Jest compares large Buffers byte by byte, slowly. */
export const photoFingerprint = (row: StoredPhotoRow) => {
  const digest = (bytes: Buffer | null) => bytes && createHash('sha256').update(bytes).digest('hex');
  return { ...row, frontSealed: digest(row.frontSealed), backSealed: digest(row.backSealed) };
};
