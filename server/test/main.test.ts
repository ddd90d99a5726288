/**
 * The real process: `tsx src/main.ts` with its own ports and data directory, over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from './support/ports';

const SERVER_DIR = path.resolve(__dirname, '..');
const TSX = require.resolve('tsx/cli');

function startMain(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [TSX, 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Only what the server needs: no DATABASE_URL from the test environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('src/main.ts', () => {
  it('exits 1 naming each bad variable when the configuration is invalid', async () => {
    const server = startMain({ API_PORT: 'abc', REALM: 'two words' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('API_PORT must be a port number (got "abc")');
    expect(server.output()).toContain('REALM must contain only letters');
  });

  it('migrates, seeds, serves both ports and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
    const [apiPort, identityPort] = (await freePorts(2)) as [number, number];
    const identityUrl = `http://127.0.0.1:${identityPort}`;
    const server = startMain({
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_PUBLIC_URL: identityUrl,
      DATA_DIR: dataDir,
    });
    try {
      await waitFor(() => server.output().includes('Identity listening'), 'the server to listen');
      expect(server.output()).toContain(`API listening on http://127.0.0.1:${apiPort}`);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

      const tokenResponse = await fetch(`${identityUrl}/realms/players/protocol/openid-connect/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('player-web:player-web-secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: 'vip@example.com', password: 'vip-pass' }),
      });
      expect(tokenResponse.status).toBe(200);
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const health = await fetch(`http://127.0.0.1:${apiPort}/api/health`, { headers: { authorization: `Bearer ${token}` } });
      expect(await health.json()).toMatchObject({ status: true, error_code: 'NO_ERROR' });

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('SIGTERM received, shutting down');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
