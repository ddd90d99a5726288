/**
 * Sinhala and Tamil letters in Noto Sans (OFL), self-hosted from the Fontsource packages: each face
 * covers its script's code points only (unicode-range), so a page downloads one only when its
 * script is on it, and an English page never does. The variable font serves every weight.
 */
import sinhalaFont from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2';
import tamilFont from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';
import { tokens } from 'contract/design-tokens';
import type { Language } from 'contract/languages';

const faces = {
  si: {
    family: tokens.font.scripts.si,
    url: sinhalaFont,
    range: 'U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4',
    sample: 'සිං',
  },
  ta: { family: tokens.font.scripts.ta, url: tamilFont, range: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC', sample: 'தமி' },
} as const;

/** The family of a language's script font; null for English, which the page's own fonts draw. */
export function scriptFontFamily(language: Language): string | null {
  return language === 'en' ? null : `'${faces[language].family}'`;
}

/**
 * The faces, declared to the document as soon as `shared` runs, before anything renders: a font
 * loaded by name before its face is declared resolves to nothing, and Chromium keeps the text it
 * drew meanwhile in a system font (boxes where it has no such letters). Declaring a face fetches
 * nothing: the file comes when a page shows its script's letters, or a catalogue asks for it.
 */
function declareFaces(): void {
  if (typeof document === 'undefined' || !document.fonts || typeof FontFace === 'undefined') return;
  // A pre-rendered page declares them in its CSS already (scriptFontHead): a second face of the same family
  // left Chromium drawing some of the text in a system font for good.
  const declared = new Set([...document.fonts].map((face) => face.family.replace(/["']/g, '')));
  for (const face of Object.values(faces)) {
    if (declared.has(face.family)) continue;
    document.fonts.add(
      new FontFace(face.family, `url(${face.url}) format('woff2')`, { weight: '100 900', unicodeRange: face.range, display: 'swap' }),
    );
  }
}
declareFaces();

/**
 * The same faces as CSS, and a preload of the page's own script font, for a page's HTML (the
 * shell's pre-rendered pages, ADR 035): Sinhala or Tamil painted before any script runs waits for
 * its font (preloaded, so it comes with the page) rather than show a system font's boxes and move.
 */
export function scriptFontHead(language: Language): string {
  const css = Object.values(faces)
    .map(
      ({ family, url, range }) =>
        `@font-face{font-family:'${family}';src:url(${url}) format('woff2');font-weight:100 900;font-display:block;unicode-range:${range}}`,
    )
    .join('');
  const preload = language === 'en' ? '' : `<link rel="preload" href="${faces[language].url}" as="font" type="font/woff2" crossorigin>`;
  // The page's script font first (it covers its script only, so Latin letters still come from the
  // system's): Chromium re-draws text whose first family arrives late, not always text where it
  // is a fallback (a Tamil heading after "PlayPrize" stayed in boxes).
  const first = Object.entries(faces)
    .map(([code, { family }]) => `html:lang(${code}) body{font-family:'${family}',${tokens.font.family}}`)
    .join('');
  return `${preload}<style>${css}${first}</style>`;
}

const ready: Partial<Record<Language, Promise<void>>> = {};

/**
 * Settles once the language's script font has loaded (or failed to: the system's font then draws
 * it). A catalogue is shown only after this, so the words never appear in a fallback font first
 * and then move when the right one arrives.
 */
export function scriptFontReady(language: Language): Promise<void> {
  if (language === 'en' || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const face = faces[language];
  return (ready[language] ??= document.fonts.load(`1em '${face.family}'`, face.sample).then(
    () => undefined,
    () => undefined,
  ));
}
