import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Dev-only service key; production must set SERVICE_KEY explicitly (see the refinement below). */
export const DEV_SERVICE_KEY = 'dev-service-key-change-me';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(fallback);

/** A base URL without a trailing slash, so `${url}/path` never doubles slashes. */
const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((value) => value.replace(/\/+$/, ''));

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

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy): "false" (default: the socket
 * address is the client), "true" (any peer: only when nothing but the proxy can reach the
 * server), or a comma list of proxy addresses or CIDRs.
 */
const trustProxy = () =>
  z
    .string()
    .default('false')
    .transform((value, context) => {
      if (value === 'false' || value === 'true') return value === 'true';
      const proxies = value.split(',').map((part) => part.trim());
      if (proxies.every((proxy) => isIP(proxy.replace(/\/\d{1,3}$/, '')) !== 0)) return proxies;
      context.addIssue({ code: 'custom', message: 'must be true, false or a comma list of proxy addresses or CIDRs' });
      return z.NEVER;
    });

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    API_PORT: port(8080),
    IDENTITY_PORT: port(8081),
    HOST: nonEmpty('127.0.0.1'),
    API_PUBLIC_URL: httpUrl().default('http://localhost:8080'),
    IDENTITY_PUBLIC_URL: httpUrl().default('http://localhost:8081'),
    /** Where the API fetches the JWKS from; defaults to the identity listener of this process. */
    IDENTITY_INTERNAL_URL: httpUrl().optional(),
    REALM: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, "-" and "_"').default('players'),
    CLIENT_ID: nonEmpty('player-web'),
    CLIENT_SECRET: nonEmpty('player-web-secret'),
    CORS_ORIGINS: z
      .string()
      .default(DEFAULT_CORS_ORIGINS.join(','))
      .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
    DATA_DIR: nonEmpty('.data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
    MAIL_FROM: nonEmpty('PlayPrize <no-reply@playprize.local>'),
    /** Where contact-form messages are mailed (with Reply-To the sender). */
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@playprize.lk'),
    SERVICE_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SERVICE_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['SERVICE_KEY'], message: 'must be set when NODE_ENV=production' });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not exceed REQUEST_TIMEOUT_SECONDS' });
    }
  });

export interface Config {
  nodeEnv: string;
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
  accessTokenTtlSeconds: number;
  logLevel: string;
  /** Requests per client address and endpoint, and code mails per target (e-mail or player). */
  rateLimits: {
    perIp: { limit: number; windowSeconds: number };
    perTarget: { limit: number; windowSeconds: number };
  };
  /** Fastify's trustProxy: whether request.ip may come from X-Forwarded-For. */
  trustProxy: boolean | string[];
  /** Seconds before a new one-time code may be issued for the same purpose and player. */
  codeResendIntervalSeconds: number;
  /** How long a client may take to send a request's head, and the whole request. */
  httpTimeouts: { headersSeconds: number; requestSeconds: number };
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
        const shown = value === undefined || name.includes('SECRET') || name.includes('KEY') ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    apiPort: e.API_PORT,
    identityPort: e.IDENTITY_PORT,
    host: e.HOST,
    apiPublicUrl: e.API_PUBLIC_URL,
    identityPublicUrl: e.IDENTITY_PUBLIC_URL,
    identityInternalUrl: e.IDENTITY_INTERNAL_URL,
    realm: e.REALM,
    issuer: `${e.IDENTITY_PUBLIC_URL}/realms/${e.REALM}`,
    clientId: e.CLIENT_ID,
    clientSecret: e.CLIENT_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    serviceKey: e.SERVICE_KEY ?? DEV_SERVICE_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      perIp: { limit: e.RATE_LIMIT_PER_IP, windowSeconds: e.RATE_LIMIT_PER_IP_WINDOW_SECONDS },
      perTarget: { limit: e.RATE_LIMIT_PER_TARGET, windowSeconds: e.RATE_LIMIT_PER_TARGET_WINDOW_SECONDS },
    },
    trustProxy: e.TRUST_PROXY,
    codeResendIntervalSeconds: e.CODE_RESEND_INTERVAL_SECONDS,
    httpTimeouts: { headersSeconds: e.HEADERS_TIMEOUT_SECONDS, requestSeconds: e.REQUEST_TIMEOUT_SECONDS },
  };
}
