import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typecheckedProjects } from '../../scripts/lib/typecheck';

const root = path.resolve(__dirname, '../..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

describe('the type check of npm run typecheck and npm test', () => {
  it('covers every workspace, tooling, bench, mono and the root project (scripts, e2e)', () => {
    expect(typecheckedProjects()).toEqual(expect.arrayContaining([...workspaces, 'tooling', 'bench', '.']));
  });
});
