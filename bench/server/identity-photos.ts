/**
 * What an identity submission costs the server's CPU besides the database: reading each card photo
 * by its content and rebuilding it without metadata (cleanIdentityPhoto), then sealing it
 * (AES-256-GCM). From the repository root: `npx tsx bench/server/identity-photos.ts [rounds]`.
 * Inputs at the 5 MB limit: a noisy PNG (incompressible, as a photo is), a JPEG whose 5 MB are
 * comment segments (the most segments to walk), and a JPEG with a 5 MB scan full of stuffed
 * bytes (the most markers to read); a small phone-sized JPEG for the common case.
 */
import { performance } from 'node:perf_hooks';
import { MAX_IDENTITY_PHOTO_BYTES } from 'shared/identity';
import { cleanIdentityPhoto } from '../../server/src/domain/identity-photos';
import { personalDataKeys, sealPersonalData } from '../../server/src/domain/personal-data';
import { pngBytes } from '../../server/test/support/identity-photos';
import { JPEG_BASELINE, withCommentsUpTo } from '../../server/test/support/images';

const ROUNDS = Number(process.argv[2] ?? 30);

/** The baseline JPEG's scan grown to `total` bytes with stuffed 0xFF bytes (FF 00), each a marker to look past. */
function jpegWithLongScan(total: number): Buffer {
  const endOfImage = JPEG_BASELINE.length - 2;
  const stuffing = Buffer.alloc(total - JPEG_BASELINE.length);
  for (let at = 0; at + 1 < stuffing.length; at += 2) stuffing.set([0xff, 0x00], at);
  return Buffer.concat([JPEG_BASELINE.subarray(0, endOfImage), stuffing, JPEG_BASELINE.subarray(endOfImage)]);
}

/** Median and worst of `rounds` timings, in ms. */
function time(rounds: number, run: () => void): { median: number; max: number } {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, max: samples.at(-1)! };
}

function main(): void {
  const keys = personalDataKeys(Buffer.alloc(32, 7));
  // 1,200 × 1,390 random RGB pixels: 5.0 MB raw, incompressible, just under the limit.
  const noisyPng = pngBytes(1200, 1390);
  const inputs: [string, Buffer][] = [
    ['PNG, noisy pixels', noisyPng],
    ['JPEG, 5 MB of comment segments', withCommentsUpTo(JPEG_BASELINE, MAX_IDENTITY_PHOTO_BYTES)],
    ['JPEG, 5 MB scan of stuffed bytes', jpegWithLongScan(MAX_IDENTITY_PHOTO_BYTES)],
    ['JPEG, 16 × 12 (the common small case)', JPEG_BASELINE],
  ];
  console.log(`| input | size | clean: median / max ms | seal: median / max ms |`);
  console.log(`|---|---|---|---|`);
  for (const [name, bytes] of inputs) {
    if (bytes.length > MAX_IDENTITY_PHOTO_BYTES) throw new Error(`${name} is over the limit: ${bytes.length} bytes`);
    const clean = time(ROUNDS, () => cleanIdentityPhoto(bytes));
    const cleaned = cleanIdentityPhoto(bytes).bytes;
    const seal = time(ROUNDS, () => sealPersonalData(keys, cleaned, 'identity_verifications.front_photo:bench'));
    const size = `${(bytes.length / 1024 / 1024).toFixed(2)} MiB`;
    console.log(`| ${name} | ${size} | ${clean.median.toFixed(1)} / ${clean.max.toFixed(1)} | ${seal.median.toFixed(1)} / ${seal.max.toFixed(1)} |`);
  }
}

main();
