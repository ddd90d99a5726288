import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { Queryable } from '../db/database';
import type { PersonalDataKeys } from './personal-data';
import { loadSigningKey, SIGNING_ALG, type SigningKey } from './signing-keys';

export const TOKEN_SCOPE = 'openid profile email';

export interface TokenSubject {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** players.session_version when issued (0 for a new player): a password reset ends the session. */
  sessionVersion?: number;
  /** Realm roles (account_roles), carried as Keycloak does in realm_access.roles. */
  roles?: readonly string[];
}

/** How far a token's `iat` may lie in the future: the identity's and the API's clocks may differ a little. */
const CLOCK_SKEW_SECONDS = 60;

export interface IssueOptions {
  issuer: string;
  clientId: string;
  ttlSeconds: number;
}

/** A Keycloak-shaped access token (same claim names), signed with the realm's stored key (opened with `keys`). */
export async function issueAccessToken(
  db: Queryable,
  keys: PersonalDataKeys,
  subject: TokenSubject,
  options: IssueOptions,
): Promise<string> {
  return (await accessTokenSigner(db, keys, options))(subject);
}

/** An issued token with what a session record needs of it: its id and its lifetime. */
export interface IssuedAccessToken {
  token: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** issueAccessToken, answering the token's id and times as well (domain/player-sessions.ts records them). */
export async function issueAccessTokenWithClaims(
  db: Queryable,
  keys: PersonalDataKeys,
  subject: TokenSubject,
  options: IssueOptions,
): Promise<IssuedAccessToken> {
  const key = await loadSigningKey(db, keys);
  const jti = randomUUID();
  // To the millisecond (sessions are listed in this order); the token's iat is its whole second.
  const issuedAt = new Date();
  const now = Math.floor(issuedAt.getTime() / 1000);
  const token = await signAccessToken(key, subject, options, { jti, now });
  return { token, jti, issuedAt, expiresAt: new Date((now + options.ttlSeconds) * 1000) };
}

/**
 * Loads the realm's key once and answers a function that issues tokens with it, for callers that
 * issue many at once (seeding a load test's players).
 */
export async function accessTokenSigner(
  db: Queryable,
  keys: PersonalDataKeys,
  options: IssueOptions,
): Promise<(subject: TokenSubject) => Promise<string>> {
  const key = await loadSigningKey(db, keys);
  return (subject) => signAccessToken(key, subject, options);
}

function signAccessToken(
  key: SigningKey,
  subject: TokenSubject,
  options: IssueOptions,
  { jti = randomUUID(), now = Math.floor(Date.now() / 1000) }: { jti?: string; now?: number } = {},
): Promise<string> {
  return (
    new SignJWT({
      typ: 'Bearer',
      azp: options.clientId,
      scope: TOKEN_SCOPE,
      email: subject.email,
      email_verified: subject.emailVerified,
      preferred_username: subject.email,
      given_name: subject.firstName,
      family_name: subject.lastName,
      name: `${subject.firstName} ${subject.lastName}`,
      sv: subject.sessionVersion ?? 0,
      realm_access: { roles: [...(subject.roles ?? [])] },
    })
      .setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid: key.kid })
      .setSubject(subject.id)
      .setIssuer(options.issuer)
      // The client, as Keycloak's audience mapper adds it, beside Keycloak's default "account".
      .setAudience([options.clientId, 'account'])
      .setIssuedAt(now)
      .setExpirationTime(now + options.ttlSeconds)
      .setJti(jti)
      .sign(key.privateKey)
  );
}

export interface AccessTokenClaims {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  /** The token's id, for revocation. */
  jti: string;
  /** The player's session version it was issued under. */
  sessionVersion: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** realm_access.roles: the realm roles the identity gave the account (payout-operator …). */
  roles: string[];
}

