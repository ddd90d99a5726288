/**
 * What the fuzz suites (fuzz.test.ts, hostile-http.test.ts) found, pinned as plain examples: each
 * answered 500 or a body not in the service's own error shape before its fix.
 */
import { describeEachDatabase } from './support/database';
import { listenOnLoopback, refusal } from './support/http';
import { rawExchange } from './support/raw-http';
import { requestToken, stackFor } from './support/test-apps';

const NUL_MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts.';

describeEachDatabase('requests the fuzz suite found answered badly', (context) => {
  const stack = stackFor(context);

  it('a NUL character in text that reaches the database is a 400, not a 500 (API)', async () => {
    const response = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/email_verification_resend_email',
      payload: { email: 'a\u0000b@example.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('VALIDATION_FAILED', NUL_MESSAGE));
  });

  it('a NUL character in the user name is a 400 OAuth error, not a 500 (identity)', async () => {
    const response = await requestToken(stack, { grant_type: 'password', username: 'a\u0000b@example.test', password: 'secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: NUL_MESSAGE });
  });

  it.each([
    ['a broken %-escape', '/static/avatars/%zz', 400, 'The URL is not valid: it has a broken %-escape.'],
    ['an over-long path part', `/static/avatars/${'x'.repeat(101)}`, 414, 'The URL is not valid: a part of its path is too long.'],
  ])('a URL with %s is refused with an envelope (the router answers these itself)', async (_problem, url, statusCode, message) => {
    const response = await stack.api.inject(url);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message, content: null });
  });

  it('a country id beyond the integer range is a 400, not a 500 (found at full size, STRESS=1)', async () => {
    const response = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/register',
      payload: {
        ...{ firstName: 'Fuzz', lastName: 'Tester', email: 'range@example.test', country: 2_147_483_648 },
        ...{ mobile: '+94771234567', dateOfBirth: '1990-01-01', password: 'fuzz-pass' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'country: no country has this id.'));
  });

  it('a broken %-escape in an identity URL is an OAuth 400 that does not echo the path (was Fastify’s own shape)', async () => {
    const response = await stack.identity.inject('/realms/%zz/<script>');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'The URL is not valid.' });
  });

  it('an Expect header other than 100-continue is a 417 in each service’s shape (was an empty body)', async () => {
    const apiPort = Number(new URL(await listenOnLoopback(stack.api)).port);
    const identityPort = Number(new URL(stack.identityUrl).port);
    const ask = (port: number, path: string) =>
      rawExchange(port, { head: `GET ${path} HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n`, untilAnswered: true });
    const message = 'The Expect header is not supported: send the request without it.';
    const api = await ask(apiPort, '/api/open/v1/country');
    expect([api.status, JSON.parse(api.body!)]).toEqual([417, { status: false, error_code: 'VALIDATION_FAILED', message, content: null }]);
    const identity = await ask(identityPort, '/realms/players/protocol/openid-connect/certs');
    expect([identity.status, JSON.parse(identity.body!)]).toEqual([417, { error: 'invalid_request', error_description: message }]);
  });
});
