import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { repoRoot } from './stack';

export interface RunOptions {
  /** Output to this file instead of the terminal: steps that run side by side keep their logs apart. */
  logFile?: string;
}

/** Runs a command from the repository root with inherited output (or into a log file); resolves with its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}, { logFile }: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.pipe(log!, { end: false });
    child.stderr?.pipe(log!, { end: false });
    const finish = (code: number) => (log ? log.end(() => resolve(code)) : resolve(code));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}

export async function buildWorkspaces(workspaces: string[], options: RunOptions = {}): Promise<void> {
  for (const workspace of workspaces) {
    const code = await run('npm', ['run', 'build', '--silent', '-w', workspace], {}, options);
    if (code !== 0) throw new Error(`Building ${workspace} failed (exit ${code}).`);
  }
}
