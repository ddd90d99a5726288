/**
 * The shell's icons, drawn at build time from the one SVG every app's page links
 * (shared/public/favicon.svg): the sizes the platforms ask for (ADR 069). The letter is a path, not
 * text, so every machine draws the same pixels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const repoRoot = path.resolve(__dirname, '../..');
export const iconSource = path.join(repoRoot, 'shared/public/favicon.svg');

/** The coin on a full square of the page's background, inside the safe zone a mask may cut to (a circle of 80 %). */
export function onBackground(svg: string, background: string, scale: number): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (32 * (1 - scale)).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (read by every browser since 2007): a 6-byte header, a 16-byte entry per image, the images. */
export function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    // 0 stands for 256 in the one-byte width and height.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

/** Every icon file by its path in the build. */
export async function renderIcons(background: string): Promise<Record<string, Buffer>> {
  const svg = readFileSync(iconSource, 'utf8');
  // Maskable: the coin's 30/64 radius scaled to 0.8 stays inside the 0.4 safe circle. iOS fills transparency with black.
  const maskable = onBackground(svg, background, 0.8);
  const apple = onBackground(svg, background, 0.86);
  const [ico16, ico32, ico48] = await Promise.all([16, 32, 48].map((size) => png(svg, size)));
  return {
    'favicon.ico': icoOf([
      { size: 16, data: ico16! },
      { size: 32, data: ico32! },
      { size: 48, data: ico48! },
    ]),
    'icons/icon-192.png': await png(svg, 192),
    'icons/icon-512.png': await png(svg, 512),
    'icons/maskable-192.png': await png(maskable, 192),
    'icons/maskable-512.png': await png(maskable, 512),
    'apple-touch-icon.png': await png(apple, 180),
  };
}
