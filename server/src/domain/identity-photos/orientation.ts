/**
 * The EXIF orientation (1-8) a camera wrote, read while the screen drops the EXIF itself: the
 * only fact kept from it, so that the re-encoder can turn the pixels upright.
 */

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation entry of a TIFF structure's first IFD, or undefined when there is none or it is
 * malformed (a broken EXIF never refuses a photo: it is dropped anyway, the image shown as stored).
 */
export function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 4);
  if (order !== 'II*\0' && order !== 'MM\0*') return undefined;
  const little = order === 'II*\0';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const at = ifd + 2 + 12 * index;
    if (at + 12 > tiff.length) return undefined;
    if (u16(at) !== ORIENTATION_TAG) continue;
    const value = u16(at + 8);
    return u16(at + 2) === SHORT && value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

const EXIF_HEADER = 'Exif\0\0';

/** WebP's EXIF chunk is a bare TIFF structure, though some writers put JPEG's "Exif\0\0" before it. */
export const exifOrientationAfterOptionalHeader = (data: Buffer) =>
  exifOrientation(data.toString('latin1', 0, EXIF_HEADER.length) === EXIF_HEADER ? data.subarray(EXIF_HEADER.length) : data);
