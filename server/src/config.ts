import { isIP } from 'node:net';
import path from 'node:path';
import { apps } from 'contract/federation';
import { z } from 'zod';

/** Development defaults of the secrets: known to everyone, so a production start refuses them. */
export const DEV_SERVICE_KEY = 'dev-service-key-change-me';
export const DEV_CLIENT_SECRET = 'player-web-secret';
/** 32 bytes, base64: the development key of personal data at rest (NIC, documents; ADR 030). */
export const DEV_PERSONAL_DATA_KEY = Buffer.from('playprize-dev-personal-data-key!').toString('base64');
/** The database password of the development setups (`.ci/run`, docker-compose's dev profile). */
const DEV_DATABASE_PASSWORD = 'rewards';

/** Shortest secret a production start accepts: 32 characters, as `openssl rand -hex 16` gives. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

const DEFAULT_CORS_ORIGINS = Object.values(apps).map((app) => `http://localhost:${app.port}`);

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(fallback);

/** A base URL without a trailing slash, so `${url}/path` never doubles slashes. */
const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((value) => value.replace(/\/+$/, ''));

const nonEmpty = (fallback: string) => z.string().trim().min(1, 'must not be empty').default(fallback);

const seconds = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max} seconds`)
    .max(max, `must be between 1 and ${max} seconds`)
    .default(fallback);

const atLeastOne = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(fallback);

const TRUST_PROXY_FORMS = 'false, a number of proxy hops (1-10), or a comma list of proxy addresses or CIDRs';

/**
 * Which peers may set X-Forwarded-For (Fastify's trustProxy): "false" (default: the socket
 * address is the client), a hop count (the address that many proxies back from the socket), or
 * the proxies' addresses or CIDRs. "true" is refused: it trusts the leftmost X-Forwarded-For,
 * which any client writes itself, and so lets every request pick its own address.
 */
const trustProxy = () =>
  z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      const text = value.trim();
      if (text === 'false') return false;
      if (text === 'true') {
        context.addIssue({
          code: 'custom',
          message: `must not be true: it lets every client choose its own address (X-Forwarded-For) and so escape the per-address limits; set ${TRUST_PROXY_FORMS}`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops >= 1 && hops <= 10) return hops;
      } else {
        const proxies = text.split(',').map((part) => part.trim());
        if (proxies.every((proxy) => isCidrOrAddress(proxy))) return proxies;
      }
      context.addIssue({ code: 'custom', message: `must be ${TRUST_PROXY_FORMS}` });
      return z.NEVER;
    });

function isCidrOrAddress(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1');

/**
 * Only `development` and `test`, exactly, are not production: `prod`, `Production`, `"production "`
 * or no NODE_ENV at all get production's rules (required secrets, no demo data), so a mistyped or
 * forgotten setting fails closed. The development scripts set NODE_ENV=development themselves.
 */
export const isProduction = (nodeEnv: string | undefined) => nodeEnv !== 'development' && nodeEnv !== 'test';
const PRODUCTION_BECAUSE = '(NODE_ENV is neither development nor test)';

const envSchema = z
  .object({
    /** Secure by default (SECURITY.md, "What the attacks found"): anything but `development` or `test`, unset included, is production. */
    NODE_ENV: z.string().optional(),
    API_PORT: port(8080),
    IDENTITY_PORT: port(8081),
    HOST: nonEmpty('127.0.0.1'),
    API_PUBLIC_URL: httpUrl().default('http://localhost:8080'),
    IDENTITY_PUBLIC_URL: httpUrl().default('http://localhost:8081'),
    /** Where the API fetches the JWKS from; defaults to the identity listener of this process. */
    IDENTITY_INTERNAL_URL: httpUrl().optional(),
    REALM: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, "-" and "_"')
      .default('players'),
    CLIENT_ID: nonEmpty('player-web'),
    CLIENT_SECRET: z.string().optional(),
    CORS_ORIGINS: z
      .string()
      .default(DEFAULT_CORS_ORIGINS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
    DATA_DIR: nonEmpty('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: nonEmpty('PlayPrize <no-reply@playprize.local>'),
    /** Where contact-form messages are mailed (with Reply-To the sender). */
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@playprize.lk'),
    SERVICE_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /** AES-256-GCM key of personal data at rest: 32 random bytes, base64 (`openssl rand -base64 32`). */
    PERSONAL_DATA_KEY: z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    /** The internal listener (service calls such as coin credits): never on a public interface by default. */
    INTERNAL_PORT: port(8082),
    INTERNAL_HOST: nonEmpty('127.0.0.1'),
    /** Failed X-Service-Key attempts per client address and minute before the internal listener answers 429. */
    INTERNAL_KEY_FAILURES_PER_MINUTE: atLeastOne(5),
    /**
     * What one payout-operator may approve on their own (requests needing no review) in 24 hours;
     * beyond it another operator approves (ADR 037: four eyes on sums, not only on each request).
     */
    OPERATOR_SOLO_APPROVALS_LKR_PER_DAY: atLeastOne(1_000_000),
    /** Hours after a change of the payout account before a request paid to it may be approved (ADR 042). */
    BANK_CHANGE_HOLD_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(720, 'must be at most 720')
      .default(24),
    /** The players' site, for links in mails (the "secure your account" link of a payout account change). */
    WEB_PUBLIC_URL: httpUrl().default(`http://localhost:${apps.shell.port}`),
    /** Inserts the demo players of docs (player@, vip@ …) into an empty database; never in production. */
    SEED_DEMO_DATA: booleanFlag(),
    /** How often a replica runs the privacy jobs (erasures of closed accounts, retention expiries; ADR 059). */
    PRIVACY_JOBS_INTERVAL_SECONDS: seconds(300, 86400),
    /**
     * End-to-end tests only (ADR 059): the internal listener takes "run the privacy jobs as of <time>",
     * so a test can move past a closure's 14 days. A production start refuses it.
     */
    PRIVACY_JOBS_CLOCK_CONTROL: booleanFlag(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(60, 'must be between 60 and 86400 seconds')
      .max(86400, 'must be between 60 and 86400 seconds')
      .default(3600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Rate limits of the open endpoints and the token endpoint (docs/decisions/007).
    RATE_LIMIT_PER_IP: atLeastOne(10),
    RATE_LIMIT_PER_IP_WINDOW_SECONDS: atLeastOne(60),
    RATE_LIMIT_PER_TARGET: atLeastOne(5),
    RATE_LIMIT_PER_TARGET_WINDOW_SECONDS: atLeastOne(15 * 60),
    /** IPv6 clients are counted by network of this many leading bits (one subscriber's /64; SECURITY.md, "What the attacks found"). */
    RATE_LIMIT_IPV6_PREFIX: z.coerce
      .number({ error: 'must be a number of bits' })
      .int('must be a whole number')
      .min(32, 'must be between 32 and 128 bits')
      .max(128, 'must be between 32 and 128 bits')
      .default(64),
    TRUST_PROXY: trustProxy(),
    /** The spec's 60 s between two codes; end-to-end tests that fast-forward the browser clock lower it. */
    CODE_RESEND_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 3600 seconds')
      .max(3600, 'must be between 0 and 3600 seconds')
      .default(60),
    // Slow clients (slowloris) are cut off once these pass: the whole head, the whole request.
    HEADERS_TIMEOUT_SECONDS: seconds(10, 300),
    REQUEST_TIMEOUT_SECONDS: seconds(30, 600),
    // Live-balance streams hold a descriptor each (ADR 040): by default a replica takes half the descriptors left after start-up.
    BALANCE_STREAMS_PER_REPLICA: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .optional(),
    BALANCE_STREAMS_PER_ADDRESS: atLeastOne(50),
    BALANCE_STREAM_MAX_SECONDS: seconds(900, 86400),
  })
  .superRefine((env, ctx) => {
    if (isProduction(env.NODE_ENV)) {
      for (const [name, value, developmentValue] of productionSecrets(env)) {
        const problem = productionSecretProblem(name, value, developmentValue);
        if (problem) ctx.addIssue({ code: 'custom', path: [name], message: `${problem} in production ${PRODUCTION_BECAUSE}` });
      }
      if (env.SEED_DEMO_DATA) {
        ctx.addIssue({
          code: 'custom',
          path: ['SEED_DEMO_DATA'],
          message: `must not be set in production ${PRODUCTION_BECAUSE}: demo accounts have published passwords and coins`,
        });
      }
      if (env.PRIVACY_JOBS_CLOCK_CONTROL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PRIVACY_JOBS_CLOCK_CONTROL'],
          message: `must not be set in production ${PRODUCTION_BECAUSE}: it lets a service-key holder erase accounts before their 14 days`,
        });
      }
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not exceed REQUEST_TIMEOUT_SECONDS' });
    }
  });

