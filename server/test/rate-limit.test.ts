import { ConfigError, loadConfig } from '../src/config';
import { countHit } from '../src/domain/rate-limits';
import { describeEachDatabase } from './support/database';
import { requestToken, startStack, type TestStack } from './support/test-apps';

const TOO_MANY = /^Too many attempts\. Please wait (\d+) seconds? and try again\.$/;
const VERIFY = '/api/open/v1/user/email_verification_send_code';
const FORGOT = '/api/open/v1/user/forget_password_send_email';

describeEachDatabase('rate limits', (context) => {
  const stacks: TestStack[] = [];
  const stackWith = async (env: NodeJS.ProcessEnv) => {
    const stack = await startStack(context.db, { env });
    stacks.push(stack);
    return stack;
  };
  afterAll(() => Promise.all(stacks.map((stack) => stack.close())));
  beforeEach(() => context.db.query('DELETE FROM rate_limit_windows'));

  const wrongCode = (stack: TestStack, headers: Record<string, string> = {}) =>
    stack.api.inject({ method: 'POST', url: VERIFY, headers, payload: { email: 'nobody-here@example.test', code: '0000' } });

  it('answers 429 RATE_LIMITED with Retry-After once an address passes the per-IP limit', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_IP_WINDOW_SECONDS: '60' });
    for (let index = 0; index < 3; index += 1) expect((await wrongCode(stack)).json()).toMatchObject({ error_code: '340004' });
    const refused = await wrongCode(stack);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toEqual({ status: false, error_code: 'RATE_LIMITED', message: expect.stringMatching(TOO_MANY), content: null });
    const seconds = Number(TOO_MANY.exec(body.message)![1]);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);

    // Other endpoints count on their own.
    const forgot = await stack.api.inject({ method: 'POST', url: FORGOT, payload: { email: 'nobody-here@example.test' } });
    expect(forgot.json()).toMatchObject({ error_code: '290002' });
  });

  it('writes a wait of 1,000 seconds or more with thousands separators, and Retry-After without', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '1', RATE_LIMIT_PER_IP_WINDOW_SECONDS: '3600' });
    await wrongCode(stack);
    const refused = await wrongCode(stack);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait 3,(5\d\d|600) seconds and try again\.$/);
    expect(refused.headers['retry-after']).toMatch(/^3(5\d\d|600)$/);
  });

  it('opens a new window once the old one has ended', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '1' });
    expect((await wrongCode(stack)).statusCode).toBe(400);
    expect((await wrongCode(stack)).statusCode).toBe(429);
    await context.db.query("UPDATE rate_limit_windows SET ends_at = now() - interval '1 second'");
    expect((await wrongCode(stack)).statusCode).toBe(400);
  });

  it('limits code mails per target e-mail, whatever the address asking', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_TARGET: '2', TRUST_PROXY: '127.0.0.1' });
    const forgot = (email: string, ip: string) =>
      stack.api.inject({ method: 'POST', url: FORGOT, headers: { 'x-forwarded-for': ip }, payload: { email } });
    expect((await forgot('target@example.test', '10.0.0.1')).statusCode).toBe(404);
    expect((await forgot('TARGET@example.test', '10.0.0.2')).statusCode).toBe(404);
    const refused = await forgot('target@example.test', '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60 - 5);
    expect((await forgot('another@example.test', '10.0.0.3')).statusCode).toBe(404);
    // Targets are stored hashed, never as addresses.
    const { rows } = await context.db.query<{ subject: string }>('SELECT subject FROM rate_limit_windows');
    expect(rows.map((row) => row.subject).join(' ')).not.toContain('@');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await stackWith({ RATE_LIMIT_PER_IP: '1' });
    expect((await wrongCode(direct, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(400);
    expect((await wrongCode(direct, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);

    await context.db.query('DELETE FROM rate_limit_windows');
    const proxied = await stackWith({ RATE_LIMIT_PER_IP: '1', TRUST_PROXY: '127.0.0.1' });
    expect((await wrongCode(proxied, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(400);
    expect((await wrongCode(proxied, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(400);
    expect((await wrongCode(proxied, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);
  });

  it('behind a proxy, a client cannot choose its own address by writing X-Forwarded-For itself', async () => {
    // The proxy appends the address it saw; whatever the client wrote stands to its left.
    for (const trustProxy of ['127.0.0.1', '1']) {
      await context.db.query('DELETE FROM rate_limit_windows');
      const stack = await stackWith({ RATE_LIMIT_PER_IP: '1', TRUST_PROXY: trustProxy });
      const viaProxy = (spoofed: string) => wrongCode(stack, { 'x-forwarded-for': `${spoofed}, 203.0.113.7` });
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(400);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.3')).statusCode).toBe(429);
    }
  });

  it('counts an IPv6 client by its /64: 30 addresses of one network share one quota, even all at once', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '3' });
    const from = (remoteAddress: string) =>
      stack.api.inject({ method: 'POST', url: VERIFY, remoteAddress, payload: { email: 'nobody-here@example.test', code: '0000' } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => from(`2001:db8:1:2:${(index + 1).toString(16)}::${index + 7}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(27);
    // Another network has its own.
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(400);

    // An IPv4 client reported as IPv4-mapped IPv6 is that IPv4 client.
    for (const address of ['203.0.113.5', '::ffff:203.0.113.5', '203.0.113.5']) expect((await from(address)).statusCode).toBe(400);
    expect((await from('::ffff:203.0.113.5')).statusCode).toBe(429);
  });

  it('counts each IPv6 address alone when RATE_LIMIT_IPV6_PREFIX=128', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '1', RATE_LIMIT_IPV6_PREFIX: '128' });
    const from = (remoteAddress: string) =>
      stack.api.inject({ method: 'POST', url: VERIFY, remoteAddress, payload: { email: 'nobody-here@example.test', code: '0000' } });
    expect((await from('2001:db8:9::1')).statusCode).toBe(400);
    expect((await from('2001:db8:9::2')).statusCode).toBe(400);
    expect((await from('2001:db8:9::1')).statusCode).toBe(429);
  });

  it('limits the token endpoint, answering in OAuth form with RATE_LIMITED and Retry-After', async () => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '2' });
    const signIn = () => requestToken(stack, { grant_type: 'password', username: 'player@example.com', password: 'player-pass' });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      error_description: expect.stringMatching(TOO_MANY),
      error_code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  const REGISTRATION = {
    firstName: 'Nimal',
    lastName: 'Perera',
    email: 'player@example.com', // taken: answers 150005 without sending mail
    country: 144,
    mobile: '0771234567',
    dateOfBirth: '1990-01-01',
    password: 'long-enough',
  };

  it.each([
    ['register', '/api/open/v1/user/register', REGISTRATION, '150005'],
    ['resend', '/api/open/v1/user/email_verification_resend_email', { email: 'nobody-here@example.test' }, 'NO_ERROR'],
    ['forgot send', FORGOT, { email: 'nobody-here@example.test' }, '290002'],
    ['forgot resend', '/api/open/v1/user/forget_password_resend_email', { email: 'nobody-here@example.test' }, '290002'],
    ['reset code', '/api/open/v1/user/forget_password_send_code', { email: 'nobody-here@example.test', code: '0000' }, '290006'],
    ['reset', '/api/open/v1/user/forget_password_reset_password', { code: 'no-such-token', password: 'long-enough' }, '290005'],
  ])('limits %s', async (_name, url, payload, firstErrorCode) => {
    const stack = await stackWith({ RATE_LIMIT_PER_IP: '1' });
    const call = () => stack.api.inject({ method: 'POST', url, payload });
    expect((await call()).json()).toMatchObject({ error_code: firstErrorCode });
    expect((await call()).json()).toMatchObject({ error_code: 'RATE_LIMITED' });
  });

  it('counts atomically and drops ended windows when a new one opens', async () => {
    await context.db.query(
      "INSERT INTO rate_limit_windows (name, subject, hits, ends_at) VALUES ('stale', 'ip:192.0.2.1', 7, now() - interval '1 minute')",
    );
    const rule = { limit: 10, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 12 }, () => countHit(context.db, 'burst', 'ip:192.0.2.9', rule)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
    const { rows } = await context.db.query('SELECT name, hits FROM rate_limit_windows ORDER BY name');
    expect(rows).toEqual([{ name: 'burst', hits: 12 }]);
  });
});

describe('rate-limit configuration', () => {
  it('defaults to 10 per minute per address and 5 per 15 minutes per target, trusting no proxy', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      rateLimits: { perIp: { limit: 10, windowSeconds: 60 }, perTarget: { limit: 5, windowSeconds: 900 }, ipv6PrefixLength: 64 },
      trustProxy: false,
      codeResendIntervalSeconds: 60,
    });
  });

  it('reads the limits, the trusted proxies or a hop count', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      RATE_LIMIT_PER_IP: '30',
      RATE_LIMIT_PER_IP_WINDOW_SECONDS: '120',
      RATE_LIMIT_PER_TARGET: '3',
      RATE_LIMIT_PER_TARGET_WINDOW_SECONDS: '600',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      RATE_LIMIT_IPV6_PREFIX: '56',
    });
    expect(config.rateLimits).toEqual({
      perIp: { limit: 30, windowSeconds: 120 },
      perTarget: { limit: 3, windowSeconds: 600 },
      ipv6PrefixLength: 56,
    });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '::1, fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses TRUST_PROXY=true, which would trust whatever address a client writes', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must not be true: it lets every client choose its own address (X-Forwarded-For) and so escape the per-address limits; set false, a number of proxy hops (1-10), or a comma list of proxy addresses or CIDRs',
    );
    for (const value of ['0', '11', '10.0.0.0/33', '10.0.0.1/8/8'])
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow('TRUST_PROXY must be');
  });

  it('names bad values', () => {
    try {
      loadConfig({
        NODE_ENV: 'test',
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_TARGET_WINDOW_SECONDS: 'soon',
        TRUST_PROXY: 'the load balancer',
        CODE_RESEND_INTERVAL_SECONDS: '-1',
        RATE_LIMIT_IPV6_PREFIX: '24',
      });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems.sort()).toEqual([
        'CODE_RESEND_INTERVAL_SECONDS must be between 0 and 3600 seconds (got "-1")',
        'RATE_LIMIT_IPV6_PREFIX must be between 32 and 128 bits (got "24")',
        'RATE_LIMIT_PER_IP must be at least 1 (got "0")',
        'RATE_LIMIT_PER_TARGET_WINDOW_SECONDS must be a number (got "soon")',
        'TRUST_PROXY must be false, a number of proxy hops (1-10), or a comma list of proxy addresses or CIDRs (got "the load balancer")',
      ]);
    }
  });
});
