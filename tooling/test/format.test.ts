/**
 * The formatter's settings and ignore list (ADR 046), through Prettier's own command line as
 * `npm run format` runs it: text formatted as if it were the file at the given path.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const prettier = path.join(root, 'node_modules/.bin/prettier');

const formatted = (file: string, text: string) =>
  execFileSync(prettier, ['--stdin-filepath', file], { cwd: root, input: text, encoding: 'utf8' });

describe('npm run format', () => {
  it("keeps the code's style: single quotes, semicolons, trailing commas, lines up to 140 characters", () => {
    const fits = `export const fits = { name: 'a name', words: ['one', 'two', 'three'], note: "it's" };\n`;
    expect(formatted('shared/src/example.ts', fits)).toBe(fits);
    expect(formatted('shared/src/example.ts', `const x = "double"\n`)).toBe(`const x = 'double';\n`);

    const long = `call(${Array.from({ length: 12 }, (_, index) => `'argument-${index}'`).join(', ')});\n`;
    expect(long.length).toBeGreaterThan(140);
    expect(formatted('shared/src/example.ts', long)).toBe(
      `call(\n${Array.from({ length: 12 }, (_, index) => `  'argument-${index}',\n`).join('')});\n`,
    );
  });

  it('keeps JSX attributes in double quotes', () => {
    const jsx = `export const Title = () => <h1 className="title">{'Title'}</h1>;\n`;
    expect(formatted('shell/src/Title.tsx', jsx)).toBe(jsx);
  });

  it.each([
    'docs/product-spec.md',
    'docs/platform-contract.md',
    'docs/openapi.json',
    'package-lock.json',
    'README.md',
    'docker-compose.yml',
    'index.html',
    'shell/dist/index.js',
  ])('leaves %s byte for byte as it is', (file) => {
    const unformatted = '{"a":   [1,2],\n\n\n"b" :"c"}';
    expect(formatted(file, unformatted)).toBe(unformatted);
  });
});
