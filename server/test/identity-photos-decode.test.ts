/**
 * Cleaned card photos are still pictures, and the same pictures: Chromium (CHROME_PATH, default
 * /usr/bin/chromium) decodes each fixture and each upload before and after cleaning, and the
 * cleaned file's pixels must equal the upload's. One browser, one page, one round trip.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { screenIdentityPhoto } from '../src/domain/identity-photos';
import {
  HTML_PAGE,
  JPEG_PROGRESSIVE,
  PDF_DOCUMENT,
  SCRIPT,
  WEBP_ALPHA,
  WEBP_ANIMATED,
  XMP_PACKET,
  adobeSegment,
  commentSegment,
  everyPhotoKind,
  exifTiff,
  jpegWithMetadata,
  pngWithMetadata,
  riff,
  vp8x,
  webpChunk,
  webpChunks,
  webpWithMetadata,
  withSegments,
  zipArchive,
} from './support/images';

const ZIP = zipArchive('readme.html', HTML_PAGE);
const [, ...alphaImage] = webpChunks(WEBP_ALPHA);
const [, ...animation] = webpChunks(WEBP_ANIMATED);

const UPLOADS: [string, Buffer][] = [
  ...everyPhotoKind(),
  ['baseline JPEG with EXIF, XMP, ICC, IPTC, a comment and a ZIP', Buffer.concat([jpegWithMetadata(), ZIP])],
  [
    'progressive JPEG with an Adobe segment and a PDF',
    Buffer.concat([withSegments(JPEG_PROGRESSIVE, adobeSegment(), commentSegment(HTML_PAGE)), Buffer.from(PDF_DOCUMENT)]),
  ],
  ['PNG with text, EXIF, time, ICC and private chunks and HTML after IEND', Buffer.concat([pngWithMetadata(), Buffer.from(HTML_PAGE)])],
  ['lossless WebP with ICCP, EXIF and XMP', webpWithMetadata()],
  [
    'lossy WebP with alpha, EXIF and a script chunk',
    riff(vp8x(0x18), ...alphaImage, webpChunk('EXIF', exifTiff()), webpChunk('HTML', SCRIPT)),
  ],
  ['animated WebP with XMP and a ZIP past its end', Buffer.concat([riff(vp8x(0x06), ...animation, webpChunk('XMP ', XMP_PACKET)), ZIP])],
];

/** Runs in the page: each data URI's size and RGBA pixels (its first frame), or null when it does not decode. */
const DECODE = `async (uris) => Promise.all(uris.map(async (uri) => {
  const image = new Image();
  image.src = uri;
  try { await image.decode(); } catch { return null; }
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.naturalWidth, height: image.naturalHeight, pixels: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data).join(',') };
}))`;

interface Decoded {
  width: number;
  height: number;
  pixels: string;
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

it('Chromium decodes every upload and its cleaned file, to the same 16x12 pixels', async () => {
  const photos = UPLOADS.map(([, upload]) => screenIdentityPhoto(upload));
  const uris = UPLOADS.flatMap(([, upload], at) =>
    [upload, photos[at]!.bytes].map((bytes) => `data:${photos[at]!.type};base64,${bytes.toString('base64')}`),
  );
  const page = await browser.newPage();
  const decoded = await page.evaluate<(Decoded | null)[]>(`(${DECODE})(${JSON.stringify(uris)})`);
  await page.close();
  UPLOADS.forEach(([name], at) => {
    const [upload, cleaned] = [decoded[2 * at], decoded[2 * at + 1]];
    expect([name, upload?.width, upload?.height]).toEqual([name, 16, 12]);
    expect([name, cleaned]).toEqual([name, upload]);
  });
  // Not a blank picture: the fixtures' gradients have many colours.
  expect(new Set(decoded[0]!.pixels.split(',')).size).toBeGreaterThan(20);
});
