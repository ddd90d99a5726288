/**
 * What the fuzz suite (fuzz.test.ts) found, pinned as plain examples: each answered 500 or a
 * non-envelope body before its fix.
 */
import { describeEachDatabase } from './support/database';
import { requestToken, startStack, type TestStack } from './support/stack';

const NUL_MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts.';

describeEachDatabase('requests the fuzz suite found answered badly', (context) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack(context.db);
  });
  afterAll(() => stack.close());

  it('a NUL character in text that reaches the database is a 400, not a 500 (API)', async () => {
    const response = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/email_verification_resend_email',
      payload: { email: 'a\u0000b@example.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message: NUL_MESSAGE, content: null });
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
});
