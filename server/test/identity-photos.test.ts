/**
 * Card photos' screen (ADR 031): the type comes from the bytes, the size limit comes first, and
 * every upload is rebuilt without its metadata before the decoder sees it. Hostile files
 * (polyglots, broken structures, fuzzing): identity-photos-hostile.test.ts; Chromium decoding the
 * results: identity-photos-decode.test.ts; the decoding and re-encoding that follows:
 * identity-photos-reencode.test.ts and identity-photos-orientation.test.ts.
 */
import { MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import { screenIdentityPhoto } from '../src/domain/identity-photos';
import {
  GPS_LATITUDE,
  HTML_PAGE,
  JPEG_BASELINE,
  JPEG_PROGRESSIVE,
  NOT_IMAGES,
  SCRIPT,
  VP8L_CHUNK,
  WEBP_ALPHA,
  WEBP_ANIMATED,
  WEBP_LOSSLESS,
  XMP_PACKET,
  adobeSegment,
  commentSegment,
  exifTiff,
  iccProfile,
  jpegSegment,
  jpegWithMetadata,
  png,
  pngChunk,
  pngWithMetadata,
  problemOf,
  riff,
  vp8x,
  webpChunk,
  webpChunks,
  webpWithMetadata,
  withChunks,
  withCommentsUpTo,
  withSegments,
  xmpSegment,
} from './support/images';

/** What metadata and payloads leave behind when they survive: none of it may be in a cleaned photo. */
const TRACES = [
  'Exif',
  'GPS',
  GPS_LATITUDE,
  'PhoneCam',
  'http://ns.adobe.com/xap',
  'xmpmeta',
  'ICC_PROFILE',
  'acsp',
  'Photoshop',
  '8BIM',
  '<script',
  '<html',
];

function expectNoTraces(bytes: Buffer) {
  for (const trace of TRACES) expect([trace, bytes.includes(trace)]).toEqual([trace, false]);
}

describe('the three types, told by their bytes', () => {
  it.each([
    ['baseline JPEG (restart markers, stuffed bytes)', JPEG_BASELINE, 'image/jpeg'],
    ['progressive JPEG (ten scans)', JPEG_PROGRESSIVE, 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['palette PNG with transparency', png({ palette: true }), 'image/png'],
    ['lossless WebP (simple format)', WEBP_LOSSLESS, 'image/webp'],
    ['lossy WebP with alpha (extended format)', WEBP_ALPHA, 'image/webp'],
    ['animated WebP', WEBP_ANIMATED, 'image/webp'],
  ])('a clean %s comes back byte for byte in a new buffer, with its type and size', (_, image, type) => {
    const upload = new Uint8Array(image);
    const photo = screenIdentityPhoto(upload);
    upload.fill(0); // the upload's memory may be reused: the photo must not share it
    expect(photo).toEqual({ type, bytes: image, width: 16, height: 12 });
  });

  it('reads the size from the JPEG frame header, the PNG IHDR and the VP8X canvas', () => {
    const sof = JPEG_BASELINE.indexOf(Buffer.from([0xff, 0xc0]));
    const jpeg = Buffer.from(JPEG_BASELINE);
    jpeg.writeUInt16BE(480, sof + 5);
    jpeg.writeUInt16BE(640, sof + 7);
    expect(screenIdentityPhoto(jpeg)).toMatchObject({ width: 640, height: 480 });
    expect(screenIdentityPhoto(png({ width: 300, height: 2 }))).toMatchObject({ type: 'image/png', width: 300, height: 2 });
    expect(screenIdentityPhoto(png({ width: 20_000, height: 1 }))).toMatchObject({ width: 20_000, height: 1 });
    const [, ...frames] = webpChunks(WEBP_ANIMATED);
    expect(screenIdentityPhoto(riff(vp8x(0x02, 40, 30), ...frames))).toMatchObject({ type: 'image/webp', width: 40, height: 30 });
  });

  it('reads a Uint8Array that is a view into a larger buffer at its own offset', () => {
    const backing = Buffer.concat([Buffer.from('junk before'), png(), Buffer.from('junk after')]);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 11, png().length);
    expect(screenIdentityPhoto(view).bytes).toEqual(png());
  });
});

describe('metadata is stripped', () => {
  it('JPEG: EXIF with GPS, XMP, ICC, IPTC and comments go; every other byte is the original', () => {
    const dirty = jpegWithMetadata();
    for (const trace of ['Exif', GPS_LATITUDE, 'http://ns.adobe.com/xap', 'ICC_PROFILE', '8BIM', '<script'])
      expect(dirty.includes(trace)).toBe(true);
    const { bytes } = screenIdentityPhoto(dirty);
    expect(bytes).toEqual(JPEG_BASELINE);
    expectNoTraces(bytes);
  });

  it('JPEG: metadata between the scans of a progressive file goes too, and the scans are kept whole', () => {
    const lastScan = JPEG_PROGRESSIVE.lastIndexOf(Buffer.from([0xff, 0xda]));
    const dirty = Buffer.concat([
      JPEG_PROGRESSIVE.subarray(0, lastScan),
      commentSegment(HTML_PAGE),
      xmpSegment(),
      JPEG_PROGRESSIVE.subarray(lastScan),
    ]);
    expect(screenIdentityPhoto(dirty).bytes).toEqual(JPEG_PROGRESSIVE);
  });

  it("JPEG: the JFIF header keeps its fields but loses its thumbnail; Adobe's colour transform is kept at its fixed length", () => {
    const thumbnail = Buffer.from(HTML_PAGE.slice(0, 48));
    const jfif = jpegSegment(0xe0, Buffer.concat([JPEG_BASELINE.subarray(6, 18), Buffer.from([16, 1]), thumbnail]));
    const withThumbnail = Buffer.concat([JPEG_BASELINE.subarray(0, 2), jfif, JPEG_BASELINE.subarray(20)]);
    expect(screenIdentityPhoto(withThumbnail).bytes).toEqual(JPEG_BASELINE);

    const adobe = withSegments(JPEG_BASELINE, adobeSegment());
    expect(screenIdentityPhoto(adobe).bytes).toEqual(adobe);
    const stuffedAdobe = withSegments(JPEG_BASELINE, jpegSegment(0xee, Buffer.concat([adobeSegment().subarray(4), Buffer.from(SCRIPT)])));
    expect(screenIdentityPhoto(stuffedAdobe).bytes).toEqual(adobe);
  });

  it('PNG: tEXt, zTXt, iTXt, eXIf, tIME, iCCP and unknown chunks go; the image chunks are the original', () => {
    const { bytes } = screenIdentityPhoto(pngWithMetadata());
    expect(bytes).toEqual(png());
    expectNoTraces(bytes);
    for (const chunk of ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'iCCP', 'prVt']) expect(bytes.includes(chunk)).toBe(false);
  });

  it('PNG: the rendering chunks are kept at their valid lengths, before the image data only; APNG frames go', () => {
    const rendering = [
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk('sRGB', Buffer.from([0])),
      pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
    ];
    const kept = withChunks(png(), ...rendering);
    expect(screenIdentityPhoto(kept).bytes).toEqual(kept);
    expect(screenIdentityPhoto(withChunks(png(), pngChunk('gAMA', HTML_PAGE))).bytes).toEqual(png());
    const idatEnd = png().length - 12;
    const late = Buffer.concat([png().subarray(0, idatEnd), ...rendering, png().subarray(idatEnd)]);
    expect(screenIdentityPhoto(late).bytes).toEqual(png());
    const animation = [pngChunk('acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0])), pngChunk('fcTL', Buffer.alloc(26))];
    const apng = Buffer.concat([
      png().subarray(0, idatEnd),
      pngChunk('fdAT', Buffer.concat([Buffer.alloc(4), Buffer.from(SCRIPT)])),
      png().subarray(idatEnd),
    ]);
    expect(screenIdentityPhoto(withChunks(apng, ...animation)).bytes).toEqual(png());
  });

  it('WebP: EXIF, XMP and ICCP chunks go and VP8X forgets it had them; the bitstream is the original', () => {
    const { bytes } = screenIdentityPhoto(webpWithMetadata());
    expect(bytes).toEqual(riff(vp8x(0), VP8L_CHUNK));
    expect(bytes.readUInt8(20)).toBe(0);
    expectNoTraces(bytes);
    for (const chunk of ['ICCP', 'EXIF', 'XMP ']) expect(bytes.includes(chunk)).toBe(false);
  });

  it('WebP: an image with alpha keeps ALPH and its alpha flag; an animation keeps ANIM and its frames', () => {
    const [, ...alphaImage] = webpChunks(WEBP_ALPHA);
    const alpha = riff(vp8x(0x10 | 0x20 | 0x08), webpChunk('ICCP', iccProfile()), ...alphaImage, webpChunk('EXIF', exifTiff()));
    expect(screenIdentityPhoto(alpha).bytes).toEqual(WEBP_ALPHA);
    const [, ...animation] = webpChunks(WEBP_ANIMATED);
    const animated = riff(vp8x(0x02 | 0x04 | 0x01 | 0xc0), ...animation, webpChunk('XMP ', XMP_PACKET));
    expect(screenIdentityPhoto(animated).bytes).toEqual(WEBP_ANIMATED);
  });
});

describe('the type comes from the bytes alone', () => {
  it.each(Object.entries(NOT_IMAGES))('%s is refused for its type, whatever it is called', (_, bytes) => {
    expect(problemOf(bytes)).toBe('type');
  });

  it.each([
    ['a JPEG with a PNG signature in front', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), JPEG_BASELINE])],
    ['a PNG starting with a JPEG SOI', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png()])],
  ])('%s is judged by its first bytes, and is broken as that type', (_, bytes) => {
    expect(problemOf(bytes)).toBe('unreadable');
  });

  it('an image with a leading byte or BOM is not an image', () => {
    expect(problemOf(Buffer.concat([Buffer.from([0]), JPEG_BASELINE]))).toBe('type');
    expect(problemOf(Buffer.concat([Buffer.from('\ufeff'), png()]))).toBe('type');
  });
});

