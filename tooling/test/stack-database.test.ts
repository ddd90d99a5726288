/**
 * The composed stack's server uses the database it is given, never one the calling shell exports:
 * CI exports DATABASE_URL for the server suites, and the e2e stack, given none, must start on its
 * fresh embedded database, not on a PostgreSQL database an earlier run left migrated.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnService, stackPorts, stackServices, type ServiceSpec } from '../../scripts/lib/stack';

const folder = mkdtempSync(path.join(tmpdir(), 'stack-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `spec`'s environment through a child that writes its DATABASE_URL to a file, and reads it. */
async function databaseUrlSeenBy(spec: ServiceSpec): Promise<string> {
  const file = path.join(folder, `${spec.name}-${Math.random()}.txt`);
  const probe: ServiceSpec = {
    ...spec,
    command: undefined,
    args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(file)}, process.env.DATABASE_URL ?? 'none')`],
  };
  const child = spawnService(probe, { quiet: true });
  await once(child, 'exit');
  return readFileSync(file, 'utf8');
}

const serverOf = (specs: ServiceSpec[]) => specs.find((spec) => spec.name === 'server')!;

describe('the stack server database', () => {
  const exported = process.env.DATABASE_URL;
  beforeAll(() => (process.env.DATABASE_URL = 'postgres://someone:else@127.0.0.1:5432/leftover'));
  afterAll(() => (exported === undefined ? delete process.env.DATABASE_URL : (process.env.DATABASE_URL = exported)));

  it('is the embedded one when the stack is given none, whatever the shell exports', async () => {
    const server = serverOf(stackServices(stackPorts(), { dataDir: folder }));
    expect(await databaseUrlSeenBy(server)).toBe('none');
  });

  it('is the one the stack is given', async () => {
    const server = serverOf(
      stackServices(stackPorts(), { dataDir: folder, databaseUrl: 'postgres://rewards:rewards@127.0.0.1:5432/given' }),
    );
    expect(await databaseUrlSeenBy(server)).toBe('postgres://rewards:rewards@127.0.0.1:5432/given');
  });
});
