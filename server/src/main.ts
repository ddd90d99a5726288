/**
 * The server process: the API and the identity service on two ports, one database.
 * Config comes from the environment (src/config.ts); Ctrl-C or SIGTERM closes everything.
 */
import type { AddressInfo } from 'node:net';
import { buildApiApp, buildIdentityApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { createSmtpMailer } from './domain/mailer';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A URL this process can reach a listener on (0.0.0.0 and :: are not connectable addresses). */
function localUrl(address: AddressInfo): string {
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function main(): Promise<void> {
  const config = configOrExit();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  const seeded = await seedDatabase(db);
  const mailer = createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });

  const identity = buildIdentityApp({ config, db });
  await identity.listen({ port: config.identityPort, host: config.host });
  const identityAddress = identity.server.address() as AddressInfo;
  // The API verifies tokens against the identity's JWKS over HTTP, like any resource server.
  const identityInternalUrl = config.identityInternalUrl ?? localUrl(identityAddress);
  const api = buildApiApp({ config: { ...config, identityInternalUrl }, db, mailer });
  await api.listen({ port: config.apiPort, host: config.host });

  const log = api.log;
  log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite at ${config.dataDir}`, migrationsApplied: applied, seeded },
    'database ready',
  );
  log.info(`API listening on ${localUrl(api.server.address() as AddressInfo)}, public URL ${config.apiPublicUrl}`);
  log.info(`Identity listening on ${localUrl(identityAddress)}, issuer ${config.issuer}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    log.info(`${signal} received, shutting down`);
    await Promise.allSettled([api.close(), identity.close()]);
    mailer.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
