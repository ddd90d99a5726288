/**
 * Forged and tampered bearer tokens: what an attacker can make from a real token, another key,
 * or no key at all. Every one of them must be refused with 401 wherever a token is required.
 */
import { base64url, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface RealmKey {
  kid: string;
  privateKey: CryptoKey;
}

interface Parts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

const encode = (value: object) => base64url.encode(JSON.stringify(value));
const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;

function split(token: string): Parts {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return { header: decode(header), payload: decode(payload), signature };
}

const join = ({ header, payload, signature }: Parts) => `${encode(header)}.${encode(payload)}.${signature}`;

/** The claims of `token`, signed again with `key` after `overrides` (the realm key: a "valid" forgery). */
export async function resign(token: string, key: RealmKey, overrides: JWTPayload, header: Record<string, unknown> = {}) {
  const { payload } = split(token);
  return new SignJWT({ ...payload, ...overrides }).setProtectedHeader({ alg: 'RS256', kid: key.kid, ...header }).sign(key.privateKey);
}

/**
 * Every way of tampering with `token` (a real access token of the realm) that must fail: named,
 * so a failure says which. `victimId` is another player's id, `issuer` the realm's issuer.
 */
export async function tamperedTokens(token: string, realmKey: RealmKey, victimId: string, issuer: string) {
  const parts = split(token);
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const attackerKey = { kid: realmKey.kid, privateKey: attacker.privateKey };
  const now = Math.floor(Date.now() / 1000);
  const publicJwk = await exportJWK(attacker.publicKey);
  const origin = new URL(issuer).origin;
  const hmacWithPublicKey = await new SignJWT(parts.payload)
    .setProtectedHeader({ alg: 'HS256', kid: realmKey.kid })
    .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));

  return {
    'alg none, no signature': join({ header: { ...parts.header, alg: 'none' }, payload: parts.payload, signature: '' }),
    'alg none, original signature': join({ ...parts, header: { ...parts.header, alg: 'none' } }),
    'alg none, payload for another player': join({
      header: { alg: 'none', typ: 'JWT' },
      payload: { ...parts.payload, sub: victimId },
      signature: '',
    }),
    'signed by another key under the realm kid': await resign(token, attackerKey, {}),
    'signed by another key under its own kid': await resign(token, { ...attackerKey, kid: 'attacker' }, {}),
    'signed by another key embedded in the header (jwk)': await resign(token, attackerKey, {}, { jwk: publicJwk }),
    'HS256 keyed with the public key (algorithm confusion)': hmacWithPublicKey,
    'payload changed to another player, signature kept': join({ ...parts, payload: { ...parts.payload, sub: victimId } }),
    'payload changed (expiry extended), signature kept': join({ ...parts, payload: { ...parts.payload, exp: now + 86_400 } }),
    'signature cut off': `${token.split('.').slice(0, 2).join('.')}.`,
    'signature of another token': `${token.split('.').slice(0, 2).join('.')}.${parts.signature.split('').reverse().join('')}`,
    expired: await resign(token, realmKey, { iat: now - 7200, exp: now - 10 }),
    'not yet valid (nbf)': await resign(token, realmKey, { nbf: now + 600 }),
    'without an expiry': await resign(token, realmKey, { exp: undefined }),
    'another issuer': await resign(token, realmKey, { iss: `https://attacker.example/realms/${issuer.split('/').pop()}` }),
    'another realm of the same issuer host': await resign(token, realmKey, { iss: `${origin}/realms/master` }),
    'an ID token, not an access token': await resign(token, realmKey, { typ: 'ID' }),
    // Signed with the realm key itself, as a confused or compromised issuer would: the claims alone must refuse them.
    'issued to another client (azp)': await resign(token, realmKey, { azp: 'admin-cli' }),
    'for another audience (aud)': await resign(token, realmKey, { aud: ['account', 'admin-cli'] }),
    'issued in the future (iat 10 minutes ahead)': await resign(token, realmKey, { iat: now + 600, exp: now + 1200 }),
    'living longer than the realm issues (2 days)': await resign(token, realmKey, { iat: now, exp: now + 2 * 86_400 }),
    'without a token id (jti)': await resign(token, realmKey, { jti: undefined }),
    'two tokens glued together': `${token}.${token}`,
    'a space inside the token': `${token.slice(0, 20)} ${token.slice(20)}`,
  };
}
