/**
 * The second stage (ADR 039): the screened file is decoded by libvips (sharp) and its
 * pixels drawn into a new JPEG, so no byte of the upload is stored. EXIF orientation is applied
 * first, so a sideways phone photo reaches the operators upright; transparency is laid on white,
 * an animation gives its first frame, and the result is at most MAX_STORED_PHOTO_SIDE on its long
 * side, in sRGB, without any metadata.
 */
import sharp from 'sharp';
import type { IdentityPhotoType } from 'contract/identity';
import { IdentityPhotoError, unreadable } from './error';
import { screenIdentityPhoto } from './screen';

export interface CleanPhoto {
  type: IdentityPhotoType;
  bytes: Buffer;
  /** The stored image's size, upright. */
  width: number;
  height: number;
}

export const STORED_PHOTO_TYPE = 'image/jpeg' satisfies IdentityPhotoType;

/** Enough to read every line of a card, zoomed in; a 12 MP phone photo is stored at about a fifth of its bytes. */
export const MAX_STORED_PHOTO_SIDE = 2560;

/**
 * Decompression bombs: a 5 MB PNG may declare 20,000 × 20,000 pixels (1.6 GB decoded). 50 MP is
 * more than any phone stores by default (12–50 MP); libvips refuses more from the header alone.
 */
export const MAX_IDENTITY_PHOTO_PIXELS = 50_000_000;

/** libjpeg's usual photo quality: fine print stays legible, and the file stays small (BENCHMARKS.md). */
const JPEG_QUALITY = 85;

/** A pathological file within the limits still may not hold a worker thread for long. */
const DECODE_TIMEOUT_SECONDS = 10;

/**
 * What turns each EXIF orientation upright: the screen dropped the EXIF, so sharp's autoOrient has
 * nothing to read. sharp mirrors before it rotates.
 */
const UPRIGHT: Record<number, { flop?: boolean; flip?: boolean; angle: number }> = {
  1: { angle: 0 },
  2: { flop: true, angle: 0 },
  3: { angle: 180 },
  4: { flip: true, angle: 0 },
  5: { flop: true, angle: 270 },
  6: { angle: 90 },
  7: { flop: true, angle: 90 },
  8: { angle: 270 },
};

/** The decoder's name for each type the screen lets through: libvips must agree with the screen. */
const DECODER_FORMAT: Record<IdentityPhotoType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

// Each photo is decoded once: libvips' operation cache would only keep card images (personal data) in memory.
sharp.cache(false);

export interface CleanOptions {
  /**
   * Re-encode what libvips can decode despite warnings (a truncated scan, stored half grey): for
   * photos stored before ADR 039, which cannot be taken again, where part of a card beats none.
   */
  keepTruncated?: boolean;
}

/**
 * The photo as it will be stored: screened (IdentityPhotoError 'size', 'type' or 'unreadable' as
 * screenIdentityPhoto throws them), then decoded and re-encoded; a file libvips cannot decode in
 * full (unless keepTruncated), over MAX_IDENTITY_PHOTO_PIXELS or past the timeout is 'unreadable'.
 * Decoding runs on libuv's thread pool, off the event loop.
 */
export async function cleanIdentityPhoto(upload: Uint8Array, { keepTruncated = false }: CleanOptions = {}): Promise<CleanPhoto> {
  const screened = screenIdentityPhoto(upload);
  try {
    // failOn 'warning': a truncated or corrupt upload is refused, not stored half grey; the player takes it again.
    const failOn = keepTruncated ? 'error' : 'warning';
    const decoder = () => sharp(screened.bytes, { failOn, limitInputPixels: MAX_IDENTITY_PHOTO_PIXELS, pages: 1 });
    const { format } = await decoder().metadata();
    if (format !== DECODER_FORMAT[screened.type]) throw unreadable();
    const upright = UPRIGHT[screened.orientation ?? 1] ?? UPRIGHT[1]!;
    const { data, info } = await decoder()
      .flop(upright.flop === true)
      .flip(upright.flip === true)
      .rotate(upright.angle)
      .resize({ width: MAX_STORED_PHOTO_SIDE, height: MAX_STORED_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { type: STORED_PHOTO_TYPE, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof IdentityPhotoError) throw error;
    throw unreadable();
  }
}
