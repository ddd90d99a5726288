import fc from 'fast-check';
import { buildApiApp, buildIdentityApp } from '../src/app';
import { describeEachDatabase } from './support/database';
import { openPgliteFromTemplate } from './support/templates';
import { noMailExpected, requestToken, stackFor, testConfig } from './support/test-apps';

/** The envelope of a failure: no stack, no SQL, nothing but the four fields. */
function expectFailureEnvelope(body: string, errorCode: string) {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed).sort()).toEqual(['content', 'error_code', 'message', 'status']);
  expect(parsed).toMatchObject({ status: false, error_code: errorCode, content: null });
  expect(body).not.toMatch(/\bat \S+ \(|node_modules|SELECT|INSERT/);
  return parsed as { message: string };
}

describeEachDatabase('API error handling', (context) => {
  const stack = stackFor(context);

  const post = (url: string, payload: string, contentType = 'application/json') =>
    stack.api.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const response = await post('/api/open/v1/user/register', '{"firstName": "Kamal",');
    expect(response.statusCode).toBe(400);
    expect(expectFailureEnvelope(response.body, 'VALIDATION_FAILED').message).toBe('The request body is not valid JSON.');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('/api/open/v1/user/email_verification_send_code', '');
    expect(response.statusCode).toBe(400);
    expectFailureEnvelope(response.body, 'VALIDATION_FAILED');
  });

  it('answers an oversized body with 413', async () => {
    const response = await post('/api/open/v1/user/register', JSON.stringify({ firstName: 'x'.repeat(20 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(expectFailureEnvelope(response.body, 'VALIDATION_FAILED').message).toBe('The request body is larger than 16 KiB.');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('/api/open/v1/user/register', '<firstName>Kamal</firstName>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expectFailureEnvelope(response.body, 'VALIDATION_FAILED');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await stack.api.inject('/api/open/v1/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(expectFailureEnvelope(response.body, 'NOT_FOUND').message).toBe('There is no GET /api/open/v1/nothing-here endpoint.');
  });

  it('tags every answer with a request id', async () => {
    const [first, second] = [await stack.api.inject('/api/open/v1/country'), await stack.api.inject('/nowhere')];
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('never answers 5xx to arbitrary JSON sent to the open POST endpoints', async () => {
    const urls = ['/api/open/v1/user/register', '/api/open/v1/user/email_verification_send_code'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue({ maxDepth: 3 }), async (url, value) => {
        const response = await post(url, JSON.stringify(value));
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(JSON.parse(response.body).status).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to arbitrary bytes sent to the token endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 60 })), async (body, authorization) => {
        const response = await stack.identity.inject({
          method: 'POST',
          url: '/realms/players/protocol/openid-connect/token',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(authorization === null ? {} : { authorization: authorization.replace(/[^\x20-\x7e]/g, '') }),
          },
          payload: body,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().error).toBe('string');
      }),
      { numRuns: 150 },
    );
  });
});

describe('services whose database goes down', () => {
  it('answer 503: an envelope from the API, an OAuth error from the identity service', async () => {
    const db = await openPgliteFromTemplate('seeded');
    const config = testConfig();
    const api = buildApiApp({ config, db, mailer: noMailExpected });
    const identity = buildIdentityApp({ config, db });
    await Promise.all([api.ready(), identity.ready()]);
    await db.close();

    const response = await api.inject('/api/open/v1/country');
    expect(response.statusCode).toBe(503);
    expectFailureEnvelope(response.body, 'SERVICE_UNAVAILABLE');

    const token = await requestToken({ identity, config }, { grant_type: 'password', username: 'a@b.c', password: 'x' });
    expect(token.statusCode).toBe(503);
    expect(token.json()).toMatchObject({ error: 'temporarily_unavailable' });
    await Promise.all([api.close(), identity.close()]);
  });
});
