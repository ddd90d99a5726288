import { randomUUID } from 'node:crypto';
import { base64url, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { buildApiApp } from '../src/app';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { issueAccessToken } from '../src/domain/access-tokens';
import { loadSigningKey } from '../src/domain/signing-keys';
import { describeEachDatabase } from './support/database';
import { freePorts } from './support/ports';
import { bearer, noMailExpected, signIn, stackFor } from './support/test-apps';
import { refusal } from './support/http';

const ISSUER = 'http://localhost:8081/realms/players';
const UNAUTHORIZED = refusal('UNAUTHORIZED', 'Invalid or expired token.');

describeEachDatabase('GET /api/health', (context) => {
  let player: CreatedPlayer;
  let realKey: { kid: string; privateKey: CryptoKey };

  const stack = stackFor(context);
  beforeAll(async () => {
    player = await createPlayer(context.db);
    realKey = await loadSigningKey(context.db, devPersonalDataKeys());
  });

  const health = (headers: Record<string, string> = {}) => stack.api.inject({ url: '/api/health', headers });

  /** A token with the claims of a real one for `player`, signed with `key` (default the realm's). */
  async function forge(
    overrides: JWTPayload = {},
    key: { kid: string; privateKey: CryptoKey } = realKey,
    expiresAt = Math.floor(Date.now() / 1000) + 300,
  ): Promise<string> {
    const claims = {
      sub: player.id,
      iss: ISSUER,
      typ: 'Bearer',
      email: player.email,
      email_verified: true,
      azp: 'player-web',
      aud: ['player-web', 'account'],
      jti: randomUUID(),
      iat: Math.floor(Date.now() / 1000) - 60,
      exp: expiresAt,
    };
    return new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
  }

  it('answers NO_ERROR for a verified player signed in through the identity service', async () => {
    const token = await signIn(stack, player.email, player.password);
    const response = await health(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, error_code: 'NO_ERROR', message: 'OK', content: null });
  });

  it('answers 140004 for a token that says the e-mail is not verified', async () => {
    const response = await health(bearer(await forge({ email_verified: false })));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: false, error_code: '140004', message: 'Email not verified.', content: null });
  });

  it('answers 140004 when the player behind a valid token is not verified', async () => {
    const unverified = await createPlayer(context.db, { emailVerified: false });
    const token = await issueAccessToken(
      context.db,
      devPersonalDataKeys(),
      { ...unverified, emailVerified: true },
      { issuer: ISSUER, clientId: 'player-web', ttlSeconds: 60 },
    );
    const response = await health(bearer(token));
    expect(response.json()).toMatchObject({ status: false, error_code: '140004' });
  });

  it('answers 401 without a token', async () => {
    const response = await health();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a garbage token and for a bare user id', async () => {
    for (const headers of [bearer('not.a.jwt'), bearer(player.id), { authorization: 'Basic abc' }]) {
      const response = await health(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('answers 401 for a token signed by another key, under another kid or the real kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    for (const kid of ['attacker-key', realKey.kid]) {
      const response = await health(bearer(await forge({}, { kid, privateKey })));
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 401 for an expired token', async () => {
    const expired = await forge({}, realKey, Math.floor(Date.now() / 1000) - 10);
    expect((await health(bearer(expired))).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: player.id,
      iss: ISSUER,
      typ: 'Bearer',
      email_verified: true,
      iat: now,
      exp: now + 300,
    })}.`;
    expect((await health(bearer(unsigned))).statusCode).toBe(401);
  });

  it('answers 401 for an HS256 token keyed with the public JWK (algorithm confusion)', async () => {
    const certs = (await stack.identity.inject('/realms/players/protocol/openid-connect/certs')).body;
    const token = await new SignJWT({ typ: 'Bearer', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: realKey.kid })
      .setSubject(player.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(certs));
    expect((await health(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 for another issuer, an ID token, or a player that does not exist', async () => {
    // Control: the same forging with the realm's key and true claims is accepted.
    expect((await health(bearer(await forge()))).json()).toMatchObject({ error_code: 'NO_ERROR' });
    const tokens = [
      await forge({ iss: 'http://localhost:8081/realms/master' }),
      await forge({ typ: 'ID' }),
      await forge({ sub: '00000000-0000-4000-8000-000000000000' }),
      await forge({ sub: 'not-a-uuid' }),
    ];
    for (const token of tokens) expect((await health(bearer(token))).json()).toEqual(UNAUTHORIZED);
  });

  it('answers 503, not 401, when the identity service cannot be reached for its keys', async () => {
    const [closedPort] = await freePorts(1);
    const api = buildApiApp({
      config: { ...stack.config, identityInternalUrl: `http://127.0.0.1:${closedPort}` },
      db: context.db,
      mailer: noMailExpected,
    });
    const response = await api.inject({ url: '/api/health', headers: bearer(await forge()) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: false, error_code: 'SERVICE_UNAVAILABLE' });
    await api.close();
  });
});
