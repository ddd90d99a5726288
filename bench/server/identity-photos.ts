/**
 * What an identity submission costs the server's CPU besides the database: reading each card photo
 * by its content and rebuilding it without metadata (screenIdentityPhoto), decoding and
 * re-encoding it to JPEG (cleanIdentityPhoto, which screens first), then sealing it (AES-256-GCM).
 * From the repository root: `npx tsx bench/server/identity-photos.ts [rounds]`.
 * Inputs at the 5 MB limit: a noisy PNG (incompressible, as a photo is), a JPEG whose 5 MB are
 * comment segments (the most segments to walk), and a JPEG with a 5 MB scan full of stuffed
 * bytes (the most markers to read); a 12 MP phone photo held upright (EXIF orientation 6); a grey
 * PNG of 49 MP, just under the pixel limit (the most pixels to decode); a tiny JPEG.
 */
import { performance } from 'node:perf_hooks';
import { MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import sharp from 'sharp';
import { cleanIdentityPhoto, screenIdentityPhoto } from '../../server/src/domain/identity-photos';
import { personalDataKeys, sealPersonalData } from '../../server/src/domain/personal-data';
import { pngBytes, pngOfRows } from '../../server/test/support/identity-photos';
import { JPEG_BASELINE, withCommentsUpTo } from '../../server/test/support/images';

const ROUNDS = Number(process.argv[2] ?? 30);

/** The baseline JPEG's scan grown to `total` bytes with stuffed 0xFF bytes (FF 00), each a marker to look past. */
function jpegWithLongScan(total: number): Buffer {
  const endOfImage = JPEG_BASELINE.length - 2;
  const stuffing = Buffer.alloc(total - JPEG_BASELINE.length);
  for (let at = 0; at + 1 < stuffing.length; at += 2) stuffing.set([0xff, 0x00], at);
  return Buffer.concat([JPEG_BASELINE.subarray(0, endOfImage), stuffing, JPEG_BASELINE.subarray(endOfImage)]);
}

/** A 4,032 × 3,024 phone photo held upright: a gradient with sensor-like noise, JPEG quality 88, EXIF orientation 6. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = (((at / 3) % width) * 200) / width + Math.floor(Math.random() * 12);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Median and worst of `rounds` timings, in ms. */
async function time(rounds: number, run: () => unknown): Promise<{ median: number; max: number }> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, max: samples.at(-1)! };
}

const timing = ({ median, max }: { median: number; max: number }) => `${median.toFixed(1)} / ${max.toFixed(1)}`;
const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

async function main(): Promise<void> {
  const keys = personalDataKeys(Buffer.alloc(32, 7));
  const inputs: [string, Buffer][] = [
    // 1,200 × 1,390 random RGB pixels: 5.0 MB raw, incompressible, just under the limit.
    ['PNG, noisy pixels', pngBytes(1200, 1390)],
    ['JPEG, 5 MB of comment segments', withCommentsUpTo(JPEG_BASELINE, MAX_IDENTITY_PHOTO_BYTES)],
    ['JPEG, 5 MB scan of stuffed bytes', jpegWithLongScan(MAX_IDENTITY_PHOTO_BYTES)],
    ['JPEG, 12 MP phone photo, EXIF orientation 6', await phonePhoto()],
    ['PNG, 7,000 × 7,000 grey (49 MP)', pngOfRows(7000, 7000, () => Buffer.alloc(7000, 0x40), { grey: true })],
    ['JPEG, 16 × 12', JPEG_BASELINE],
  ];
  console.log(`| input | size in | screen: median / max ms | screen + re-encode: median / max ms | stored | seal: median / max ms |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const [name, bytes] of inputs) {
    if (bytes.length > MAX_IDENTITY_PHOTO_BYTES) throw new Error(`${name} is over the limit: ${bytes.length} bytes`);
    const screen = await time(ROUNDS, () => screenIdentityPhoto(bytes));
    const stored = await cleanIdentityPhoto(bytes).catch((error: Error) => error);
    if (stored instanceof Error) {
      console.log(`| ${name} | ${mebibytes(bytes.length)} | ${timing(screen)} | refused: ${stored.message} | – | – |`);
      continue;
    }
    const clean = await time(ROUNDS, () => cleanIdentityPhoto(bytes));
    const seal = await time(ROUNDS, () => sealPersonalData(keys, stored.bytes, 'identity_verifications.front_photo:bench'));
    const out = `${stored.width} × ${stored.height}, ${mebibytes(stored.bytes.length)}`;
    console.log(`| ${name} | ${mebibytes(bytes.length)} | ${timing(screen)} | ${timing(clean)} | ${out} | ${timing(seal)} |`);
  }
}

void main();
