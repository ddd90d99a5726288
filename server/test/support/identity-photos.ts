/** Card photos for the submission suites: a real PNG (a noisy gradient, so each one differs), as a phone would upload it. */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FilePart } from './identity';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height`, rows of random pixels (filter 0), with `extraChunks` before IEND. */
export function pngBytes(width = 32, height = 20, extraChunks: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), ...extraChunks, chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const pngTextChunk = (keyword: string, text: string) => chunk('tEXt', Buffer.from(`${keyword}\u0000${text}`, 'latin1'));

export const cardPhoto = (bytes: Uint8Array = pngBytes(), filename = 'card.png', type = 'image/png'): FilePart => ({ filename, type, bytes });
