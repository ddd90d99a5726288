import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkProjectCommand, nativeTsc, typecheckedProjects } from '../../scripts/lib/typecheck';
import { workspaceFolders } from './support/workspaces';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

describe('the type check of npm run typecheck and npm test', () => {
  it('covers every workspace, tooling, bench, mono and the root project (scripts, e2e)', () => {
    expect(typecheckedProjects()).toEqual(expect.arrayContaining([...workspaceFolders(root), 'tooling', 'bench', '.']));
  });

  it("runs TypeScript 7's native compiler (ADR 086), not the 5.9 the linters load", async () => {
    const { stdout } = await run(process.execPath, [nativeTsc, '--version']);
    expect(stdout).toMatch(/^Version 7\./);
  });

  it('fails a project with a type error and names it', async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'typecheck-'));
    try {
      writeFileSync(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['*.ts'] }),
      );
      writeFileSync(path.join(project, 'coins.ts'), 'export const coins: number = "a thousand";\n');
      const [command, args] = checkProjectCommand(project);
      const failure = await run(command, args, { cwd: root }).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(failure?.code).toBeGreaterThan(0);
      expect(failure?.stdout).toMatch(/coins\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'\./);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
