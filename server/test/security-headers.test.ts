/**
 * The security headers of every listener (helmet, configured in server-options.ts): the
 * exact set on JSON answers, successes and refusals alike, and an avatar image's own policy.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';

const SERVICE_KEY = 'test-service-key-0123456789';

/**
 * Every header helmet can send (its defaults and the ones it leaves off), so a header that comes
 * back or goes away is seen. Helmet joins directives with ';' (no space): the same two directives
 * for a browser, which splits a policy at ';' and trims each directive.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];

const JSON_ONLY = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function securityHeaders(headers: IncomingHttpHeaders | Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SECURITY_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
}

describeEachDatabase('security headers', (context) => {
  const stack = stackFor(context, { env: { SERVICE_KEY } });

  it.each([
    ['api', 'GET', '/api/open/v1/game_category', {}],
    ['api', 'GET', '/api/health', {}],
    ['api', 'GET', '/no/such/route', {}],
    ['api', 'GET', '/static/avatars/no-such-avatar.svg', {}],
    ['api', 'POST', '/api/open/v1/user/register', {}],
    ['api', 'OPTIONS', '/api/open/v1/game_category', { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' }],
    ['identity', 'GET', '/realms/players/.well-known/openid-configuration', {}],
    ['identity', 'GET', '/realms/players/protocol/openid-connect/certs', {}],
    ['identity', 'POST', '/realms/players/protocol/openid-connect/token', {}],
    ['identity', 'GET', '/realms/master/protocol/openid-connect/certs', {}],
    ['internal', 'POST', '/api/internal/v1/coins/credit', {}],
    ['internal', 'POST', '/api/internal/v1/coins/credit', { 'x-service-key': SERVICE_KEY }],
    ['internal', 'GET', '/no/such/route', { 'x-service-key': SERVICE_KEY }],
  ] as const)('%s %s %s %j: the JSON-only set, on success and failure alike', async (service, method, url, headers) => {
    const response = await stack[service].inject({ method, url, headers });
    expect(securityHeaders(response.headers)).toEqual(JSON_ONLY);
  });

  it('sends the same set over real HTTP', async () => {
    const response = await fetch(`${stack.identityUrl}/realms/players/protocol/openid-connect/certs`);
    expect(response.status).toBe(200);
    expect(securityHeaders(Object.fromEntries(response.headers))).toEqual(JSON_ONLY);
  });

  it("keeps an avatar image's own policy, and lets the front ends' origins show it", async () => {
    const response = await stack.api.inject('/static/avatars/avatar-01.svg');
    expect(response.statusCode).toBe(200);
    expect(securityHeaders(response.headers)).toEqual({
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});
