/**
 * Every app's catalogues (ADR 034): the same message ids in English, Sinhala and Tamil,
 * each one used by the app's code, each one a valid ICU message naming the same values as English.
 * English is the spec's words; a translation that dropped `{coins}` would show a blank.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { frontEnds } from '../../scripts/lib/front-ends';
import { LANGUAGES } from '../../contract/src/i18n/languages';
import { sharedMessageIds } from '../../shared/src/i18n/shared-message-ids';

const root = path.join(__dirname, '../..');
/** Every catalogue folder of an app: `src/locales`, and any screen's own `locales` below `src`. */
function catalogueFolders(dir: string): string[] {
  const folders: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.name === 'locales' && existsSync(path.join(full, 'en.json'))) folders.push(path.relative(root, full));
      else walk(full);
    }
  };
  walk(path.join(root, dir, 'src'));
  return folders;
}

const catalogues = frontEnds().flatMap((app) => catalogueFolders(app.dir).map((folder) => [folder, app.dir] as const));

function catalogue(folder: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, folder, `${language}.json`), 'utf8')) as Record<string, string>;
}

/** The app's code, tests and catalogues left out: what a message id must appear in to be used. */
function sourceOf(dir: string): string {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['__tests__', 'locales', 'testing'].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name)) files.push(readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(root, dir, 'src'));
  return files.join('\n');
}

/**
 * The names a message interpolates, inside plural and select branches too. Lingui's compiled form:
 * a list of parts, each a literal string or `[name]`, `[name, format]`, `[name, format, branches]`.
 */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      if (part[2] && typeof part[2] === 'object') Object.values(part[2] as Record<string, unknown>).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

it('has catalogues to check: the shell and every remote a player sees, the privacy policy its own', () => {
  const folders = catalogues.map(([folder]) => folder);
  for (const dir of ['shell', 'mfe-auth', 'mfe-onboarding', 'mfe-wallet', 'mfe-content', 'mfe-games'])
    expect(folders).toContain(`${dir}/src/locales`);
  expect(folders).toContain('mfe-content/src/features/privacy-policy/locales');
});

describe.each(catalogues)('%s', (folder, dir) => {
  const english = catalogue(folder, 'en');

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English ids, each naming the same values', (language) => {
    const translated = catalogue(folder, language);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(translated)) {
      expect({ id, names: valueNames(message) }).toEqual({ id, names: valueNames(english[id]!) });
      expect(message.trim()).not.toBe('');
    }
  });

  it('holds no id its code never uses', () => {
    const source = sourceOf(dir);
    const unused = Object.keys(english).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});

describe("shared's catalogues", () => {
  // English is the TypeScript the server answers from; each distinct text has one id (shared-message-ids.ts).
  const english = [...sharedMessageIds].map(([message, id]) => ({ id, names: typeof message === 'function' ? ['value'] : [] }));

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    "%s translates each of shared's texts once, naming {value} where it has one",
    (language) => {
      const translated = catalogue('shared/src/locales', language);
      expect(Object.keys(translated)).toEqual(english.map(({ id }) => id));
      for (const { id, names } of english) {
        expect({ id, names: valueNames(translated[id]!) }).toEqual({ id, names });
        expect(translated[id]!.trim()).not.toBe('');
      }
    },
  );
});
