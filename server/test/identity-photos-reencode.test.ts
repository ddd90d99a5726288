/**
 * Card photos are decoded and re-encoded (ADR 039): a payload in the pixel data itself
 * (which the screen's whitelist keeps, IDAT being image data) is gone from what is stored, every
 * photo is stored as a metadata-free JPEG of bounded size, and decompression bombs and files that
 * only look well formed are refused as unreadable. libvips (sharp) reads the results back.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import {
  cleanIdentityPhoto,
  IdentityPhotoError,
  MAX_IDENTITY_PHOTO_PIXELS,
  MAX_STORED_PHOTO_SIDE,
  screenIdentityPhoto,
  type PhotoProblem,
} from '../src/domain/identity-photos';
import {
  HTML_PAGE,
  JPEG_BASELINE,
  JPEG_PROGRESSIVE,
  SCRIPT,
  WEBP_ALPHA,
  WEBP_ANIMATED,
  WEBP_LOSSLESS,
  commentSegment,
  everyPhotoKind,
  exifSegment,
  iccSegment,
  png,
  pngChunk,
  withSegments,
  xmpSegment,
  zipArchive,
} from './support/images';
import { pngOfRows, pngWithPixelPayload } from './support/identity-photos';

const MARKER = 'PAYLOAD-MARKER-7f3a';
const ZIP = zipArchive('index.html', `${MARKER}${HTML_PAGE}`);
/** What would be left of a payload: none of it may be in a stored photo. */
const PAYLOAD_TRACES = [MARKER, 'PK\u0003\u0004', 'PK\u0005\u0006', 'index.html', '<script', '<html'];

async function problemOf(bytes: Uint8Array): Promise<PhotoProblem | undefined> {
  try {
    await cleanIdentityPhoto(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof IdentityPhotoError) return error.problem;
    throw error;
  }
}

const isJpegFile = (bytes: Buffer) =>
  bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) && bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]));

describe('a payload in the pixel data', () => {
  const width = 120;
  const polyglot = Buffer.concat([pngWithPixelPayload(ZIP, width, 40), ZIP]);

  it('passes the screen (IDAT is image data) but is not in the stored photo, nor is what followed IEND', async () => {
    expect(screenIdentityPhoto(polyglot).bytes.includes(ZIP)).toBe(true);
    const photo = await cleanIdentityPhoto(polyglot);
    for (const trace of PAYLOAD_TRACES) expect([trace, photo.bytes.includes(trace)]).toEqual([trace, false]);
    expect(photo).toMatchObject({ type: 'image/jpeg', width, height: 40 });
    expect(isJpegFile(photo.bytes)).toBe(true);
    // Still the same picture: the grey rows below the payload stay grey.
    const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    const lastRow = data.subarray((info.height - 1) * info.width * info.channels);
    expect(Math.max(...lastRow.map((value) => Math.abs(value - 0x80)))).toBeLessThan(8);
  });
});