/**
 * Every secret with a development default, as [variable, value, development value]. A secret
 * added to the configuration belongs here, so a production start can never run on its default.
 */
function productionSecrets(env: { CLIENT_SECRET?: string; SERVICE_KEY?: string; PERSONAL_DATA_KEY?: string; DATABASE_URL?: string }) {
  const secrets: [string, string | undefined, string][] = [
    ['CLIENT_SECRET', env.CLIENT_SECRET, DEV_CLIENT_SECRET],
    ['SERVICE_KEY', env.SERVICE_KEY, DEV_SERVICE_KEY],
    ['PERSONAL_DATA_KEY', env.PERSONAL_DATA_KEY, DEV_PERSONAL_DATA_KEY],
  ];
  // The database password is checked only where one is configured (PGlite has none).
  if (env.DATABASE_URL) secrets.push(['DATABASE_URL', databasePassword(env.DATABASE_URL), DEV_DATABASE_PASSWORD]);
  return secrets;
}

function databasePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/** Why a production secret is unusable, or undefined. Never echoes the value. */
function productionSecretProblem(name: string, value: string | undefined, developmentValue: string): string | undefined {
  if (value === undefined || value === '') return name === 'DATABASE_URL' ? 'must include a password' : 'must be set';
  if (value === developmentValue || /change-?me|^(secret|password)$/i.test(value)) {
    return 'must not be a development value';
  }
  if (value.length < MIN_PRODUCTION_SECRET_LENGTH) return `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`;
  return undefined;
}

