/**
 * The real server process started as production starts it (NODE_ENV=production, real secrets) on a
 * database whose signing key was stored in the clear before migration 013: the start seals it, the
 * identity signs with the sealed key, and after `keys rotate` with the successor, sealed too.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, generateKeyPair, type JWK } from 'jose';
import { runKeysCli } from '../src/cli/keys';
import type { Queryable } from '../src/db/database';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { seedReferenceData } from '../src/seed/seed';
import { openPersonalData, personalDataKeys } from '../src/domain/personal-data';
import { PUBLISH_AHEAD_SECONDS, privateJwkContext } from '../src/domain/signing-keys';
import { migrateAndSeedBefore } from './support/database';
import { directoryForSuite } from './support/directories';
import { startServerProcess } from './support/server-process';

const production = {
  NODE_ENV: 'production',
  CLIENT_SECRET: randomBytes(24).toString('hex'),
  SERVICE_KEY: randomBytes(24).toString('hex'),
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
};
const productionKeys = personalDataKeys(Buffer.from(production.PERSONAL_DATA_KEY, 'base64'));

interface StoredKey {
  kid: string;
  clear: JWK | null;
  sealed: Uint8Array | null;
}

const storedKeys = async (db: Queryable) =>
  (await db.query<StoredKey>('SELECT kid, private_jwk AS clear, private_jwk_sealed AS sealed FROM signing_keys ORDER BY signs_from')).rows;

const openWith = (keys: ReturnType<typeof personalDataKeys>, row: StoredKey) =>
  JSON.parse(openPersonalData(keys, row.sealed!, privateJwkContext(row.kid)).toString('utf8')) as JWK;

describe('signing keys of a server started as production starts it', () => {
  const dataDir = directoryForSuite('keys-production-');
  let player: CreatedPlayer;
  let legacy: { kid: string; privateJwk: JWK };
  const env = () => ({ ...production, DATA_DIR: dataDir() });
  const pglite = () => openPglite({ dataDir: path.join(dataDir(), 'pglite') });

  beforeAll(async () => {
    const db = await pglite();
    await migrateAndSeedBefore(db, '013_signing_keys_sealed');
    // The key as ensureSigningKey stored it before migration 013: private members in a jsonb column.
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    legacy = { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' } };
    await db.query('INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk) VALUES ($1, $2, $3, $4)', [
      kid,
      'RS256',
      legacy.privateJwk,
      { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
    ]);
    await migrate(db);
    await seedReferenceData(db);
    player = await createPlayer(db);
    await db.close();
  });

  /** Starts the server, signs the player in, proves the token at the API, and stops the server. */
  async function signInOnce(): Promise<string> {
    const server = await startServerProcess(env());
    try {
      const response = await fetch(`${server.identityUrl}/realms/players/protocol/openid-connect/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`player-web:${production.CLIENT_SECRET}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: player.email, password: player.password }),
      });
      expect(response.status).toBe(200);
      const token = ((await response.json()) as { access_token: string }).access_token;
      expect((await fetch(`${server.apiUrl}/api/health`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      return token;
    } finally {
      await server.stop('SIGTERM');
    }
  }

  it('seals the key kept in the clear at start, signs with it, and signs with the rotated successor, sealed too', async () => {
    const first = await signInOnce();
    expect(decodeProtectedHeader(first).kid).toBe(legacy.kid);
    let db = await pglite();
    const [sealed] = await storedKeys(db);
    expect(sealed).toMatchObject({ kid: legacy.kid, clear: null });
    expect(openWith(productionKeys, sealed!)).toEqual(legacy.privateJwk);
    // Sealed under the production key, not the published development one.
    expect(() => openWith(devPersonalDataKeys(), sealed!)).toThrow();
    await db.close();

    const out: string[] = [];
    const rotation = await runKeysCli(['rotate', '--server-stopped'], env(), {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect({ rotation, out }).toMatchObject({
      rotation: 0,
      out: [expect.stringMatching(/^New signing key \S+ published/), expect.any(String)],
    });
    db = await pglite();
    // As if the announcement minute had passed.
    await db.query(
      `UPDATE signing_keys SET signs_from = signs_from - make_interval(secs => $1), retired_at = retired_at - make_interval(secs => $1)`,
      [PUBLISH_AHEAD_SECONDS],
    );
    await db.close();

    const second = await signInOnce();
    const successor = decodeProtectedHeader(second).kid;
    expect(successor).not.toBe(legacy.kid);
    db = await pglite();
    const rows = await storedKeys(db);
    await db.close();
    // The retired key's private half was erased at this start; its public half is still published.
    expect(rows).toEqual([
      { kid: legacy.kid, clear: null, sealed: null },
      { kid: successor, clear: null, sealed: expect.anything() },
    ]);
    expect(openWith(productionKeys, rows[1]!).kid).toBe(successor);
  }, 120_000); // two server starts (up to 60 s each on a loaded machine)
});
