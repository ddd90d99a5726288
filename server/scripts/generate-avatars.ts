/**
 * Writes the avatar images the seeded avatar_images rows name (AVATARS: avatar-01.svg …) into
 * the folder the API serves them from. Run by build.mjs and, when files are missing, by the
 * test global setup. DiceBear's "Bottts" robots (free for personal and commercial use), seeded
 * by the file name, so every build writes byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bottts } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { AVATARS } from '../src/seed/seed';
import { avatarImagesDir } from '../src/domain/avatars';

/** Light tile colours, cycled, so neighbouring avatars in the 3-column grid differ. */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'];

function avatarSvg(fileName: string, index: number): string {
  const seed = fileName.replace(/\.svg$/, '');
  return createAvatar(bottts, { seed, backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]!] }).toString();
}

/** Every avatar file the seed names, in `dir`; returns the paths written. */
export function generateAvatars(dir = avatarImagesDir()): string[] {
  fs.mkdirSync(dir, { recursive: true });
  return AVATARS.map((avatar, index) => {
    const file = path.join(dir, avatar.fileName);
    fs.writeFileSync(file, avatarSvg(avatar.fileName, index));
    return file;
  });
}

/** Generates the images unless every one is already there (the test setup's cheap check). */
export function ensureAvatars(dir = avatarImagesDir()): void {
  if (AVATARS.some((avatar) => !fs.existsSync(path.join(dir, avatar.fileName)))) generateAvatars(dir);
}
