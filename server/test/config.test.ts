import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_CLIENT_SECRET, DEV_PERSONAL_DATA_KEY, DEV_SERVICE_KEY, loadConfig } from '../src/config';

/** What loadConfig refuses in `env`; outside production (test) unless `env` names its NODE_ENV. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' }, '/srv/app');
    expect(config).toMatchObject({
      apiPort: 8080,
      identityPort: 8081,
      host: '127.0.0.1',
      apiPublicUrl: 'http://localhost:8080',
      identityPublicUrl: 'http://localhost:8081',
      realm: 'players',
      issuer: 'http://localhost:8081/realms/players',
      clientId: 'player-web',
      clientSecret: 'player-web-secret',
      dataDir: path.resolve('/srv/app', '.data'),
      databaseUrl: undefined,
      smtpUrl: 'smtp://127.0.0.1:1025',
      serviceKey: DEV_SERVICE_KEY,
      accessTokenTtlSeconds: 3600,
      logLevel: 'info',
    });
    // Every front end of the contract, the back office (3005) and the games (3006) included.
    expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004, 3005, 3006].map((port) => `http://localhost:${port}`));
    expect(config.personalDataKey).toEqual(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));
  });

  it('reads overrides, trims trailing slashes and splits CORS_ORIGINS', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      API_PORT: '9000',
      IDENTITY_PUBLIC_URL: 'https://id.example.com/',
      REALM: 'staging',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/rewards',
      DATA_DIR: '/var/lib/rewards',
    });
    expect(config.apiPort).toBe(9000);
    expect(config.issuer).toBe('https://id.example.com/realms/staging');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/rewards');
    expect(config.dataDir).toBe('/var/lib/rewards');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', API_PORT: '', DATABASE_URL: '' })).toMatchObject({ apiPort: 8080, databaseUrl: undefined });
  });

  it('names every bad variable in one message', () => {
    const problems = problemsOf({
      API_PORT: 'eighty',
      IDENTITY_PORT: '70000',
      API_PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      ACCESS_TOKEN_TTL_SECONDS: '5',
    });
    const named = problems.map((problem) => problem.split(' ')[0]);
    expect(named.sort()).toEqual(
      ['ACCESS_TOKEN_TTL_SECONDS', 'API_PORT', 'API_PUBLIC_URL', 'DATABASE_URL', 'IDENTITY_PORT', 'LOG_LEVEL'].sort(),
    );
    expect(problems).toContain('API_PORT must be a port number (got "eighty")');
    expect(new ConfigError(problems).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("holds requests to a changed payout account 24 hours by default, and links mails to the players' site (ADR 042)", () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ payouts: { bankChangeHoldHours: 24 }, webPublicUrl: 'http://localhost:3000' });
    expect(loadConfig({ NODE_ENV: 'test', BANK_CHANGE_HOLD_HOURS: '48', WEB_PUBLIC_URL: 'https://playprize.lk/' })).toMatchObject({
      payouts: { bankChangeHoldHours: 48 },
      webPublicUrl: 'https://playprize.lk',
    });
    expect(problemsOf({ BANK_CHANGE_HOLD_HOURS: 'a day' })).toEqual(['BANK_CHANGE_HOLD_HOURS must be a number of hours (got "a day")']);
    expect(problemsOf({ BANK_CHANGE_HOLD_HOURS: '-1' })).toEqual(['BANK_CHANGE_HOLD_HOURS must be 0 or more (got "-1")']);
    expect(problemsOf({ WEB_PUBLIC_URL: 'javascript:alert(1)' })).toEqual([
      'WEB_PUBLIC_URL must be an http(s) URL (got "javascript:alert(1)")',
    ]);
  });

  it('bounds how long a client may take to send a request: 10 s for the head, 30 s in all by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).httpTimeouts).toEqual({ headersSeconds: 10, requestSeconds: 30 });
    expect(loadConfig({ NODE_ENV: 'test', HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '5' }).httpTimeouts).toEqual({
      headersSeconds: 5,
      requestSeconds: 5,
    });
    expect(problemsOf({ HEADERS_TIMEOUT_SECONDS: '0', REQUEST_TIMEOUT_SECONDS: 'forever' }).sort()).toEqual([
      'HEADERS_TIMEOUT_SECONDS must be between 1 and 300 seconds (got "0")',
      'REQUEST_TIMEOUT_SECONDS must be a number of seconds (got "forever")',
    ]);
    expect(problemsOf({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toEqual([
      'HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS (got "60")',
    ]);
  });

  it('bounds live-balance streams: per replica from the descriptors unless set, 50 per client network, 15 minutes each', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).balanceStreams).toEqual({ perReplica: undefined, perAddress: 50, maxSeconds: 900 });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        BALANCE_STREAMS_PER_REPLICA: '300',
        BALANCE_STREAMS_PER_ADDRESS: '20',
        BALANCE_STREAM_MAX_SECONDS: '60',
      }).balanceStreams,
    ).toEqual({ perReplica: 300, perAddress: 20, maxSeconds: 60 });
    expect(
      problemsOf({ BALANCE_STREAMS_PER_REPLICA: '0', BALANCE_STREAMS_PER_ADDRESS: 'many', BALANCE_STREAM_MAX_SECONDS: '0.5' }).sort(),
    ).toEqual([
      'BALANCE_STREAMS_PER_ADDRESS must be a number (got "many")',
      'BALANCE_STREAMS_PER_REPLICA must be at least 1 (got "0")',
      'BALANCE_STREAM_MAX_SECONDS must be a whole number (got "0.5")',
    ]);
  });

  describe('in production (NODE_ENV=production)', () => {
    const strong = (name: string) => `${name}-${'0123456789abcdef'.repeat(2)}`;
    const secrets = {
      CLIENT_SECRET: strong('client'),
      SERVICE_KEY: strong('service'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    };

    it('requires every secret that has a development default, and never echoes one', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        'CLIENT_SECRET must be set in production (NODE_ENV is neither development nor test)',
        'SERVICE_KEY must be set in production (NODE_ENV is neither development nor test)',
        'PERSONAL_DATA_KEY must be set in production (NODE_ENV is neither development nor test)',
      ]);
      const config = loadConfig({ NODE_ENV: 'production', ...secrets, DATABASE_URL: `postgres://rewards:${strong('db')}@db/rewards` });
      expect(config).toMatchObject({ clientSecret: secrets.CLIENT_SECRET, serviceKey: secrets.SERVICE_KEY, seedDemoData: false });
      expect(config.personalDataKey).toEqual(Buffer.from(secrets.PERSONAL_DATA_KEY, 'base64'));
    });

    it.each([
      ['CLIENT_SECRET', DEV_CLIENT_SECRET, 'must not be a development value'],
      ['SERVICE_KEY', DEV_SERVICE_KEY, 'must not be a development value'],
      ['SERVICE_KEY', 'please-change-me-please-change-me', 'must not be a development value'],
      ['CLIENT_SECRET', 'a'.repeat(31), 'must be at least 32 characters'],
      ['PERSONAL_DATA_KEY', DEV_PERSONAL_DATA_KEY, 'must not be a development value'],
      ['DATABASE_URL', 'postgres://rewards:rewards@db:5432/rewards', 'must not be a development value'],
      ['DATABASE_URL', 'postgres://rewards@db:5432/rewards', 'must include a password'],
    ])('refuses %s = %s: %s', (name, value, problem) => {
      const problems = problemsOf({ NODE_ENV: 'production', ...secrets, [name]: value });
      expect(problems).toEqual([`${name} ${problem} in production (NODE_ENV is neither development nor test)`]);
      expect(problems.join('\n')).not.toContain(value);
    });

    it('refuses the privacy jobs run as of another time (ADR 059)', () => {
      expect(problemsOf({ NODE_ENV: 'production', ...secrets, PRIVACY_JOBS_CLOCK_CONTROL: 'true' })).toEqual([
        'PRIVACY_JOBS_CLOCK_CONTROL must not be set in production (NODE_ENV is neither development nor test): it lets a service-key holder erase accounts before their 14 days (got "true")',
      ]);
    });

    it('refuses demo data', () => {
      expect(problemsOf({ NODE_ENV: 'production', ...secrets, SEED_DEMO_DATA: 'true' })).toEqual([
        'SEED_DEMO_DATA must not be set in production (NODE_ENV is neither development nor test): demo accounts have published passwords and coins (got "true")',
      ]);
    });

    it.each([[undefined], ['prod'], ['Production'], ['production '], ['staging'], ['Development']])(
      "gives NODE_ENV=%j production's rules: only development and test, exactly, are not production",
      (nodeEnv) => {
        expect(problemsOf({ NODE_ENV: nodeEnv, SEED_DEMO_DATA: 'true' })).toEqual([
          'CLIENT_SECRET must be set in production (NODE_ENV is neither development nor test)',
          'SERVICE_KEY must be set in production (NODE_ENV is neither development nor test)',
          'PERSONAL_DATA_KEY must be set in production (NODE_ENV is neither development nor test)',
          'SEED_DEMO_DATA must not be set in production (NODE_ENV is neither development nor test): demo accounts have published passwords and coins (got "true")',
        ]);
        expect(loadConfig({ NODE_ENV: nodeEnv, ...secrets, DATABASE_URL: `postgres://rewards:${strong('db')}@db/rewards` }).nodeEnv).toBe(
          'production',
        );
      },
    );

    it('keeps the development defaults outside production', () => {
      expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true' })).toMatchObject({
        clientSecret: DEV_CLIENT_SECRET,
        serviceKey: DEV_SERVICE_KEY,
        seedDemoData: true,
      });
      expect(problemsOf({ SERVICE_KEY: 'short-secret' })).toEqual(['SERVICE_KEY must be at least 16 characters']);
    });

    it.each([
      ['16 bytes', randomBytes(16).toString('base64')],
      ['33 bytes', randomBytes(33).toString('base64')],
      ['hex instead of base64', randomBytes(32).toString('hex')],
      ['base64url', randomBytes(32).toString('base64url')],
    ])('refuses a personal data key of %s, in production or not, without echoing it', (_form, value) => {
      for (const env of [{ PERSONAL_DATA_KEY: value }, { NODE_ENV: 'production', ...secrets, PERSONAL_DATA_KEY: value }]) {
        const problems = problemsOf(env);
        expect(problems).toContain('PERSONAL_DATA_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
        expect(problems.every((problem) => problem.startsWith('PERSONAL_DATA_KEY '))).toBe(true);
        expect(problems.join('\n')).not.toContain(value);
      }
    });
  });

  it('puts the internal listener on 127.0.0.1:8082 unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).internal).toEqual({ port: 8082, host: '127.0.0.1', keyFailuresPerMinute: 5 });
    expect(loadConfig({ NODE_ENV: 'test', INTERNAL_PORT: '9082', INTERNAL_HOST: '0.0.0.0' }).internal).toMatchObject({
      port: 9082,
      host: '0.0.0.0',
    });
  });
});
