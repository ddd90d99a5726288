import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A directory of its own for the tests of the enclosing describe: made in beforeAll, removed with
 * all it holds in afterAll. The answer gives its path inside hooks and tests.
 */
export function directoryForSuite(prefix: string): () => string {
  let directory: string | undefined;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => {
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    if (!directory) throw new Error('The directory is made in beforeAll; use it inside hooks and tests.');
    return directory;
  };
}
