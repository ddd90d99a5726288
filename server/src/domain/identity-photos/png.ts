import { crc32 } from 'node:zlib';
import { unreadable, type CleanImage } from './error';
import { exifOrientation } from './orientation';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * The ancillary chunks kept, each with its longest valid length: they only steer how pixels are
 * shown (transparency, gamma, chromaticities, sRGB intent, significant bits, background, pixel
 * size), and a longer one could only be carrying something else. Every other ancillary chunk goes:
 * text (tEXt, zTXt, iTXt), eXIf, tIME, iCCP, and APNG's acTL, fcTL and fdAT (a card photo is a
 * still; the default image, IDAT, is what is kept), and any unknown one.
 */
const RENDERING_CHUNKS = new Map([
  ['tRNS', 256],
  ['gAMA', 4],
  ['cHRM', 32],
  ['sRGB', 1],
  ['sBIT', 4],
  ['bKGD', 6],
  ['pHYs', 9],
]);

/** The bit depths the specification allows for each colour type. */
const BIT_DEPTHS = new Map([
  [0, [1, 2, 4, 8, 16]],
  [2, [8, 16]],
  [3, [1, 2, 4, 8]],
  [4, [8, 16]],
  [6, [8, 16]],
]);

export const isPng = (bytes: Buffer) => bytes.length >= SIGNATURE.length && SIGNATURE.equals(bytes.subarray(0, SIGNATURE.length));

/**
 * A new PNG of the signature, IHDR, PLTE, the rendering chunks, every IDAT and IEND, each copied
 * with its checked CRC; nothing after IEND is read.
 */
export function cleanPng(input: Buffer): CleanImage {
  const parts: Buffer[] = [SIGNATURE];
  let header: { width: number; height: number; colourType: number } | undefined;
  let palette = false;
  let pixels = false;
  let orientation: number | undefined;
  for (let pos = SIGNATURE.length; ;) {
    if (pos + 12 > input.length) throw unreadable();
    const length = input.readUInt32BE(pos);
    const end = pos + 12 + length;
    if (end > input.length) throw unreadable();
    // Read in JS rather than with toString: 5 MiB of tiny chunks must stay cheap.
    const type = String.fromCharCode(
      input.readUInt8(pos + 4),
      input.readUInt8(pos + 5),
      input.readUInt8(pos + 6),
      input.readUInt8(pos + 7),
    );
    if (!/^[A-Za-z]{4}$/.test(type) || crc32(input.subarray(pos + 4, end - 4)) !== input.readUInt32BE(end - 4)) throw unreadable();
    const chunk = input.subarray(pos, end);
    pos = end;
    if (!header) {
      if (type !== 'IHDR') throw unreadable();
      header = readHeader(chunk);
      parts.push(chunk);
    } else if (type === 'IHDR') {
      throw unreadable();
    } else if (type === 'PLTE') {
      if (pixels || palette || length === 0 || length > 768 || length % 3 !== 0) throw unreadable();
      palette = true;
      parts.push(chunk);
    } else if (type === 'IDAT') {
      if (header.colourType === 3 && !palette) throw unreadable();
      pixels = true;
      parts.push(chunk);
    } else if (type === 'IEND') {
      if (!pixels) throw unreadable();
      parts.push(IEND);
      return { bytes: Buffer.concat(parts), width: header.width, height: header.height, orientation };
    } else if (type === 'eXIf' && !pixels && orientation === undefined) {
      // Dropped like all metadata; its orientation is remembered for the re-encoder.
      orientation = exifOrientation(chunk.subarray(8, 8 + length));
    } else if (!pixels && length <= (RENDERING_CHUNKS.get(type) ?? -1)) {
      // The specification puts them before the image data; after it, decoders ignore them.
      parts.push(chunk);
    }
  }
}

/** IHDR: width, height, bit depth, colour type, then compression and filter method 0 and interlace 0 or 1. */
function readHeader(chunk: Buffer) {
  if (chunk.length !== 12 + 13) throw unreadable();
  const colourType = chunk.readUInt8(17);
  const bitDepthAllowed = BIT_DEPTHS.get(colourType)?.includes(chunk.readUInt8(16));
  if (!bitDepthAllowed || chunk.readUInt8(18) !== 0 || chunk.readUInt8(19) !== 0 || chunk.readUInt8(20) > 1) throw unreadable();
  return { width: chunk.readUInt32BE(8), height: chunk.readUInt32BE(12), colourType };
}