/** Keycloak's realm roles claim; anything malformed counts as no role. */
function realmRoles(claim: unknown): string[] {
  const roles = (claim as { roles?: unknown } | null | undefined)?.roles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

export class InvalidTokenError extends Error {
  constructor(cause?: unknown) {
    super('Invalid or expired token.', { cause });
    this.name = 'InvalidTokenError';
  }
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

export interface VerifierOptions {
  issuer: string;
  jwksUrl: URL | string;
  /** The browser client tokens must be issued to (`azp`) and for (`aud`). */
  clientId: string;
  /** The longest lifetime (exp - iat) the identity service issues. */
  maxLifetimeSeconds: number;
}

/**
 * Verifies bearer tokens the way any resource server verifies Keycloak's: signature against the
 * issuer's published JWKS (fetched over HTTP and cached by jose), RS256 only, issuer, expiry, the
 * access-token `typ`, the client (`aud` and `azp`), an `iat` not in the future and a lifetime no
 * longer than the identity issues: a stolen signing key or a confused issuer cannot mint tokens
 * for another client or for ever. Nothing here knows the identity service runs in the same process.
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    // An answer other than 200 (the identity's database is down: 503) says nothing about the
    // token: the keys are unavailable. jose would call it a bad token, a 401 that signs players out.
    [customFetch]: async (...args: Parameters<typeof fetch>) => {
      const response = await fetch(...args);
      if (response.status !== 200) throw new IdentityUnavailableError(`The JWKS answered HTTP ${response.status}`);
      return response;
    },
  });
  return cacheVerified(async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.clientId,
        algorithms: [SIGNING_ALG],
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (payload.typ !== 'Bearer') throw new Error(`Not an access token (typ ${String(payload.typ)})`);
      if (payload.azp !== options.clientId) throw new Error(`Issued to another client (azp ${String(payload.azp)})`);
      const now = Math.floor(Date.now() / 1000);
      const [issuedAt, expiresAt] = [payload.iat!, payload.exp!];
      if (issuedAt > now + CLOCK_SKEW_SECONDS) throw new Error(`Issued in the future (iat ${issuedAt})`);
      if (expiresAt - issuedAt > options.maxLifetimeSeconds) throw new Error(`Lives longer than ${options.maxLifetimeSeconds} s`);
      const sessionVersion = payload.sv ?? 0;
      if (!Number.isSafeInteger(sessionVersion)) throw new Error('Malformed session version');
      return {
        sub: payload.sub!,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        jti: payload.jti!,
        sessionVersion: sessionVersion as number,
        exp: expiresAt,
        roles: realmRoles(payload.realm_access),
      };
    } catch (error) {
      if (error instanceof IdentityUnavailableError) throw error;
      throw isKeySetUnreachable(error) ? new IdentityUnavailableError(error) : new InvalidTokenError(error);
    }
  });
}

/** How many verified tokens a process remembers; past it the oldest is forgotten first. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Remembers each token that verified, until it expires: the signature check was a quarter of an
 * authenticated request's CPU time (ADR 072), and its answer for the same bytes cannot change
 * while the key set stays the same (keys rotate only with the server stopped: `keys rotate`).
 * Only successes are kept, so a token is refused on every request; expiry is checked on every hit;
 * whether the session is still open is the session guard's business, asked on every request.
 */
export function cacheVerified(verify: AccessTokenVerifier, now: () => number = Date.now): AccessTokenVerifier {
  const verified = new Map<string, AccessTokenClaims>();
  return async (token) => {
    const cached = verified.get(token);
    if (cached && cached.exp * 1000 > now()) return cached;
    verified.delete(token);
    // Frozen: every request with this token shares the object.
    const claims = Object.freeze({ ...(await verify(token)) });
    Object.freeze(claims.roles);
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/** The JWKS could not be fetched: the token may be fine, so this is a 503, not a 401. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity service is unavailable.', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

function isKeySetUnreachable(error: unknown): boolean {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  // fetch() rejects with a TypeError when the host cannot be reached. Compared by name: errors
  // made by Node's own fetch come from another realm than the Jest sandbox's TypeError.
  return code === 'ERR_JWKS_TIMEOUT' || name === 'TypeError';
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
