/**
 * Card photos, checked by their content (issue 20): the bytes alone decide the type, and each file
 * is rebuilt from a whitelist of the parts a decoder needs, so metadata (EXIF with GPS, XMP, ICC,
 * comments, text chunks) and whatever hides after the image's end or in unknown parts (a polyglot's
 * ZIP, HTML or script) never reach storage. Plain TypeScript: no native image library.
 */
import { MAX_IDENTITY_PHOTO_BYTES, type IdentityPhotoType } from 'shared/identity';
import { IdentityPhotoError, unreadable, type CleanImage } from './error';
import { cleanJpeg, isJpeg } from './jpeg';
import { cleanPng, isPng } from './png';
import { cleanWebp, isWebp } from './webp';

export { IdentityPhotoError, type PhotoProblem } from './error';

export interface CleanPhoto {
  type: IdentityPhotoType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** No camera takes a card photo this wide or tall; a header that says so is broken or a decompression bomb. */
export const MAX_IDENTITY_PHOTO_SIDE = 20_000;

const FORMATS: { type: IdentityPhotoType; matches: (bytes: Buffer) => boolean; clean: (bytes: Buffer) => CleanImage }[] = [
  { type: 'image/jpeg', matches: isJpeg, clean: cleanJpeg },
  { type: 'image/png', matches: isPng, clean: cleanPng },
  { type: 'image/webp', matches: isWebp, clean: cleanWebp },
];

const isSide = (pixels: number) => Number.isInteger(pixels) && pixels >= 1 && pixels <= MAX_IDENTITY_PHOTO_SIDE;

/**
 * The photo as it will be stored: a new buffer holding only the image. Throws IdentityPhotoError:
 * 'size' when over MAX_IDENTITY_PHOTO_BYTES (checked first, before any parsing), 'type' when the
 * bytes are not JPEG, PNG or WebP by their signature, 'unreadable' when the structure is broken.
 */
export function cleanIdentityPhoto(bytes: Uint8Array): CleanPhoto {
  if (bytes.byteLength > MAX_IDENTITY_PHOTO_BYTES) throw new IdentityPhotoError('size');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = FORMATS.find((candidate) => candidate.matches(input));
  if (!format) throw new IdentityPhotoError('type');
  const image = format.clean(input);
  if (!isSide(image.width) || !isSide(image.height)) throw unreadable();
  return { type: format.type, ...image };
}
