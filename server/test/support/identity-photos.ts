/** Card photos for the submission suites: real PNGs of random pixels, so that no two uploads are alike, as a phone would send them. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FilePart } from './identity';
import { pngFile } from './images';

/** An RGB PNG of `width` × `height`, rows of random pixels (filter 0), with `extraChunks` after IHDR. */
export function pngBytes(width = 32, height = 20, extraChunks: Buffer[] = []): Buffer {
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  return pngFile(width, height, 2, rows, { chunks: extraChunks });
}

export const cardPhoto = (bytes: Uint8Array = pngBytes(), filename = 'card.png', type = 'image/png'): FilePart => ({
  filename,
  type,
  bytes,
});

/** An RGB (colour type 2) or grey (0) PNG whose filtered rows are `row(y)`, deflated at `level` (0: stored, the bytes verbatim). */
export function pngOfRows(width: number, height: number, row: (y: number) => Buffer, { grey = false, level = 9 } = {}): Buffer {
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)])));
  return pngFile(width, height, grey ? 0 : 2, rows, { level });
}

/** A mid-grey RGB PNG whose first rows' pixel bytes are `payload` verbatim (IDAT stored uncompressed): a polyglot the screen keeps. */
export function pngWithPixelPayload(payload: Buffer, width = 120, height = 40): Buffer {
  const rowBytes = width * 3;
  return pngOfRows(
    width,
    height,
    (y) => {
      const row = Buffer.alloc(rowBytes, 0x80);
      if (y * rowBytes < payload.length) payload.copy(row, 0, y * rowBytes, (y + 1) * rowBytes);
      return row;
    },
    { level: 0 },
  );
}

/**
 * A card photo taken with the phone held upright: `width` × `height` upright, a red band along its
 * top edge, stored on its side (`height` × `width`) with EXIF orientation 6, as phone cameras write it.
 */
export async function sidewaysJpeg(width = 200, height = 320): Promise<Buffer> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height / 5}"><rect width="100%" height="100%" fill="#c00000"/></svg>`,
  );
  const upright = await sharp({ create: { width, height, channels: 3, background: '#e8e4d8' } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
  return sharp(upright).rotate(270).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
}
