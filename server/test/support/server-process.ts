/**
 * The real server process (`node --import tsx src/main.ts`, no build needed) on free loopback
 * ports, for suites that kill it or load it from outside. The process is node itself (not a tsx
 * wrapper), so a SIGKILL reaches the server and nothing is left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePorts } from './ports';

const SERVER_DIR = path.resolve(__dirname, '../..');

export interface ServerProcess {
  apiUrl: string;
  identityUrl: string;
  internalUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits until the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Waits until `url` answers 2xx, failing with the process's `output` if it exits first or `timeoutMs` passes. */
export async function waitUntilServing(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before serving:\n${output()}`);
    }
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the server with `env` on top of a minimal environment (never the test's own
 * DATABASE_URL: pass it explicitly) and waits until the API answers. `discardStdout` drops the
 * request log (a load test writes megabytes of it), keeping stderr. `openFileLimit` starts it
 * under `ulimit -n` that low, as a container's limit would (bash execs node: the pid stays node's).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { discardStdout?: boolean; openFileLimit?: number } = {},
): Promise<ServerProcess> {
  const [apiPort, identityPort, internalPort] = (await freePorts(3)) as [number, number, number];
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] =
    options.openFileLimit === undefined ? node : ['bash', '-c', `ulimit -n ${options.openFileLimit} && exec "$@"`, 'bash', ...node];
  const child = spawn(command!, args, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      INTERNAL_PORT: String(internalPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitUntilServing(`${apiUrl}/api/open/v1/country`, child, () => output);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    apiUrl,
    identityUrl: `http://127.0.0.1:${identityPort}`,
    internalUrl: `http://127.0.0.1:${internalPort}`,
    pid: child.pid!,
    output: () => output,
    stop,
  };
}