describe('every photo is stored as a JPEG without metadata', () => {
  it.each(everyPhotoKind())('%s', async (_, upload) => {
    const photo = await cleanIdentityPhoto(upload);
    expect(photo).toMatchObject({ type: 'image/jpeg', width: 16, height: 12 });
    const stored = await sharp(photo.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 16, height: 12, space: 'srgb', hasAlpha: false });
    expect(stored.pages ?? 1).toBe(1);
    expect([stored.exif, stored.icc, stored.xmp, stored.iptc, stored.comments]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('camera metadata and a comment with a script are not in the new file', async () => {
    const dirty = withSegments(JPEG_BASELINE, exifSegment(), xmpSegment(), iccSegment(), commentSegment(SCRIPT));
    const { bytes } = await cleanIdentityPhoto(dirty);
    for (const trace of ['Exif', 'PhoneCam', 'xmpmeta', 'ICC_PROFILE', '<script'])
      expect([trace, bytes.includes(trace)]).toEqual([trace, false]);
  });

  it('transparency is laid on white', async () => {
    const transparent = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await sharp((await cleanIdentityPhoto(transparent)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(250);
  });

  it(`a large photo is stored at most ${MAX_STORED_PHOTO_SIDE} px on its long side; a small one is not enlarged`, async () => {
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(await cleanIdentityPhoto(large)).toMatchObject({ width: MAX_STORED_PHOTO_SIDE, height: 1920 });
    expect(await cleanIdentityPhoto(png({ width: 300, height: 2 }))).toMatchObject({ width: 300, height: 2 });
  });
});

describe('what the decoder refuses is unreadable, with the same message as before', () => {
  it('the screen keeps its refusals: size first, then type, then structure', async () => {
    expect(await problemOf(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).toBe('size');
    expect(await problemOf(Buffer.from('GIF89a'))).toBe('type');
    expect(await problemOf(png().subarray(0, 40))).toBe('unreadable');
  });

  it('a PNG whose IDAT is not a deflate stream (the screen checks only the CRCs)', async () => {
    const noise = Buffer.concat([png().subarray(0, 33), pngChunk('IDAT', HTML_PAGE), pngChunk('IEND', '')]);
    expect(screenIdentityPhoto(noise).type).toBe('image/png');
    expect(await problemOf(noise)).toBe('unreadable');
  });

  it('a JPEG whose scan is cut short', async () => {
    const scan = JPEG_BASELINE.indexOf(Buffer.from([0xff, 0xda]));
    const cut = Buffer.concat([JPEG_BASELINE.subarray(0, scan + 40), Buffer.from([0xff, 0xd9])]);
    expect(screenIdentityPhoto(cut).type).toBe('image/jpeg');
    expect(await problemOf(cut)).toBe('unreadable');
  });

  it(`a decompression bomb over ${MAX_IDENTITY_PHOTO_PIXELS / 1e6} MP is refused from its header, fast`, async () => {
    // 52 MP of grey zeros: 52 MB decoded from about 50 KB.
    const bomb = pngOfRows(8000, 6500, () => Buffer.alloc(8000), { grey: true });
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await problemOf(bomb)).toBe('unreadable');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('just under the pixel limit is decoded and shrunk', async () => {
    const large = pngOfRows(7000, 7000, () => Buffer.alloc(7000, 0x40), { grey: true });
    expect(await cleanIdentityPhoto(large)).toMatchObject({ width: MAX_STORED_PHOTO_SIDE, height: MAX_STORED_PHOTO_SIDE });
  });
});

describe('no input breaks the decoder', () => {
  it('valid images with random edits are stored as a JPEG or refused, never anything else', async () => {
    const valid = [JPEG_BASELINE, JPEG_PROGRESSIVE, png(), png({ palette: true }), WEBP_LOSSLESS, WEBP_ALPHA, WEBP_ANIMATED];
    const edit = fc.tuple(fc.nat(), fc.oneof(fc.nat(8), fc.nat()), fc.uint8Array({ maxLength: 8 }));
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...valid), fc.array(edit, { minLength: 1, maxLength: 4 }), async (image, edits) => {
        const bytes = edits.reduce((bytes, [at, cut, insert]) => {
          const from = at % (bytes.length + 1);
          return Buffer.concat([bytes.subarray(0, from), insert, bytes.subarray(from + cut)]);
        }, image);
        const photo = await cleanIdentityPhoto(bytes).catch((error: unknown) => {
          expect(error).toBeInstanceOf(IdentityPhotoError);
          return undefined;
        });
        if (!photo) return;
        stored++;
        expect(isJpegFile(photo.bytes)).toBe(true);
      }),
      // The example edits the JFIF header's horizontal density (byte 15), which the decoder reads and
      // accepts: one edited file always reaches the decoder and is stored. Random edits rarely do, and
      // a run whose 300 edits were all refused failed this test without any fault in the decoder.
      { numRuns: 300, examples: [[JPEG_BASELINE, [[15, 1, Uint8Array.of(2)]]]] },
    );
    // Not only refused at the screen: edited files reach the decoder and come out as a JPEG.
    expect(stored).toBeGreaterThan(0);
  });
});
