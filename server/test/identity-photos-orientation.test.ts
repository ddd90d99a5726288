/**
 * Sideways phone photos reach the operators upright (ADR 039): the screen drops the EXIF
 * but keeps its orientation, and the re-encoder turns the pixels by it, as libvips' own autoOrient
 * turns the original file. The pictures are four coloured quadrants, so every turn and mirror shows.
 */
import sharp from 'sharp';
import { cleanIdentityPhoto, screenIdentityPhoto } from '../src/domain/identity-photos';
import { exifTiff, pngChunk, webpChunk, webpChunks, riff, vp8x, withChunks } from './support/images';

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const GREEN = [0, 255, 0];
const WHITE = [255, 255, 255];

/** 40 × 20 as stored: red top left, blue top right, green bottom left, white bottom right. */
function quadrants(width = 40, height = 20): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels.set(y < height / 2 ? (x < width / 2 ? RED : BLUE) : x < width / 2 ? GREEN : WHITE, (y * width + x) * 3);
  }
  return pixels;
}

const picture = () => sharp(quadrants(), { raw: { width: 40, height: 20, channels: 3 } });

/** The colour nearest to each corner's pixel, clockwise from the top left. */
async function corners(bytes: Buffer): Promise<{ width: number; height: number; corners: string[] }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const name = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    const [r, g, b] = [data[at]! > 128, data[at + 1]! > 128, data[at + 2]! > 128];
    return r && g && b ? 'white' : r ? 'red' : g ? 'green' : b ? 'blue' : 'black';
  };
  const [right, bottom] = [info.width - 3, info.height - 3];
  return { width: info.width, height: info.height, corners: [name(2, 2), name(right, 2), name(right, bottom), name(2, bottom)] };
}

it('a JPEG with EXIF orientation 6 (the phone held upright) is stored upright: sides swapped, turned a quarter clockwise', async () => {
  const sideways = await picture().jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
  expect((await sharp(sideways).metadata()).orientation).toBe(6);
  const photo = await cleanIdentityPhoto(sideways);
  expect(photo).toMatchObject({ width: 20, height: 40 });
  // Turned clockwise, the stored bottom left (green) is the top left.
  expect(await corners(photo.bytes)).toEqual({ width: 20, height: 40, corners: ['green', 'red', 'blue', 'white'] });
  expect((await sharp(photo.bytes).metadata()).orientation).toBeUndefined();
});

it.each([1, 2, 3, 4, 5, 6, 7, 8])('orientation %i: the same picture as libvips turning the original', async (orientation) => {
  const upload = await picture().jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer();
  const expected = await sharp(upload).autoOrient().png().toBuffer();
  expect(await corners((await cleanIdentityPhoto(upload)).bytes)).toEqual(await corners(expected));
});

it("a PNG's eXIf chunk and a WebP's EXIF chunk turn the picture too; the EXIF itself is gone", async () => {
  const tiff = await picture()
    .jpeg()
    .withMetadata({ orientation: 8 })
    .toBuffer()
    .then((jpeg) => sharp(jpeg).metadata())
    .then(({ exif }) => exif!.subarray(6));
  const pngFile = withChunks(await picture().png().toBuffer(), pngChunk('eXIf', tiff));
  const image = webpChunks(await picture().webp({ lossless: true }).toBuffer());
  const webpFile = riff(vp8x(0x08, 40, 20), ...image, webpChunk('EXIF', tiff));
  for (const upload of [pngFile, webpFile]) {
    expect(screenIdentityPhoto(upload).orientation).toBe(8);
    const { bytes } = await cleanIdentityPhoto(upload);
    // Turned counter-clockwise, the stored top right (blue) is the top left.
    expect(await corners(bytes)).toEqual({ width: 20, height: 40, corners: ['blue', 'white', 'green', 'red'] });
    expect([bytes.includes(tiff.subarray(0, 16)), (await sharp(bytes).metadata()).exif]).toEqual([false, undefined]);
  }
});

it('an EXIF without an orientation, or with a broken one, leaves the picture as stored', async () => {
  const stored = { width: 40, height: 20, corners: ['red', 'blue', 'white', 'green'] };
  const plain = await picture().png().toBuffer();
  const broken = Buffer.from(exifTiff());
  broken.writeUInt32BE(0xffff, 4); // IFD0 past the end
  for (const exif of [exifTiff(), broken]) {
    const upload = withChunks(plain, pngChunk('eXIf', exif));
    expect(screenIdentityPhoto(upload).orientation).toBeUndefined();
    expect(await corners((await cleanIdentityPhoto(upload)).bytes)).toEqual(stored);
  }
});
