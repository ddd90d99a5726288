import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { typecheckedProjects } from '../../scripts/lib/typecheck';

const root = path.resolve(__dirname, '../..');
// The folders the root package.json's globs give, as npm resolves them.
const workspaces = (
  JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: root, encoding: 'utf8' })) as { location: string }[]
).map((workspace) => workspace.location);

describe('the type check of npm run typecheck and npm test', () => {
  it('covers every workspace, tooling, bench, mono and the root project (scripts, e2e)', () => {
    expect(typecheckedProjects()).toEqual(expect.arrayContaining([...workspaces, 'tooling', 'bench', '.']));
  });
});
