/**
 * Rotates the identity's signing key, or lists the stored keys (docs/decisions/038):
 *
 *   tsx server/src/cli/keys.ts rotate | list [--server-stopped]
 *
 * Run it with the server's own environment: it opens the database the configuration names and
 * needs PERSONAL_DATA_KEY to seal the new private key (ACCESS_TOKEN_TTL_SECONDS says how long a
 * retired key stays published). No HTTP endpoint does this: the service key that credits coins
 * is held by other services, and must not be able to touch the identity's keys.
 *
 * On PostgreSQL it runs beside the servers: each replica signs with the successor from its next
 * token. The embedded database (PGlite, development) serves one process and nothing stops a second
 * one opening it, so there the command runs only with the server stopped, which --server-stopped
 * confirms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { personalDataKeys } from '../domain/personal-data';
import { keyRetentionSeconds, listSigningKeys, rotateSigningKey } from '../domain/signing-keys';
import type { CliIo } from './coins';

const USAGE = 'Usage: keys rotate | keys list  (add --server-stopped on the embedded database, with the server stopped)';
const SERVER_STOPPED = '--server-stopped';
const NOT_MIGRATED = 'start the server once (it migrates and creates the first key), then run this again.';

const time = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

async function rotate(db: Database, config: Config, io: CliIo): Promise<void> {
  const rotation = await rotateSigningKey(db, personalDataKeys(config.personalDataKey), {
    tokenLifetimeSeconds: config.accessTokenTtlSeconds,
  });
  if (!rotation.created) {
    io.out(`A rotation is under way already: key ${rotation.kid} signs new tokens from ${time(rotation.signsFrom)}. Nothing changed.`);
  } else if (rotation.replaces === undefined) {
    io.out(`The realm had no signing key: key ${rotation.kid} was created and signs from now.`);
  } else {
    const publishedUntil = new Date(rotation.signsFrom.getTime() + keyRetentionSeconds(config.accessTokenTtlSeconds) * 1000);
    io.out(`New signing key ${rotation.kid} published; it signs new tokens from ${time(rotation.signsFrom)}.`);
    io.out(
      `Key ${rotation.replaces} then retires: its private half is erased, its public half stays published until ${time(publishedUntil)}.`,
    );
  }
  if (rotation.pruned > 0) io.out(`Deleted ${rotation.pruned} retired key(s) whose tokens have all expired.`);
}

async function list(db: Database, config: Config, io: CliIo): Promise<void> {
  const keys = await listSigningKeys(db, config.accessTokenTtlSeconds);
  if (keys.length === 0) io.out('No signing key yet: the server creates one when it starts.');
  for (const key of keys) {
    const retired = key.retiredAt ? `, retires ${time(key.retiredAt)}, published until ${time(key.publishedUntil!)}` : '';
    io.out(`${key.kid}  ${key.state.padEnd(9)}  signs from ${time(key.signsFrom)}${retired}`);
  }
}

const COMMANDS = { rotate, list } as const;

/** Runs the command and returns the process exit code (2: usage or configuration, 1: it failed). */
export async function runKeysCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, ...flags] = args;
  if (!command || !Object.hasOwn(COMMANDS, command) || flags.some((flag) => flag !== SERVER_STOPPED)) {
    io.err(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 2;
  }
  if (!config.databaseUrl && !flags.includes(SERVER_STOPPED)) {
    io.err(`The embedded database (${config.dataDir}) serves one process: stop the server, then run this again with ${SERVER_STOPPED}.`);
    return 2;
  }
  // openDatabase would create an embedded database where there is none.
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    io.err(`No embedded database in ${config.dataDir}: ${NOT_MIGRATED}`);
    return 1;
  }
  let db: Database | undefined;
  try {
    db = await openDatabase(config);
    const { rows } = await db.query<{ ready: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'signing_keys' AND column_name = 'signs_from') AS ready`,
    );
    if (!rows[0]?.ready) {
      io.err(`This database has no signing keys of migration 013 yet: ${NOT_MIGRATED}`);
      return 1;
    }
    await COMMANDS[command as keyof typeof COMMANDS](db, config, io);
    return 0;
  } catch (error) {
    io.err(`The command failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (require.main === module) {
  void runKeysCli(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then((code) => {
    process.exitCode = code;
  });
}