export interface Config {
  /** 'production' for every NODE_ENV but development and test (isProduction). */
  nodeEnv: 'production' | 'development' | 'test';
  apiPort: number;
  identityPort: number;
  host: string;
  apiPublicUrl: string;
  identityPublicUrl: string;
  identityInternalUrl: string | undefined;
  realm: string;
  /** `${IDENTITY_PUBLIC_URL}/realms/${REALM}`: the `iss` of every token, as Keycloak writes it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  corsOrigins: string[];
  /** Absolute directory of the embedded database's files. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string;
  mailFrom: string;
  supportEmail: string;
  serviceKey: string;
  /** The 32-byte key personal data is sealed with at rest (server/src/domain/personal-data.ts). */
  personalDataKey: Buffer;
  /** The listener of service-to-service endpoints (coin credits), apart from the public API. */
  internal: { port: number; host: string; keyFailuresPerMinute: number };
  /**
   * Four eyes on sums (ADR 037): one payout-operator's own approvals in 24 hours, at most; and the
   * hours a request paid to a just-changed account waits before it can be approved (ADR 042).
   */
  payouts: { soloApprovalsPerDayLkr: number; bankChangeHoldHours: number };
  /** The players' site (links in mails). */
  webPublicUrl: string;
  /** Whether start-up inserts the demo players into an empty database. */
  seedDemoData: boolean;
  /** The privacy jobs' interval, and whether the internal listener may run them as of another time (e2e only; ADR 059). */
  privacyJobs: { intervalSeconds: number; clockControl: boolean };
  accessTokenTtlSeconds: number;
  logLevel: string;
  /** Requests per client address and endpoint, and code mails per target (e-mail or player). */
  rateLimits: {
    perIp: { limit: number; windowSeconds: number };
    perTarget: { limit: number; windowSeconds: number };
    /** IPv6 clients are counted by their network of this many bits (server/src/http/client-network.ts). */
    ipv6PrefixLength: number;
  };
  /** Fastify's trustProxy: which peers' X-Forwarded-For gives request.ip (never "any peer"). */
  trustProxy: false | number | string[];
  /** Seconds before a new one-time code may be issued for the same purpose and player. */
  codeResendIntervalSeconds: number;
  /** How long a client may take to send a request's head, and the whole request. */
  httpTimeouts: { headersSeconds: number; requestSeconds: number };
  /**
   * Live-balance streams a replica holds, in all (undefined: half the descriptors left once started,
   * http/stream-slots.ts) and per client network, and how long one lasts before the client reopens it.
   */
  balanceStreams: { perReplica: number | undefined; perAddress: number; maxSeconds: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (FOO=) means "not set", as in most shells' and compose files' usage.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // Secrets are never echoed (a database URL carries its password).
        const secret = /SECRET|KEY|DATABASE_URL/.test(name);
        const shown = value === undefined || secret ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: isProduction(e.NODE_ENV) ? 'production' : (e.NODE_ENV as 'development' | 'test'),
    apiPort: e.API_PORT,
    identityPort: e.IDENTITY_PORT,
    host: e.HOST,
    apiPublicUrl: e.API_PUBLIC_URL,
    identityPublicUrl: e.IDENTITY_PUBLIC_URL,
    identityInternalUrl: e.IDENTITY_INTERNAL_URL,
    realm: e.REALM,
    issuer: `${e.IDENTITY_PUBLIC_URL}/realms/${e.REALM}`,
    clientId: e.CLIENT_ID,
    clientSecret: e.CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    serviceKey: e.SERVICE_KEY ?? DEV_SERVICE_KEY,
    personalDataKey: Buffer.from(e.PERSONAL_DATA_KEY ?? DEV_PERSONAL_DATA_KEY, 'base64'),
    internal: { port: e.INTERNAL_PORT, host: e.INTERNAL_HOST, keyFailuresPerMinute: e.INTERNAL_KEY_FAILURES_PER_MINUTE },
    payouts: { soloApprovalsPerDayLkr: e.OPERATOR_SOLO_APPROVALS_LKR_PER_DAY, bankChangeHoldHours: e.BANK_CHANGE_HOLD_HOURS },
    webPublicUrl: e.WEB_PUBLIC_URL,
    seedDemoData: e.SEED_DEMO_DATA,
    privacyJobs: { intervalSeconds: e.PRIVACY_JOBS_INTERVAL_SECONDS, clockControl: e.PRIVACY_JOBS_CLOCK_CONTROL },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      perIp: { limit: e.RATE_LIMIT_PER_IP, windowSeconds: e.RATE_LIMIT_PER_IP_WINDOW_SECONDS },
      perTarget: { limit: e.RATE_LIMIT_PER_TARGET, windowSeconds: e.RATE_LIMIT_PER_TARGET_WINDOW_SECONDS },
      ipv6PrefixLength: e.RATE_LIMIT_IPV6_PREFIX,
    },
    trustProxy: e.TRUST_PROXY,
    codeResendIntervalSeconds: e.CODE_RESEND_INTERVAL_SECONDS,
    httpTimeouts: { headersSeconds: e.HEADERS_TIMEOUT_SECONDS, requestSeconds: e.REQUEST_TIMEOUT_SECONDS },
    balanceStreams: {
      perReplica: e.BALANCE_STREAMS_PER_REPLICA,
      perAddress: e.BALANCE_STREAMS_PER_ADDRESS,
      maxSeconds: e.BALANCE_STREAM_MAX_SECONDS,
    },
  };
}
