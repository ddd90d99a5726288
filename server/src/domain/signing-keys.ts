import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database, Queryable } from '../db/database';

export const SIGNING_ALG = 'RS256';

/** Arbitrary constant shared by every replica: "a signing key is being created". */
const SIGNING_KEY_LOCK_ID = 4_201_002;

interface SigningKeyRow {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

async function newestKey(db: Queryable): Promise<SigningKeyRow | undefined> {
  const { rows } = await db.query<SigningKeyRow>(
    `SELECT kid, private_jwk AS "privateJwk", public_jwk AS "publicJwk"
       FROM signing_keys WHERE alg = $1 ORDER BY created_at DESC, kid LIMIT 1`,
    [SIGNING_ALG],
  );
  return rows[0];
}

/**
 * Makes sure the realm has a signing key and returns its kid. The key lives in the database, so
 * it survives restarts and every replica signs with the same key; the advisory lock lets only
 * one of several replicas starting together insert one.
 */
export async function ensureSigningKey(db: Database): Promise<string> {
  const existing = await newestKey(db);
  if (existing) return existing.kid;
  // Generated outside the lock (it takes tens of milliseconds); a replica that loses the race
  // throws its key away.
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK_ID]);
    const winner = await newestKey(tx);
    if (winner) return winner.kid;
    await tx.query(
      'INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk) VALUES ($1, $2, $3, $4)',
      [kid, SIGNING_ALG, { ...privateJwk, kid, alg: SIGNING_ALG }, { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' }],
    );
    return kid;
  });
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The key new tokens are signed with; read from the database each time (no process state). */
export async function loadSigningKey(db: Queryable): Promise<SigningKey> {
  const row = await newestKey(db);
  if (!row) throw new Error('No signing key: ensureSigningKey() must run before the identity service starts.');
  const privateKey = await importJWK(row.privateJwk, SIGNING_ALG);
  return { kid: row.kid, privateKey: privateKey as CryptoKey };
}

/** Public halves of every stored key, as a JWKS; private members never leave the database. */
export async function publicJwks(db: Queryable): Promise<{ keys: JWK[] }> {
  const { rows } = await db.query<{ publicJwk: JWK }>(
    'SELECT public_jwk AS "publicJwk" FROM signing_keys ORDER BY created_at DESC, kid',
  );
  return { keys: rows.map((row) => row.publicJwk) };
}