describe('the size limit comes first', () => {
  it('an exactly 5 MiB JPEG (a chain of comment segments) is accepted, and shrinks to its image', () => {
    const padded = withCommentsUpTo(JPEG_BASELINE, MAX_IDENTITY_PHOTO_BYTES);
    expect(padded.length).toBe(MAX_IDENTITY_PHOTO_BYTES);
    expect(screenIdentityPhoto(padded).bytes).toEqual(JPEG_BASELINE);
    const trailing = Buffer.concat([png(), Buffer.alloc(MAX_IDENTITY_PHOTO_BYTES - png().length)]);
    expect(screenIdentityPhoto(trailing).bytes).toEqual(png());
  });

  it('one byte more is refused for its size, whatever the bytes', () => {
    expect(problemOf(withCommentsUpTo(JPEG_BASELINE, MAX_IDENTITY_PHOTO_BYTES + 1))).toBe('size');
    expect(problemOf(Buffer.concat([WEBP_LOSSLESS, Buffer.alloc(MAX_IDENTITY_PHOTO_BYTES + 1 - WEBP_LOSSLESS.length)]))).toBe('size');
    expect(problemOf(Buffer.concat([NOT_IMAGES['ELF executable']!, Buffer.alloc(MAX_IDENTITY_PHOTO_BYTES)]))).toBe('size');
    expect(problemOf(Buffer.alloc(MAX_IDENTITY_PHOTO_BYTES + 1, 0xff))).toBe('size');
  });
});
