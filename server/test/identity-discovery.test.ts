import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';

describeEachDatabase('identity discovery and keys', (context) => {
  const stack = stackFor(context);

  it('publishes OpenID Connect discovery at the Keycloak path', async () => {
    const response = await stack.identity.inject('/realms/players/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const issuer = 'http://localhost:8081/realms/players';
    expect(response.json()).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      grant_types_supported: ['password'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('publishes the public signing key only', async () => {
    const response = await stack.identity.inject('/realms/players/protocol/openid-connect/certs');
    expect(response.statusCode).toBe(200);
    const { keys } = response.json() as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(typeof keys[0]!.kid).toBe('string');
    // 2048-bit modulus: 256 bytes, 342 base64url characters.
    expect(keys[0]!.n).toHaveLength(342);
    for (const privateMember of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(privateMember);
  });

  it('answers 404 for any other realm', async () => {
    for (const url of ['/realms/master/.well-known/openid-configuration', '/realms/master/protocol/openid-connect/certs']) {
      const response = await stack.identity.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Realm does not exist' });
    }
  });

  it('answers 404 in OAuth shape for unknown paths', async () => {
    const response = await stack.identity.inject('/admin/realms');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error', 'not_found');
  });
});
