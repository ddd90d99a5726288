/**
 * The three apps over one test database, the way main.ts wires them: the identity listens on
 * 127.0.0.1 port 0 (the API fetches its JWKS over HTTP); the API and the internal listener are
 * used through inject().
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApiApp, buildIdentityApp, buildInternalApp, type ApiDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createSmtpMailer, type Mailer, type MailMessage } from '../../src/domain/mailer';
import { createSessionGuard } from '../../src/domain/sessions';
import type { SuiteContext } from './database';
import { startMailDev, type MailCatcher } from './maildev';

/**
 * Config for tests: defaults plus overrides, silent logs; never the process environment. Rate
 * limits are out of reach (every suite calls from one address); their own suites lower them.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_TARGET: '100000', ...env });
}

/** For suites that must not send mail: any attempt fails the request (and so the test). */
export const noMailExpected: Mailer = {
  async send(message: MailMessage) {
    throw new Error(`Unexpected mail to ${message.to}`);
  },
  close() {},
};

export interface TestStack {
  config: Config;
  api: FastifyInstance;
  identity: FastifyInstance;
  /** The service-to-service listener (coin credits). */
  internal: FastifyInstance;
  identityUrl: string;
  close(): Promise<void>;
}

export type StackOptions = { env?: NodeJS.ProcessEnv; mailer?: Mailer; logStream?: NodeJS.WritableStream } & Pick<ApiDeps, 'balanceEvents'>;

export async function startStack(db: Database, options: StackOptions = {}): Promise<TestStack> {
  const base = testConfig(options.env);
  const sessions = createSessionGuard(db);
  const identity = buildIdentityApp({ config: base, db, logStream: options.logStream, sessions, mailer: options.mailer ?? noMailExpected });
  await identity.listen({ port: 0, host: '127.0.0.1' });
  const identityUrl = `http://127.0.0.1:${(identity.server.address() as AddressInfo).port}`;
  const config = { ...base, identityInternalUrl: identityUrl };
  const { balanceEvents } = options;
  const api = buildApiApp({ config, db, mailer: options.mailer ?? noMailExpected, logStream: options.logStream, sessions, balanceEvents });
  const internal = buildInternalApp({ config, db, logStream: options.logStream });
  await Promise.all([api.ready(), internal.ready()]);
  return {
    config,
    api,
    identity,
    internal,
    identityUrl,
    async close() {
      await Promise.all([api.close(), identity.close(), internal.close()]);
    },
  };
}

/**
 * What `start` makes, for the tests of the enclosing describe: made in beforeAll (so it may use
 * the suite's database), closed in afterAll. The answer stands for it inside hooks and tests.
 */
function startedForSuite<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error('It starts in beforeAll; use it inside hooks and tests.');
      return Reflect.get(started, key);
    },
  });
}

/** The stack of the enclosing describe, over the suite's database (startStack; options read in beforeAll). */
export function stackFor(context: Pick<SuiteContext, 'db'>, options: StackOptions | (() => StackOptions) = {}): TestStack {
  return startedForSuite(() => startStack(context.db, typeof options === 'function' ? options() : options));
}

/** The stack of the enclosing describe with a MailDev of its own (startStackWithMail). */
export function stackWithMailFor(context: Pick<SuiteContext, 'db'>, env?: NodeJS.ProcessEnv): TestStack & { mail: MailCatcher } {
  return startedForSuite(() => startStackWithMail(context.db, env));
}

/**
 * The stack's API and, on PostgreSQL, `count - 1` more instances with connection pools of their
 * own (replicas behind a load balancer); PGlite is one handle, so there it is the stack's alone.
 * Made in beforeAll (the extra ones closed in afterAll); `pick(index)` takes them round-robin.
 */
export function apiReplicasFor(
  context: Pick<SuiteContext, 'testDatabase'>,
  stack: TestStack,
  count: number,
  mailer: Mailer = noMailExpected,
): { all: FastifyInstance[]; pick(index: number): FastifyInstance } {
  const all: FastifyInstance[] = [];
  beforeAll(async () => {
    all.push(stack.api);
    const { openAnotherHandle } = context.testDatabase;
    if (openAnotherHandle) {
      for (let index = 1; index < count; index += 1) all.push(buildApiApp({ config: stack.config, db: openAnotherHandle(), mailer }));
    }
    await Promise.all(all.map((replica) => replica.ready()));
  });
  afterAll(() => Promise.all(all.slice(1).map((replica) => replica.close())));
  return { all, pick: (index) => all[index % all.length]! };
}

/** `Authorization: Basic …` of the configured browser client. */
export function clientAuthorization(config: Pick<Config, 'clientId' | 'clientSecret'>): string {
  return `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
}

/** Asks the token endpoint (as the configured client unless `authorization` says otherwise; null: none). */
export function requestToken(
  stack: Pick<TestStack, 'identity' | 'config'>,
  form: Record<string, string>,
  authorization: string | null = clientAuthorization(stack.config),
) {
  return stack.identity.inject({
    method: 'POST',
    url: `/realms/${stack.config.realm}/protocol/openid-connect/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization === null ? {} : { authorization }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Signs in through the token endpoint and returns the access token (fails the test otherwise). */
export async function signIn(stack: Pick<TestStack, 'identity' | 'config'>, email: string, password: string): Promise<string> {
  const response = await requestToken(stack, {
    grant_type: 'password',
    client_id: stack.config.clientId,
    username: email,
    password,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A stack whose mail goes over real SMTP into a MailDev started for this suite alone. */
export async function startStackWithMail(db: Database, env?: NodeJS.ProcessEnv): Promise<TestStack & { mail: MailCatcher }> {
  const mail = await startMailDev();
  const mailer = createSmtpMailer({ smtpUrl: mail.smtpUrl, from: 'PlayPrize <no-reply@example.test>' });
  const stack = await startStack(db, { mailer, env });
  return {
    ...stack,
    mail,
    async close() {
      await stack.close();
      mailer.close();
      await mail.close();
    },
  };
}
