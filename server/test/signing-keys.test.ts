import { randomBytes } from 'node:crypto';
import { decodeProtectedHeader, exportJWK, generateKeyPair, calculateJwkThumbprint, type JWK } from 'jose';
import { buildIdentityApp } from '../src/app';
import type { Queryable } from '../src/db/database';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPersonalData, personalDataKeys } from '../src/domain/personal-data';
import {
  ensureSigningKey,
  loadSigningKey,
  PUBLISH_AHEAD_SECONDS,
  privateJwkContext,
  publicJwks,
  rotateSigningKey,
} from '../src/domain/signing-keys';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { directoryForSuite } from './support/directories';
import { bearer, signIn, stackFor, testConfig } from './support/test-apps';

const keys = devPersonalDataKeys();
const TTL = testConfig().accessTokenTtlSeconds;
/** The members of an RSA private JWK (RFC 7518 §6.3.2). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** Every row of signing_keys, every column, as text: what a database dump would hold. */
async function dumpSigningKeys(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ row: string }>('SELECT to_jsonb(k)::text AS row FROM signing_keys k ORDER BY kid');
  return rows.map((row) => row.row).join('\n');
}

/** The private JWKs, opened from their sealed form with the server's key. */
async function openedPrivateJwks(db: Queryable): Promise<JWK[]> {
  const { rows } = await db.query<{ kid: string; sealed: Uint8Array }>(
    'SELECT kid, private_jwk_sealed AS sealed FROM signing_keys WHERE private_jwk_sealed IS NOT NULL',
  );
  return rows.map((row) => JSON.parse(openPersonalData(keys, row.sealed, privateJwkContext(row.kid)).toString('utf8')) as JWK);
}

/** Moves every key's timestamps `seconds` into the past: as if that much time had gone by. */
async function ageKeys(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `UPDATE signing_keys SET created_at = created_at - make_interval(secs => $1), signs_from = signs_from - make_interval(secs => $1),
            retired_at = retired_at - make_interval(secs => $1)`,
    [seconds],
  );
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

describe('signing key on an embedded database directory', () => {
  const dataDir = directoryForSuite('pglite-keys-');

  // Two on-disk databases, one migrated from scratch: slower than the templates other suites copy.
  it('survives closing and reopening the database', async () => {
    const first = await openPglite({ dataDir: dataDir() });
    await migrate(first);
    const kid = await ensureSigningKey(first, keys);
    const published = await publicJwks(first, TTL);
    await first.close();

    const reopened = await openPglite({ dataDir: dataDir() });
    expect(await ensureSigningKey(reopened, keys)).toBe(kid);
    expect(await publicJwks(reopened, TTL)).toEqual(published);
    await reopened.close();
  });
});

describeEachDatabase(
  'signing key creation',
  (context) => {
    it('creates exactly one key when two replicas start at once', async () => {
      const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
      const [a, b] = await Promise.all([ensureSigningKey(context.db, keys), ensureSigningKey(other, keys)]);
      expect(a).toBe(b);
      const { rows } = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM signing_keys');
      expect(rows[0]!.count).toBe(1);
    });

    it('gives two identity replicas the same JWKS', async () => {
      const config = testConfig();
      const replicas = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db].map((db) => buildIdentityApp({ config, db }));
      const answers = await Promise.all(replicas.map((app) => app.inject('/realms/players/protocol/openid-connect/certs')));
      expect(answers[0]!.json().keys).toHaveLength(1);
      expect(answers[1]!.body).toBe(answers[0]!.body);
      await Promise.all(replicas.map((app) => app.close()));
    });

    it('keeps no private key material in the clear: every column of every row, the announced and retired keys included', async () => {
      await rotateSigningKey(context.db, keys, { tokenLifetimeSeconds: TTL }); // an announced successor beside the signing key
      await ageKeys(context.db, PUBLISH_AHEAD_SECONDS + 1);
      await rotateSigningKey(context.db, keys, { tokenLifetimeSeconds: TTL }); // now one retired, one signing, one announced
      const dump = await dumpSigningKeys(context.db);
      expect(dump.split('\n')).toHaveLength(3);
      for (const member of PRIVATE_MEMBERS) expect(dump).not.toMatch(new RegExp(`"${member}"\\s*:`));
      // Nor any private value, in text or as the hex a bytea column dumps as.
      const opened = await openedPrivateJwks(context.db);
      expect(opened).toHaveLength(2); // the retired key's private half is erased
      for (const jwk of opened) {
        for (const member of PRIVATE_MEMBERS) {
          const value = jwk[member] as string;
          expect(value.length).toBeGreaterThan(40);
          expect(dump).not.toContain(value.slice(0, 24));
          expect(dump).not.toContain(Buffer.from(value.slice(0, 24)).toString('hex'));
        }
      }
      const published = JSON.stringify(await publicJwks(context.db, TTL));
      for (const member of PRIVATE_MEMBERS) expect(published).not.toMatch(new RegExp(`"${member}"\\s*:`));
    });

    it('refuses to store a private key in the clear', async () => {
      const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
      await expect(
        context.db.query(
          `INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, retired_at) VALUES ('clear', 'RS256', $1, $2, now())`,
          [await exportJWK(privateKey), await exportJWK(publicKey)],
        ),
      ).rejects.toThrow(/signing_keys_private_jwk_sealed_check/);
    });

    it('refuses to start with another personal data key, naming the cause', async () => {
      await expect(ensureSigningKey(context.db, personalDataKeys(randomBytes(32)))).rejects.toThrow(
        'The stored signing key does not open with this PERSONAL_DATA_KEY (was the key changed?).',
      );
    });
  },
  { seed: false },
);

