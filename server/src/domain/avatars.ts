import fs from 'node:fs';
import path from 'node:path';
import type { AvatarImage } from 'contract/endpoints';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { defaultMigrationsDir } from '../db/migrate';

/** Where the API serves avatar images; an avatar's URL is this path, a slash and its file name. */
export const AVATAR_URL_PATH = '/static/avatars';

/** The `avatarImagePath` of the avatar list and the profile. */
export function avatarImagePath(config: Pick<Config, 'apiPublicUrl'>): string {
  return `${config.apiPublicUrl}${AVATAR_URL_PATH}`;
}

/**
 * server/generated/avatars: the images are generated at build time (not committed), next to
 * migrations/ in the package root, so src/ (tests, tsx) and the dist bundle find the same folder.
 */
export function avatarImagesDir(): string {
  return path.join(path.dirname(defaultMigrationsDir()), 'generated', 'avatars');
}

/** Every avatar; its avatarImageUrl is the file name under AVATAR_URL_PATH, e.g. avatar-01.svg. */
export async function listAvatarImages(db: Queryable): Promise<AvatarImage[]> {
  const { rows } = await db.query<AvatarImage>('SELECT id, name, file_name AS "avatarImageUrl" FROM avatar_images ORDER BY id');
  return rows;
}

export async function avatarImageExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM avatar_images WHERE id = $1', [id]);
  return rows.length > 0;
}

/**
 * Every SVG of the folder, read once: requests can then only ever reach a file that was listed
 * here, whatever path tricks they try. Empty when the folder does not exist.
 */
export function readAvatarImageFiles(dir = avatarImagesDir()): Map<string, Buffer> {
  if (!fs.existsSync(dir)) return new Map();
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.svg'));
  return new Map(names.map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}
