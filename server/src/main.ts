/**
 * The server process: the API, the identity service and the internal listener on three ports,
 * one database.
 * Config comes from the environment (src/config.ts); Ctrl-C or SIGTERM closes everything.
 */
import type { AddressInfo } from 'node:net';
import { buildApiApp, buildIdentityApp, buildInternalApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { reencodeLegacyIdentityPhotos, type ReencodedCounts } from './start/reencode-legacy-photos';
import { sealLegacyBankAccounts, type SealedCounts } from './start/seal-legacy';
import { seedDemoData, seedReferenceData } from './seed/seed';
import { personalDataKeys } from './domain/personal-data';
import { createSmtpMailer } from './domain/mailer';
import { createSessionGuard } from './domain/sessions';
import { startPrivacyJobScheduler } from './domain/privacy-jobs';

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

/** The start-up line that says whether this database got the demo accounts, and why. */
function demoDataStatus(config: Config, added: number): string {
  if (config.nodeEnv === 'production') return 'Demo data: none (a production start never seeds demo accounts)';
  if (!config.seedDemoData) return 'Demo data: none (SEED_DEMO_DATA is not set)';
  return added > 0
    ? `Demo data: ${added} demo accounts added (SEED_DEMO_DATA=true)`
    : 'Demo data: the demo accounts exist already (SEED_DEMO_DATA=true)';
}

/** The start-up line of the bank account numbers sealed at this start (counts only, never a number). */
function sealedStatus(sealed: SealedCounts): string | undefined {
  if (sealed.bank_details + sealed.withdrawal_requests === 0) return undefined;
  const counts = `saved accounts: ${sealed.bank_details}, withdrawal requests: ${sealed.withdrawal_requests}`;
  return `Bank account numbers stored in the clear before migration 009 are now sealed (${counts})`;
}

/** The start-up line of the identity photos re-encoded at this start (counts only). */
function reencodedStatus(photos: ReencodedCounts): string | undefined {
  if (photos.reencoded + photos.unreadable === 0) return undefined;
  return `Identity photos stored before re-encoding (migration 017) are now re-encoded: ${photos.reencoded}; could not be decoded, kept unserved and flagged to operators: ${photos.unreadable}`;
}

async function main(): Promise<void> {
  const config = configOrExit();
  const keys = personalDataKeys(config.personalDataKey);
  const db = await openDatabase(config);
  const applied = await migrate(db);
  // Before anything serves: the code reads account numbers sealed only (ADR 030).
  const sealed = await sealLegacyBankAccounts(db, keys);
  // Before anything serves: no photo goes out as the player uploaded it (ADR 039).
  const photos = await reencodeLegacyIdentityPhotos(db, keys);
  await seedReferenceData(db);
  const demoAccountsAdded = config.seedDemoData ? await seedDemoData(db, keys) : 0;
  const mailer = createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });

  // One view of the open sessions for both apps: a sign-out at the identity ends the session at the API at once.
  const sessions = createSessionGuard(db);
  const identity = buildIdentityApp({ config, db, sessions, mailer });
  await identity.listen({ port: config.identityPort, host: config.host });
  const identityAddress = identity.server.address() as AddressInfo;
  // The API verifies tokens against the identity's JWKS over HTTP, like any resource server.
  const identityInternalUrl = config.identityInternalUrl ?? localUrl(identityAddress);
  const api = buildApiApp({ config: { ...config, identityInternalUrl }, db, mailer, sessions });
  await api.listen({ port: config.apiPort, host: config.host });
  const internal = buildInternalApp({ config, db });
  await internal.listen({ port: config.internal.port, host: config.internal.host });

  const log = api.log;
  // Erasures of closed accounts and retention expiries (ADR 059); every replica runs it, each record is taken once.
  const privacyJobs = startPrivacyJobScheduler(db, log, config.privacyJobs.intervalSeconds * 1000);
  if (config.privacyJobs.clockControl) {
    log.warn('PRIVACY_JOBS_CLOCK_CONTROL is set: the internal listener runs the privacy jobs as of any time it is given (tests only)');
  }
  log.info({ database: config.databaseUrl ? 'postgresql' : `pglite at ${config.dataDir}`, migrationsApplied: applied }, 'database ready');
  const sealedLine = sealedStatus(sealed);
  if (sealedLine) log.info(sealedLine);
  const photosLine = reencodedStatus(photos);
  if (photosLine) log.info(photosLine);
  log.info(demoDataStatus(config, demoAccountsAdded));
  log.info(`API listening on ${localUrl(api.server.address() as AddressInfo)}, public URL ${config.apiPublicUrl}`);
  log.info(`Identity listening on ${localUrl(identityAddress)}, issuer ${config.issuer}`);
  log.info(
    `Internal API listening on ${localUrl(internal.server.address() as AddressInfo)} (service calls only; keep it off public networks)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    log.info(`${signal} received, shutting down`);
    await Promise.allSettled([api.close(), identity.close(), internal.close(), privacyJobs.stop()]);
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
