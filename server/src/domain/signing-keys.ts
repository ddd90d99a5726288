/**
 * The realm's RS256 signing keys (docs/decisions/004, 038). They live in the database, so every
 * replica signs with the same key and picks up a rotation at its next token; their private halves
 * are sealed there with the personal data key (personal-data.ts), bound to their kid, so a copy of
 * the database cannot mint a token.
 *
 * Life of a key: announced (published in the JWKS, not yet signing) → signing (from `signs_from`)
 * → retired (from its successor's `signs_from`: its private half is erased, its public half stays
 * published until tokens it signed can have expired) → deleted.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database, Queryable, Transaction } from '../db/database';
import { openPersonalData, sealPersonalData, type PersonalDataKeys } from './personal-data';

export const SIGNING_ALG = 'RS256';

/** Arbitrary constant shared by every replica: "signing keys are being created, sealed or rotated". */
const SIGNING_KEY_LOCK_ID = 4_201_002;

/**
 * How long a successor is published before it signs. A resource server (jose's remote JWKS, as the
 * API uses) refetches the JWKS for an unknown kid at most every 30 s: a token carrying a kid it
 * could not fetch yet would be refused and sign the player out.
 */
export const PUBLISH_AHEAD_SECONDS = 60;

/**
 * How long after the token lifetime a retired key stays published: verifiers accept an `iat` up to
 * 60 s ahead (replica clocks differ), and the last token may be signed a moment after retirement.
 */
const RETENTION_MARGIN_SECONDS = 120;

/** Seconds a retired key's public half stays in the JWKS, given the longest access-token lifetime. */
export const keyRetentionSeconds = (tokenLifetimeSeconds: number) => tokenLifetimeSeconds + RETENTION_MARGIN_SECONDS;

/** What a sealed private key is bound to: a sealed value copied to another key's row does not open. */
export const privateJwkContext = (kid: string) => `signing_keys.private_jwk:${kid}`;

interface NewSigningKey {
  kid: string;
  publicJwk: JWK;
  privateJwkSealed: Buffer;
}

/** A fresh RSA key pair: the public JWK to publish, the private one sealed (never held in the clear beyond here). */
async function generateSigningKey(keys: PersonalDataKeys): Promise<NewSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
    privateJwkSealed: sealPersonalData(keys, JSON.stringify(privateJwk), privateJwkContext(kid)),
  };
}

async function insertKey(tx: Transaction, key: NewSigningKey, secondsAhead: number): Promise<Date> {
  const { rows } = await tx.query<{ signsFrom: Date }>(
    `INSERT INTO signing_keys (kid, alg, private_jwk_sealed, public_jwk, signs_from)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING signs_from AS "signsFrom"`,
    [key.kid, SIGNING_ALG, key.privateJwkSealed, key.publicJwk, secondsAhead],
  );
  return rows[0]!.signsFrom;
}

/**
 * Under the lock: erases the private halves of keys that no longer sign, then seals the private
 * keys stored in the clear before migration 013. Returns how many it sealed.
 */
async function tidyPrivateHalves(tx: Transaction, keys: PersonalDataKeys): Promise<number> {
  await tx.query(
    `UPDATE signing_keys SET private_jwk = NULL, private_jwk_sealed = NULL
      WHERE retired_at <= now() AND (private_jwk IS NOT NULL OR private_jwk_sealed IS NOT NULL)`,
  );
  const { rows } = await tx.query<{ kid: string; privateJwk: JWK }>(
    'SELECT kid, private_jwk AS "privateJwk" FROM signing_keys WHERE private_jwk IS NOT NULL ORDER BY kid FOR UPDATE',
  );
  for (const row of rows) {
    const sealed = sealPersonalData(keys, JSON.stringify(row.privateJwk), privateJwkContext(row.kid));
    await tx.query('UPDATE signing_keys SET private_jwk = NULL, private_jwk_sealed = $2 WHERE kid = $1', [row.kid, sealed]);
  }
  return rows.length;
}

async function newestKey(db: Queryable): Promise<{ kid: string; signsFrom: Date; announced: boolean } | undefined> {
  const { rows } = await db.query<{ kid: string; signsFrom: Date; announced: boolean }>(
    `SELECT kid, signs_from AS "signsFrom", signs_from > now() AS announced FROM signing_keys WHERE retired_at IS NULL`,
  );
  return rows[0];
}

/**
 * Makes sure the realm has a signing key, sealed, and that this process's personal data key opens
 * it; returns the newest key's kid. Runs before the identity serves (and safely from several
 * replicas at once: the advisory lock lets one insert the first key).
 */
export async function ensureSigningKey(db: Database, keys: PersonalDataKeys): Promise<string> {
  const kid = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK_ID]);
    await tidyPrivateHalves(tx, keys);
    const existing = await newestKey(tx);
    if (existing) return existing.kid;
    const key = await generateSigningKey(keys);
    await insertKey(tx, key, 0);
    return key.kid;
  });
  try {
    await loadSigningKey(db, keys);
  } catch (error) {
    // Refuse to start rather than answer every sign-in with a 500.
    throw new Error('The stored signing key does not open with this PERSONAL_DATA_KEY (was the key changed?).', { cause: error });
  }
  return kid;
}

