import { unreadable, type CleanImage } from './error';
import { exifOrientationAfterOptionalHeader } from './orientation';

interface Chunk {
  fourcc: string;
  data: Buffer;
  /** Its place among all the chunks, those skipped included. */
  index: number;
}

/** The VP8X flags kept: alpha and animation. ICC (0x20), EXIF (0x08), XMP (0x04) and the reserved bits are cleared. */
const ALPHA = 0x10;
const ANIMATION = 0x02;

const isBitstream = (chunk: Chunk | undefined) => chunk?.fourcc === 'VP8 ' || chunk?.fourcc === 'VP8L';

export const isWebp = (bytes: Buffer) =>
  bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

/**
 * A new RIFF of the image's chunks only: VP8 or VP8L alone (the simple format), or VP8X with ALPH
 * and the bitstream, or with ANIM and the ANMF frames (each frame rebuilt the same way). EXIF, XMP,
 * ICCP and unknown chunks are dropped, and so is anything past the RIFF size.
 */
export function cleanWebp(input: Buffer): CleanImage {
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length) throw unreadable();
  const [first, ...rest] = readChunks(input, 12, riffEnd);
  let image: { chunks: Buffer[]; width: number; height: number };
  if (first?.index !== 0) throw unreadable();
  // Decoders read nothing after a simple file's bitstream.
  if (isBitstream(first)) image = { chunks: writeChunk(first), ...bitstreamSize(first) };
  else if (first.fourcc === 'VP8X') image = cleanExtended(first.data, rest);
  else throw unreadable();
  const body = Buffer.concat(image.chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  // The EXIF chunk is dropped; its orientation is remembered for the re-encoder.
  const exif = rest.find((chunk) => chunk.fourcc === 'EXIF');
  const orientation = first.fourcc === 'VP8X' && exif ? exifOrientationAfterOptionalHeader(exif.data) : undefined;
  return { bytes: Buffer.concat([header, body]), width: image.width, height: image.height, orientation };
}

/** The chunks an image is made of, and EXIF for its orientation; the others are skipped unread (5 MiB of tiny chunks must stay cheap). */
const IMAGE_CHUNKS = new Set(
  ['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'EXIF'].map((fourcc) => Buffer.from(fourcc, 'latin1').readUInt32BE(0)),
);

/**
 * The image chunks from `from` to `to`, each with its place among all chunks: a FourCC, a
 * little-endian size, the data, and a pad byte when the size is odd.
 */
function readChunks(input: Buffer, from: number, to: number): Chunk[] {
  const chunks: Chunk[] = [];
  // A last odd-sized chunk may lack its pad byte: the pad is rewritten anyway.
  for (let pos = from, index = 0; pos < to; index++) {
    if (pos + 8 > to) throw unreadable();
    const end = pos + 8 + input.readUInt32LE(pos + 4);
    if (end > to) throw unreadable();
    if (IMAGE_CHUNKS.has(input.readUInt32BE(pos)))
      chunks.push({ fourcc: input.toString('latin1', pos, pos + 4), data: input.subarray(pos + 8, end), index });
    pos = end + ((end - pos) % 2);
  }
  return chunks;
}

function writeChunk({ fourcc, data }: Pick<Chunk, 'fourcc' | 'data'>): Buffer[] {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return data.length % 2 === 0 ? [header, data] : [header, data, Buffer.alloc(1)];
}

/** VP8X: flags, three reserved bytes, then the canvas width and height less one, 24 bits each. */
function cleanExtended(vp8x: Buffer, rest: Chunk[]) {
  if (vp8x.length < 10) throw unreadable();
  const flags = vp8x.readUInt8(0) & (ALPHA | ANIMATION);
  const width = vp8x.readUIntLE(4, 3) + 1;
  const height = vp8x.readUIntLE(7, 3) + 1;
  const header = Buffer.alloc(10);
  header.writeUInt8(flags, 0);
  vp8x.copy(header, 4, 4, 10);
  const chunks = writeChunk({ fourcc: 'VP8X', data: header });
  if (flags & ANIMATION) {
    const anim = rest.find((chunk) => chunk.fourcc === 'ANIM');
    const frames = rest.filter((chunk) => chunk.fourcc === 'ANMF').map((chunk) => cleanFrame(chunk.data, width, height));
    // ANIM: background colour and loop count.
    if (!anim || anim.data.length < 6 || frames.length === 0) throw unreadable();
    chunks.push(...writeChunk({ fourcc: 'ANIM', data: anim.data.subarray(0, 6) }), ...frames.flat());
  } else {
    const still = stillImage(rest);
    // A still's canvas is its bitstream's size; decoders refuse any other.
    if (still.width !== width || still.height !== height) throw unreadable();
    chunks.push(...still.chunks);
  }
  return { chunks, width, height };
}

/** The first bitstream chunk, and the ALPH chunk right before it when the bitstream is lossy (VP8L carries its own alpha). */
function stillImage(chunks: Chunk[]): { chunks: Buffer[]; width: number; height: number } {
  const at = chunks.findIndex(isBitstream);
  const bitstream = chunks[at];
  if (!bitstream) throw unreadable();
  const before = chunks[at - 1];
  const alpha = before?.fourcc === 'ALPH' && before.index === bitstream.index - 1 && bitstream.fourcc === 'VP8 ' ? before : undefined;
  return { chunks: [...(alpha ? writeChunk(alpha) : []), ...writeChunk(bitstream)], ...bitstreamSize(bitstream) };
}

/** ANMF: offset, size, duration and flags (16 bytes), then the frame's own chunks, of which only the image is kept. */
function cleanFrame(data: Buffer, canvasWidth: number, canvasHeight: number): Buffer[] {
  if (data.length < 16) throw unreadable();
  const still = stillImage(readChunks(data, 16, data.length));
  const field = (at: number) => data.readUIntLE(at, 3);
  const [x, y, width, height] = [field(0) * 2, field(3) * 2, field(6) + 1, field(9) + 1];
  if (still.width !== width || still.height !== height || x + width > canvasWidth || y + height > canvasHeight) throw unreadable();
  return writeChunk({ fourcc: 'ANMF', data: Buffer.concat([data.subarray(0, 16), ...still.chunks]) });
}

/** The size a bitstream declares: a VP8 key frame's header (after its start code), or VP8L's 14-bit fields less one. */
function bitstreamSize({ fourcc, data }: Chunk): { width: number; height: number } {
  if (fourcc === 'VP8 ') {
    const keyFrame = data.length >= 10 && (data.readUInt8(0) & 1) === 0 && data.readUIntBE(3, 3) === 0x9d012a;
    if (!keyFrame) throw unreadable();
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  // VP8L: the signature 0x2F, then width and height (14 bits each, less one), alpha, and version 0 in the top 3 bits.
  if (data.length < 5 || data.readUInt8(0) !== 0x2f || data.readUInt32LE(1) >>> 29 !== 0) throw unreadable();
  const bits = data.readUInt32LE(1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
