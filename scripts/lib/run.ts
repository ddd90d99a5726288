import { spawn } from 'node:child_process';
import { repoRoot } from './stack';

/** Runs a command from the repository root with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function buildWorkspaces(workspaces: string[]): Promise<void> {
  for (const workspace of workspaces) {
    const code = await run('npm', ['run', 'build', '--silent', '-w', workspace]);
    if (code !== 0) throw new Error(`Building ${workspace} failed (exit ${code}).`);
  }
}
