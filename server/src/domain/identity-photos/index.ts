/**
 * Card photos, checked by their content (ADR 031), then decoded and re-encoded (ADR 039).
 * First the screen, plain TypeScript: the bytes alone decide the type, and each file is rebuilt from
 * a whitelist of the parts a decoder needs, so only a well-formed JPEG, PNG or WebP ever reaches the
 * native decoder, and broken or foreign files get their own message. Then `cleanIdentityPhoto`
 * (reencode.ts) draws the pixels into a new JPEG: a payload hidden in the pixel data itself (a
 * PNG's IDAT carrying a ZIP or HTML page) is pixels like any other and does not survive.
 */
export { IdentityPhotoError, type PhotoProblem } from './error';
export { MAX_IDENTITY_PHOTO_SIDE, screenIdentityPhoto, type ScreenedPhoto } from './screen';
export {
  cleanIdentityPhoto,
  MAX_IDENTITY_PHOTO_PIXELS,
  MAX_STORED_PHOTO_SIDE,
  STORED_PHOTO_TYPE,
  type CleanOptions,
  type CleanPhoto,
} from './reencode';