export interface Rotation {
  /** The successor's kid. */
  kid: string;
  /** When it starts signing (PUBLISH_AHEAD_SECONDS from the rotation; at once for a realm without a key). */
  signsFrom: Date;
  /** The key it takes over from, if any. */
  replaces: string | undefined;
  /** False when a successor was already announced and not yet signing: that one is returned. */
  created: boolean;
  /** Retired keys deleted because tokens they signed have all expired. */
  pruned: number;
}

/**
 * Announces a new signing key: published at once, signing PUBLISH_AHEAD_SECONDS later, when the
 * current key retires. Deletes the retired keys whose tokens have all expired. Two rotations at
 * once (or within the announcement) give one successor, not two.
 */
export async function rotateSigningKey(db: Database, keys: PersonalDataKeys, options: { tokenLifetimeSeconds: number }): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK_ID]);
    await tidyPrivateHalves(tx, keys);
    const { rows: pruned } = await tx.query(
      'DELETE FROM signing_keys WHERE retired_at <= now() - make_interval(secs => $1) RETURNING kid',
      [keyRetentionSeconds(options.tokenLifetimeSeconds)],
    );
    const current = await newestKey(tx);
    if (current?.announced) {
      const { rows } = await tx.query<{ kid: string }>(
        'SELECT kid FROM signing_keys WHERE retired_at = (SELECT signs_from FROM signing_keys WHERE retired_at IS NULL)',
      );
      return { kid: current.kid, signsFrom: current.signsFrom, replaces: rows[0]?.kid, created: false, pruned: pruned.length };
    }
    const key = await generateSigningKey(keys);
    const secondsAhead = current ? PUBLISH_AHEAD_SECONDS : 0;
    // Retired first: one newest key at any time (signing_keys_one_newest_idx).
    await tx.query('UPDATE signing_keys SET retired_at = now() + make_interval(secs => $1) WHERE retired_at IS NULL', [secondsAhead]);
    const signsFrom = await insertKey(tx, key, secondsAhead);
    return { kid: key.kid, signsFrom, replaces: current?.kid, created: true, pruned: pruned.length };
  });
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The key new tokens are signed with now; read and opened each time, so a rotation reaches every replica. */
export async function loadSigningKey(db: Queryable, keys: PersonalDataKeys): Promise<SigningKey> {
  const { rows } = await db.query<{ kid: string; sealed: Uint8Array | null }>(
    `SELECT kid, private_jwk_sealed AS sealed FROM signing_keys
      WHERE alg = $1 AND signs_from <= now() AND (retired_at IS NULL OR retired_at > now())
      ORDER BY signs_from DESC, kid LIMIT 1`,
    [SIGNING_ALG],
  );
  const row = rows[0];
  if (!row) throw new Error('No signing key: ensureSigningKey() must run before the identity service starts.');
  if (!row.sealed)
    throw new Error(`The signing key ${row.kid} is not sealed yet: ensureSigningKey() must run before the identity service starts.`);
  const privateJwk = JSON.parse(openPersonalData(keys, row.sealed, privateJwkContext(row.kid)).toString('utf8')) as JWK;
  return { kid: row.kid, privateKey: (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey };
}

/**
 * Public halves of the keys a valid token can carry, as a JWKS: the announced successor, the
 * signing key and the retired keys whose tokens may not have expired yet.
 */
export async function publicJwks(db: Queryable, tokenLifetimeSeconds: number): Promise<{ keys: JWK[] }> {
  const { rows } = await db.query<{ publicJwk: JWK }>(
    `SELECT public_jwk AS "publicJwk" FROM signing_keys
      WHERE retired_at IS NULL OR retired_at > now() - make_interval(secs => $1)
      ORDER BY signs_from DESC, kid`,
    [keyRetentionSeconds(tokenLifetimeSeconds)],
  );
  return { keys: rows.map((row) => row.publicJwk) };
}

export interface SigningKeyStatus {
  kid: string;
  state: 'announced' | 'signing' | 'retired';
  signsFrom: Date;
  retiredAt: Date | null;
  /** When it leaves the JWKS (retired keys), null while it is or will be signing. */
  publishedUntil: Date | null;
}

/** Every stored key and where it is in its life, newest first (the keys command's list). */
export async function listSigningKeys(db: Queryable, tokenLifetimeSeconds: number): Promise<SigningKeyStatus[]> {
  const { rows } = await db.query<SigningKeyStatus>(
    `SELECT kid, signs_from AS "signsFrom", retired_at AS "retiredAt",
            retired_at + make_interval(secs => $1) AS "publishedUntil",
            CASE WHEN signs_from > now() THEN 'announced' WHEN retired_at <= now() THEN 'retired' ELSE 'signing' END AS state
       FROM signing_keys ORDER BY signs_from DESC, kid`,
    [keyRetentionSeconds(tokenLifetimeSeconds)],
  );
  return rows;
}
