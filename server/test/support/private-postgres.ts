/**
 * A PostgreSQL 15 cluster of the suite's own (initdb in a temporary directory, a free loopback
 * port, trust authentication), so the suite can stop and start it without touching the shared
 * server. As root the commands run as the `postgres` user, as PostgreSQL refuses to run as root.
 * Commands run asynchronously: the API under test may share this process's event loop.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePorts } from './ports';

const execFileAsync = promisify(execFile);

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://rewards@127.0.0.1:<port>/rewards */
  url: string;
  /** pg_ctl stop -m fast: open connections are ended, as in a real outage. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and deletes its files. */
  remove(): Promise<void>;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
  return { uid: uid!, gid: gid! };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!fs.existsSync(path.join(BIN_DIR, 'pg_ctl'))) {
    throw new Error(`PostgreSQL 15 binaries not found in ${BIN_DIR} (Debian: apt-get install postgresql-15; or set PG_BIN_DIR)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const dataDir = path.join(dir, 'data');
  const user = postgresUser();
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const [port] = (await freePorts(1)) as [number];
  const run = (binary: string, args: string[]) => execFileAsync(path.join(BIN_DIR, binary), args, { cwd: dir, ...(user ?? {}) });

  await run('initdb', ['-D', dataDir, '-U', 'rewards', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await pgCtl('-o', options, '-l', path.join(dir, 'postgres.log'), 'start');
    running = true;
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop');
    running = false;
  };
  await start();
  await run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'rewards', 'rewards']);
  return {
    url: `postgres://rewards@127.0.0.1:${port}/rewards`,
    stop,
    start,
    async remove() {
      if (running) await pgCtl('-m', 'immediate', 'stop');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
