/**
 * The screen: the bytes alone decide the type, and each file is rebuilt from a whitelist of the
 * parts a decoder needs (metadata, unknown parts and anything after the image's end dropped).
 */
import { MAX_IDENTITY_PHOTO_BYTES, type IdentityPhotoType } from 'contract/identity';
import { IdentityPhotoError, unreadable, type CleanImage } from './error';
import { cleanJpeg, isJpeg } from './jpeg';
import { cleanPng, isPng } from './png';
import { cleanWebp, isWebp } from './webp';

export interface ScreenedPhoto {
  type: IdentityPhotoType;
  bytes: Buffer;
  width: number;
  height: number;
  /** The EXIF orientation (1-8) of the metadata dropped, when it had one. */
  orientation?: number;
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
 * The upload as the decoder will see it: a new buffer holding only the image. Throws IdentityPhotoError:
 * 'size' when over MAX_IDENTITY_PHOTO_BYTES (checked first, before any parsing), 'type' when the
 * bytes are not JPEG, PNG or WebP by their signature, 'unreadable' when the structure is broken.
 */
export function screenIdentityPhoto(bytes: Uint8Array): ScreenedPhoto {
  if (bytes.byteLength > MAX_IDENTITY_PHOTO_BYTES) throw new IdentityPhotoError('size');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = FORMATS.find((candidate) => candidate.matches(input));
  if (!format) throw new IdentityPhotoError('type');
  const image = format.clean(input);
  if (!isSide(image.width) || !isSide(image.height)) throw unreadable();
  return { type: format.type, ...image };
}
