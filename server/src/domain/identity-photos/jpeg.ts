import { unreadable, type CleanImage } from './error';
import { exifOrientation } from './orientation';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;

/** Frame headers libjpeg (so every browser) decodes: Huffman or arithmetic, baseline to lossless; hierarchical ones never are. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc9, 0xca, 0xcb]);

/** Tables the decoder reads (quantization, Huffman, restart interval, arithmetic conditioning): copied as they are. */
const TABLES = new Set([0xdb, 0xc4, 0xdd, 0xcc]);

const isRestart = (marker: number | undefined) => marker !== undefined && marker >= 0xd0 && marker <= 0xd7;

/** SOI and the first byte of the next marker: what JFIF, Exif and Adobe files all start with. */
export const isJpeg = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;

/**
 * A new JPEG of SOI, the tables, the frame header, every scan with its entropy-coded data, and EOI.
 * APP1-APP13 and APP15 (EXIF with GPS, XMP, ICC, IPTC, MPF, ...), COM and the rest are dropped with
 * their content, and so is everything after EOI (an appended ZIP, PDF or second image).
 */
export function cleanJpeg(input: Buffer): CleanImage {
  const parts: Buffer[] = [input.subarray(0, 2)];
  let size: { width: number; height: number } | undefined;
  let scans = 0;
  let jfif = false;
  let orientation: number | undefined;
  let pos = 2;
  for (;;) {
    // A marker may be preceded by any number of fill bytes (FF).
    while (input[pos] === 0xff && input[pos + 1] === 0xff) pos++;
    if (pos + 2 > input.length || input[pos] !== 0xff) throw unreadable();
    const marker = input.readUInt8(pos + 1);
    if (marker === EOI) {
      if (!size || scans === 0) throw unreadable();
      parts.push(input.subarray(pos, pos + 2));
      return { bytes: Buffer.concat(parts), ...size, orientation };
    }
    // Stuffing, TEM, reserved codes, a second SOI or a restart marker cannot start a segment.
    if (marker < 0xc0 || marker === SOI || isRestart(marker)) throw unreadable();
    if (pos + 4 > input.length) throw unreadable();
    const end = pos + 2 + input.readUInt16BE(pos + 2);
    if (end < pos + 4 || end > input.length) throw unreadable();
    const segment = input.subarray(pos, end);
    if (FRAMES.has(marker)) {
      if (size) throw unreadable();
      size = frameSize(segment);
      parts.push(segment);
    } else if (TABLES.has(marker)) {
      parts.push(segment);
    } else if (marker === SOS) {
      if (!size || !isScanHeader(segment)) throw unreadable();
      const dataEnd = entropyDataEnd(input, end);
      parts.push(input.subarray(pos, dataEnd));
      scans++;
      pos = dataEnd;
      continue;
    } else if (marker === APP0 && !jfif && isLabelled(segment, 'JFIF\0', 18)) {
      // Version, units and density only: the optional thumbnail is arbitrary bytes.
      parts.push(Buffer.from([0xff, APP0, 0, 16]), segment.subarray(4, 16), Buffer.from([0, 0]));
      jfif = true;
    } else if (marker === APP1 && orientation === undefined && isLabelled(segment, 'Exif\0\0', 10)) {
      // The EXIF goes; its orientation is remembered for the re-encoder.
      orientation = exifOrientation(segment.subarray(10));
    } else if (marker === APP14 && isLabelled(segment, 'Adobe', 16)) {
      // Its colour transform tells YCCK from CMYK (and RGB from YCbCr); rebuilt at its fixed 12-byte length.
      parts.push(Buffer.from([0xff, APP14, 0, 14]), segment.subarray(4, 16));
    }
    pos = end;
  }
}

const isLabelled = (segment: Buffer, label: string, minLength: number) =>
  segment.length >= minLength && segment.toString('latin1', 4, 4 + label.length) === label;

/** SOFn: precision, height, width, then three bytes for each of 1 to 4 components. */
function frameSize(segment: Buffer): { width: number; height: number } {
  if (segment.length < 10) throw unreadable();
  const components = segment.readUInt8(9);
  if (components < 1 || components > 4 || segment.length !== 10 + 3 * components) throw unreadable();
  return { height: segment.readUInt16BE(5), width: segment.readUInt16BE(7) };
}

/** SOS: 1 to 4 components of two bytes each, then three bytes for spectral selection and approximation. */
function isScanHeader(segment: Buffer): boolean {
  const components = segment.length > 4 ? segment.readUInt8(4) : 0;
  return components >= 1 && components <= 4 && segment.length === 8 + 2 * components;
}

/**
 * Where a scan's entropy-coded data ends: at the first marker that is not FF 00 (a stuffed FF) nor
 * a restart marker FF D0-D7. A run of FF is fill before a marker. No marker before the end: broken.
 */
function entropyDataEnd(input: Buffer, from: number): number {
  for (let at = input.indexOf(0xff, from); at !== -1 && at + 1 < input.length; at = input.indexOf(0xff, at + 1)) {
    const next = input[at + 1];
    if (next === 0x00 || isRestart(next)) at++;
    else if (next !== 0xff) return at;
  }
  throw unreadable();
}
