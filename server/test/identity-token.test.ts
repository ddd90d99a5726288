import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { createPlayer } from '../src/seed/factories';
import { describeEachDatabase } from './support/database';
import { clientAuthorization, requestToken, stackFor } from './support/test-apps';

const PLAYER = { email: 'player@example.com', password: 'player-pass' };
const passwordGrant = (username: string, password: string) => ({
  grant_type: 'password',
  client_id: 'player-web',
  username,
  password,
});

describeEachDatabase('identity token endpoint', (context) => {
  const stack = stackFor(context);

  it('issues an RS256 access token with Keycloak claims, verifiable against the JWKS', async () => {
    const response = await requestToken(stack, passwordGrant('Player@Example.com', PLAYER.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ expires_in: 3600, token_type: 'Bearer', scope: 'openid profile email' });

    const certs = (await stack.identity.inject('/realms/players/protocol/openid-connect/certs')).json() as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(certs), {
      issuer: 'http://localhost:8081/realms/players',
      audience: 'account',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toBe(certs.keys[0]!.kid);
    const { rows } = await context.db.query<{ id: string }>("SELECT id FROM players WHERE email = 'player@example.com'");
    expect(payload).toMatchObject({
      sub: rows[0]!.id,
      given_name: 'Nimal',
      family_name: 'Perera',
      email: 'player@example.com',
      email_verified: true,
      preferred_username: 'player@example.com',
      azp: 'player-web',
      typ: 'Bearer',
      // Realm roles as Keycloak puts them: none for a player (operators: ADR 027).
      realm_access: { roles: [] },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a wrong password and an unknown e-mail exactly the same answer', async () => {
    const wrongPassword = await requestToken(stack, passwordGrant(PLAYER.email, 'not-the-password'));
    const unknownEmail = await requestToken(stack, passwordGrant('nobody@example.com', PLAYER.password));
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('refuses an unverified account with Keycloak error_code 140004, only after a correct password', async () => {
    const player = await createPlayer(context.db, { emailVerified: false });
    const right = await requestToken(stack, passwordGrant(player.email, player.password));
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Account is not fully set up',
      error_code: '140004',
    });
    const wrong = await requestToken(stack, passwordGrant(player.email, 'wrong-password'));
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    ['no Authorization header', null],
    ['a wrong secret', `Basic ${Buffer.from('player-web:wrong').toString('base64')}`],
    ['another client id', `Basic ${Buffer.from('other:player-web-secret').toString('base64')}`],
    ['a bearer header', 'Bearer player-web-secret'],
    ['garbage', 'Basic !!!'],
  ])('refuses client authentication with %s', async (_case, authorization) => {
    const response = await requestToken(stack, passwordGrant(PLAYER.email, PLAYER.password), authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized_client' });
    expect(typeof response.json().error_description).toBe('string');
  });

  it('refuses a body client_id that differs from the authenticated client', async () => {
    const response = await requestToken(stack, { ...passwordGrant(PLAYER.email, PLAYER.password), client_id: 'admin-cli' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized_client' });
  });

  it.each([
    ['grant_type', { client_id: 'player-web', username: PLAYER.email, password: PLAYER.password }],
    ['username', { grant_type: 'password', password: PLAYER.password }],
    ['password', { grant_type: 'password', username: PLAYER.email }],
  ])('answers invalid_request when %s is missing', async (field, form) => {
    const response = await requestToken(stack, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining(field) });
  });

  it('answers unsupported_grant_type for other grants', async () => {
    const response = await requestToken(stack, { grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it.each([
    {
      refusal: 'takes form bodies only: a JSON one is 415',
      realm: 'players',
      type: 'application/json',
      encode: (form: Record<string, string>) => JSON.stringify(form),
      status: 415,
      error: 'invalid_request',
    },
    {
      refusal: 'answers 404 for another realm',
      realm: 'master',
      type: 'application/x-www-form-urlencoded',
      encode: (form: Record<string, string>) => new URLSearchParams(form).toString(),
      status: 404,
      error: 'Realm does not exist',
    },
  ])('$refusal', async ({ realm, type, encode, status, error }) => {
    const response = await stack.identity.inject({
      method: 'POST',
      url: `/realms/${realm}/protocol/openid-connect/token`,
      headers: { authorization: clientAuthorization(stack.config), 'content-type': type },
      payload: encode(passwordGrant(PLAYER.email, PLAYER.password)),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });

  it('lets the configured browser origins call it with Authorization, and no others', async () => {
    const preflight = (origin: string) =>
      stack.identity.inject({
        method: 'OPTIONS',
        url: '/realms/players/protocol/openid-connect/token',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('http://localhost:3001');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs with the stored key, named in the token header', async () => {
    const response = await requestToken(stack, passwordGrant(PLAYER.email, PLAYER.password));
    const { rows } = await context.db.query<{ kid: string }>('SELECT kid FROM signing_keys');
    expect(decodeProtectedHeader(response.json().access_token)).toMatchObject({ alg: 'RS256', kid: rows[0]!.kid });
  });
});
