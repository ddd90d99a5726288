import path from 'node:path';
import { typecheckedProjects } from '../../scripts/lib/typecheck';
import { workspaceFolders } from './support/workspaces';

const root = path.resolve(__dirname, '../..');

describe('the type check of npm run typecheck and npm test', () => {
  it('covers every workspace, tooling, bench, mono and the root project (scripts, e2e)', () => {
    expect(typecheckedProjects()).toEqual(expect.arrayContaining([...workspaceFolders(root), 'tooling', 'bench', '.']));
  });
});
