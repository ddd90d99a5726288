/**
 * Lint rules checked by ESLint itself with the repository's config: source text linted as if it
 * were a file at the given path (the modules it names are real files and packages), and real files
 * as they are. ESLint runs in a child process because it loads its flat config with import(), which
 * Jest's module system refuses.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');

export type Snippet = [file: string, code: string];

const lintInChild = `
import path from 'node:path';
import { ESLint } from 'eslint';
const [snippets, files, ruleSource] = JSON.parse(process.argv[1]);
const rule = new RegExp(ruleSource);
const eslint = new ESLint({ cwd: process.cwd(), errorOnUnmatchedPattern: false });
// Only the rules under test, and parse errors (no rule): the snippets leave their imports unused.
const keep = (result) => result.messages.filter((message) => message.ruleId === null || rule.test(message.ruleId)).map((message) => message.ruleId + ': ' + message.message);
const texts = [];
for (const [file, code] of snippets) texts.push(keep((await eslint.lintText(code, { filePath: path.resolve(file) }))[0]));
const real = files.length === 0 ? [] : await eslint.lintFiles(files);
console.log(JSON.stringify({ texts, real: Object.fromEntries(real.map((result) => [path.relative(process.cwd(), result.filePath), keep(result)])) }));
`;

/**
 * The table of a set of rules, in the calling `describe`: each `valid` snippet lints clean; each
 * `invalid` one fails once, by a rule `refusedBy` matches (a rule `kept` matches, read as
 * "ruleId: message"), with its message. Answers the `files`' messages of the kept rules, by file, once linted.
 */
export function lintTable({
  valid,
  invalid,
  kept,
  refusedBy = kept,
  files = [],
}: {
  valid: Snippet[];
  invalid: [...Snippet, message: RegExp][];
  kept: RegExp;
  refusedBy?: RegExp;
  files?: string[];
}): () => Record<string, string[]> {
  let texts: string[][];
  let real: Record<string, string[]>;
  beforeAll(() => {
    const snippets: Snippet[] = [...valid, ...invalid.map(([file, code]) => [file, code] as Snippet)];
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', lintInChild, JSON.stringify([snippets, files, kept.source])],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    ({ texts, real } = JSON.parse(output) as { texts: string[][]; real: Record<string, string[]> });
  }, 120_000);

  it.each(valid.map((entry, index) => [...entry, index] as const))('%s: %s passes', (_file, _code, index) => {
    expect(texts[index]).toEqual([]);
  });

  it.each(invalid.map((entry, index) => [...entry, valid.length + index] as const))(
    '%s: %s fails with %s',
    (_file, _code, message, index) => {
      expect(texts[index]).toEqual([expect.stringMatching(refusedBy)]);
      expect(texts[index]![0]).toMatch(message);
    },
  );

  return () => real;
}