describeEachDatabase(
  'a private key stored in the clear before migration 013',
  (context) => {
    it('is sealed under its kid and the clear column emptied, and goes on signing with the same kid', async () => {
      await migrateAndSeedBefore(context.db, '013_signing_keys_sealed');
      // As ensureSigningKey stored it until now.
      const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
      await context.db.query('INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk) VALUES ($1, $2, $3, $4)', [
        kid,
        'RS256',
        privateJwk,
        { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
      ]);
      await migrate(context.db);
      expect(await dumpSigningKeys(context.db)).toContain(privateJwk.d); // still clear: SQL cannot seal

      const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
      expect(await Promise.all([ensureSigningKey(context.db, keys), ensureSigningKey(other, keys)])).toEqual([kid, kid]);

      const { rows } = await context.db.query<{ clear: unknown }>('SELECT private_jwk AS clear FROM signing_keys');
      expect(rows).toEqual([{ clear: null }]);
      expect(await openedPrivateJwks(context.db)).toEqual([privateJwk]);
      expect(await dumpSigningKeys(context.db)).not.toContain(privateJwk.d);
      expect((await loadSigningKey(context.db, keys)).kid).toBe(kid);
    });
  },
  { migrate: false },
);

describeEachDatabase('signing key rotation', (context) => {
  let player: CreatedPlayer;
  const rotate = (db = context.db) => rotateSigningKey(db, keys, { tokenLifetimeSeconds: TTL });
  const jwksKids = async () =>
    ((await stack.identity.inject('/realms/players/protocol/openid-connect/certs')).json() as { keys: JWK[] }).keys.map((key) => key.kid);
  const health = (token: string) => stack.api.inject({ url: '/api/health', headers: bearer(token) });

  const stack = stackFor(context);
  beforeAll(async () => {
    player = await createPlayer(context.db);
  });

  it('announces the successor, signs with it a minute later, and publishes the old key until its tokens have expired', async () => {
    const before = await signIn(stack, player.email, player.password);
    const oldKid = kidOf(before);
    const rotation = await rotate();
    expect(rotation).toMatchObject({ created: true, replaces: oldKid, pruned: 0 });
    expect(rotation.signsFrom.getTime() - Date.now()).toBeGreaterThan((PUBLISH_AHEAD_SECONDS - 5) * 1000);
    // Announced: published at once, not yet signing.
    expect(await jwksKids()).toEqual([rotation.kid, oldKid]);
    expect(kidOf(await signIn(stack, player.email, player.password))).toBe(oldKid);

    await ageKeys(context.db, PUBLISH_AHEAD_SECONDS);
    const after = await signIn(stack, player.email, player.password);
    expect(kidOf(after)).toBe(rotation.kid);
    expect((await health(before)).statusCode).toBe(200);
    expect((await health(after)).statusCode).toBe(200);

    // A restart erases the retired key's private half; its public half stays published.
    await ensureSigningKey(context.db, keys);
    const { rows } = await context.db.query<{ kid: string }>('SELECT kid FROM signing_keys WHERE private_jwk_sealed IS NOT NULL');
    expect(rows).toEqual([{ kid: rotation.kid }]);

    await ageKeys(context.db, TTL); // the last token of the old key expires about now
    expect(await jwksKids()).toEqual([rotation.kid, oldKid]);
    await ageKeys(context.db, 120); // past the token lifetime and the clock margin
    expect(await jwksKids()).toEqual([rotation.kid]);
    const next = await rotate();
    expect(next).toMatchObject({ created: true, replaces: rotation.kid, pruned: 1 });
    const { rows: stored } = await context.db.query<{ kid: string }>('SELECT kid FROM signing_keys ORDER BY signs_from');
    expect(stored.map((row) => row.kid)).toEqual([rotation.kid, next.kid]);
  });

  it('gives one successor, not two, when replicas rotate and start at once', async () => {
    const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
    await ageKeys(context.db, PUBLISH_AHEAD_SECONDS); // the previous test's successor signs now
    const signing = (await loadSigningKey(context.db, keys)).kid;
    const [a, b, , c] = await Promise.all([rotate(context.db), rotate(other), ensureSigningKey(other, keys), rotate(context.db)]);
    expect(new Set([a.kid, b.kid, c.kid]).size).toBe(1);
    expect([a, b, c].filter((rotation) => rotation.created)).toHaveLength(1);
    expect([a.replaces, b.replaces, c.replaces]).toEqual([signing, signing, signing]);
    const { rows } = await context.db.query<{ kid: string; retiredAt: Date | null }>(
      'SELECT kid, retired_at AS "retiredAt" FROM signing_keys WHERE retired_at IS NULL OR retired_at > now()',
    );
    expect(rows.map((row) => row.kid).sort()).toEqual([a.kid, signing].sort());
    expect(rows.find((row) => row.kid === signing)!.retiredAt).toEqual(a.signsFrom);
    expect((await loadSigningKey(other, keys)).kid).toBe(signing);
    await ageKeys(context.db, PUBLISH_AHEAD_SECONDS);
    expect((await loadSigningKey(other, keys)).kid).toBe(a.kid);
  });
});
