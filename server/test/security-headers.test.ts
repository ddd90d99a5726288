import { describeEachDatabase } from './support/database';
import { startStack, type TestStack } from './support/test-apps';

const JSON_ONLY = "default-src 'none'; frame-ancestors 'none'";

describeEachDatabase('security headers', (context) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack(context.db);
  });
  afterAll(() => stack.close());

  it.each([
    ['api', 'GET', '/api/open/v1/game_category'],
    ['api', 'GET', '/api/health'],
    ['api', 'GET', '/no/such/route'],
    ['api', 'POST', '/api/open/v1/user/register'],
    ['identity', 'GET', '/realms/players/.well-known/openid-configuration'],
    ['identity', 'GET', '/realms/players/protocol/openid-connect/certs'],
    ['identity', 'POST', '/realms/players/protocol/openid-connect/token'],
    ['identity', 'GET', '/realms/master/protocol/openid-connect/certs'],
  ] as const)('%s %s %s: a JSON-only policy and no sniffing, on success and failure alike', async (service, method, url) => {
    const response = await stack[service].inject({ method, url });
    expect(response.headers['content-security-policy']).toBe(JSON_ONLY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps an avatar image's own policy", async () => {
    const response = await stack.api.inject('/static/avatars/avatar-01.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
