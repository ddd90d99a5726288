/**
 * Property-based fuzzing of every API endpoint: random, oversized, deeply nested, wrong-typed
 * and unicode-tricky bodies, query strings and headers, with and without a valid token. A
 * refused request must get a 4xx envelope (never a 5xx) and leave the database exactly as it was.
 * Deterministic: FUZZ_SEED (printed by fast-check on failure) replays a run.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { grantRoles } from '../src/seed/seed';
import { issueAccessToken } from '../src/domain/access-tokens';
import type { Mailer } from '../src/domain/mailer';
import { askForArchive, readyArchive } from './support/data-export';
import { describeEachDatabase } from './support/database';
import {
  anyJsonText,
  contentType,
  DatabaseWatch,
  deeplyNested,
  encodeUrlText,
  extraHeaders,
  fieldsWithTrickyValues,
  FUZZ_SEED,
  malformedBody,
  printable,
  queryString,
  trickyString,
  trickyValue,
} from './support/fuzz';
import { signIn, stackFor } from './support/test-apps';
import { bySize, STRESS } from './support/stress';
import { BANK_DETAILS } from './support/withdrawals';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Who may call it: anyone, a player (bearer token) or a service (X-Service-Key, on the internal listener). */
  auth: 'open' | 'bearer' | 'service';
  /** Body fields (POST, PUT) or query parameters (GET) worth aiming at. */
  fields: string[];
  /** A well-formed body (accepted, or refused for business reasons): "one bad field" starts here. */
  valid?: (ownUuid: string) => Record<string, unknown>;
  /** Answers success to any well-formed body, so as never to tell which accounts exist. */
  succeedsForUnknownAccounts?: true;
  /** Answers an accepted request with an event stream that never ends on its own (only its refusals are read). */
  eventStream?: true;
}

// Five times the runs at full size; the reduced run keeps the project's timeout.
if (STRESS) jest.setTimeout(600_000);

const NO_SUCH_PLAYER = '00000000-0000-4000-8000-000000000000';
const NOBODY = 'nobody@example.test';
let registrations = 0;

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', auth: 'bearer', fields: [] },
  { method: 'GET', path: '/api/open/v1/country', auth: 'open', fields: [] },
  { method: 'GET', path: '/api/open/v1/avatar_image', auth: 'open', fields: [] },
  { method: 'GET', path: '/api/open/v1/game_category', auth: 'open', fields: [] },
  { method: 'GET', path: '/api/external/v1/profile', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/transactions', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/bank-details', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/identity-verification', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/events', auth: 'bearer', fields: [], eventStream: true },
  { method: 'GET', path: '/static/avatars/:fileName', auth: 'open', fields: [] },
  {
    method: 'POST',
    path: '/api/open/v1/user/register',
    auth: 'open',
    fields: ['firstName', 'lastName', 'email', 'country', 'mobile', 'dateOfBirth', 'password'],
    valid: () => ({
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: `fuzz-${(registrations += 1)}@example.test`,
      country: 144,
      mobile: '+94771234567',
      dateOfBirth: '1990-01-01',
      password: 'fuzz-pass',
    }),
  },
  {
    method: 'POST',
    path: '/api/open/v1/user/email_verification_send_code',
    auth: 'open',
    fields: ['uuid', 'email', 'code'],
    valid: () => ({ uuid: NO_SUCH_PLAYER, code: '1234' }),
  },
  {
    method: 'POST',
    path: '/api/open/v1/user/email_verification_resend_email',
    auth: 'open',
    fields: ['uuid', 'email'],
    valid: () => ({ uuid: NO_SUCH_PLAYER }),
    succeedsForUnknownAccounts: true,
  },
  ...['forget_password_send_email', 'forget_password_resend_email'].map((name): Endpoint => ({
    method: 'POST',
    path: `/api/open/v1/user/${name}`,
    auth: 'open',
    fields: ['email'],
    valid: () => ({ email: NOBODY }),
  })),
  {
    method: 'POST',
    path: '/api/open/v1/user/forget_password_send_code',
    auth: 'open',
    fields: ['email', 'code'],
    valid: () => ({ email: NOBODY, code: '1234' }),
  },
  {
    method: 'POST',
    path: '/api/open/v1/user/forget_password_reset_password',
    auth: 'open',
    fields: ['code', 'password'],
    valid: () => ({ code: 'no-such-reset-token', password: 'new-pass-1' }),
  },
  {
    method: 'POST',
    path: '/api/open/contact-support',
    auth: 'open',
    fields: ['firstName', 'lastName', 'phone', 'email', 'message', 'privacyRequest'],
    valid: () => ({ firstName: 'Fuzz', lastName: 'Tester', phone: '+94 77 123 4567', email: 'fuzz@example.test', message: 'Hello' }),
  },
  {
    method: 'PUT',
    path: '/api/external/v1/profile',
    auth: 'bearer',
    fields: ['uuid', 'firstName', 'lastName', 'avatarImageId', 'gameCategoryIds'],
    valid: (uuid) => ({ uuid, firstName: 'Fuzz', lastName: 'Tester', avatarImageId: 1, gameCategoryIds: [1, 2] }),
  },
  {
    method: 'PUT',
    path: '/api/external/v1/profile/language',
    auth: 'bearer',
    fields: ['language'],
    valid: () => ({ language: 'si' }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/save-bank-details',
    auth: 'bearer',
    fields: ['uuid', 'bankName', 'accountNumber', 'accountHolderName', 'branchName'],
    valid: (uuid) => ({ uuid, ...BANK_DETAILS }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/get-user-withdrawl',
    auth: 'bearer',
    fields: ['uuid', 'selectedTierAmount', 'receiverName', 'receiverEmail', 'receiverPhone', 'receiverCountry'],
    // The fuzz player has 4,999 coins: every well-formed request is refused (409), none pays out.
    valid: (uuid) => ({ uuid, selectedTierAmount: 5000 }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/withdrawals/cancel',
    auth: 'bearer',
    fields: ['uuid', 'code'],
    // No such request: every well-formed cancellation is a 404.
    valid: (uuid) => ({ uuid, code: 'WD-ZZZZZZ' }),
  },
  // The operator API: a player's token gets 403, the fuzz operator's reaches validation and the domain.
  {
    method: 'GET',
    path: '/api/operator/v1/withdrawals',
    auth: 'bearer',
    fields: ['status', 'minAmount', 'maxAmount', 'from', 'to', 'q', 'page', 'pageSize'],
  },
  { method: 'GET', path: '/api/operator/v1/withdrawals/detail', auth: 'bearer', fields: ['code'] },
  ...['review', 'approve'].map((action) => ({
    method: 'POST' as const,
    path: `/api/operator/v1/withdrawals/${action}`,
    auth: 'bearer' as const,
    fields: ['code'],
    valid: () => ({ code: 'WD-ZZZZZZ' }),
  })),
  {
    method: 'POST',
    path: '/api/operator/v1/withdrawals/reject',
    auth: 'bearer',
    fields: ['code', 'reason'],
    valid: () => ({ code: 'WD-ZZZZZZ', reason: 'Fuzz' }),
  },
  ...['mark-paid', 'return'].map((action) => ({
    method: 'POST' as const,
    path: `/api/operator/v1/withdrawals/${action}`,
    auth: 'bearer' as const,
    fields: ['code', 'reference'],
    valid: () => ({ code: 'WD-ZZZZZZ', reference: 'FUZZ-1' }),
  })),
  {
    method: 'POST',
    path: '/api/external/v1/identity-verification',
    auth: 'bearer',
    // JSON, never a photo (multipart is test/identity-verification's): every body is refused and nothing stored.
    fields: ['uuid', 'nic', 'nicFullName', 'nicFront', 'nicBack'],
    valid: (uuid) => ({ uuid, nic: '199016701234', nicFullName: 'Fuzz Tester', nicFront: 'AAAA', nicBack: 'AAAA' }),
  },
  {
    method: 'GET',
    path: '/api/operator/v1/identity-verifications',
    auth: 'bearer',
    fields: ['status', 'q', 'flagged', 'page', 'pageSize'],
  },
  ...['detail', 'photo'].map((read): Endpoint => ({
    method: 'GET',
    path: `/api/operator/v1/identity-verifications/${read}`,
    auth: 'bearer',
    fields: ['id', 'side'],
  })),
  ...['approve', 'reject'].map((decision): Endpoint => ({
    method: 'POST',
    path: `/api/operator/v1/identity-verifications/${decision}`,
    auth: 'bearer',
    fields: ['id', 'reason'],
    valid: () => ({ id: NO_SUCH_PLAYER, reason: 'Fuzz' }),
  })),
  // The games: a deal may be made (a success); a submission names no attempt of the player's, so every one is refused.
  { method: 'GET', path: '/api/external/v1/games', auth: 'bearer', fields: [] },
  { method: 'GET', path: '/api/external/v1/games/leaderboard', auth: 'bearer', fields: ['gameId'] },
  {
    method: 'POST',
    path: '/api/external/v1/games/attempts',
    auth: 'bearer',
    fields: ['gameId', 'mode'],
    valid: () => ({ gameId: 'quick-sums', mode: 'practice' }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/games/attempts/submit',
    auth: 'bearer',
    fields: ['attemptId', 'moves'],
    valid: () => ({ attemptId: NO_SUCH_PLAYER, moves: [{ value: 1, at: 500 }] }),
  },
  // A Quick Sums answer names no attempt of the player's: every well-formed one is a 404.
  {
    method: 'POST',
    path: '/api/external/v1/games/attempts/answer',
    auth: 'bearer',
    fields: ['attemptId', 'index', 'value'],
    valid: () => ({ attemptId: NO_SUCH_PLAYER, index: 0, value: 1 }),
  },
  // The account area (issue 37). Credentials are sent wrong: a fuzzed change never takes effect.
  { method: 'GET', path: '/api/external/v1/account/details', auth: 'bearer', fields: ['uuid'] },
  {
    method: 'PUT',
    path: '/api/external/v1/account/details',
    auth: 'bearer',
    fields: ['uuid', 'firstName', 'lastName', 'mobile', 'country', 'dateOfBirth'],
    valid: (uuid) => ({ uuid, firstName: 'Fuzz', lastName: 'Tester', mobile: '0771234567', country: 144 }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/account/password',
    auth: 'bearer',
    fields: ['uuid', 'currentPassword', 'password'],
    valid: (uuid) => ({ uuid, currentPassword: 'not-the-password', password: 'another-secret-1' }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/account/email',
    auth: 'bearer',
    fields: ['uuid', 'email', 'currentPassword'],
    valid: (uuid) => ({ uuid, email: NOBODY, currentPassword: 'not-the-password' }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/account/email/confirm',
    auth: 'bearer',
    fields: ['uuid', 'email', 'code'],
    valid: (uuid) => ({ uuid, email: NOBODY, code: '0000' }),
  },
  { method: 'GET', path: '/api/external/v1/account/sessions', auth: 'bearer', fields: ['uuid'] },
  {
    method: 'POST',
    path: '/api/external/v1/account/sessions/end',
    auth: 'bearer',
    fields: ['uuid', 'sessionId', 'allOthers'],
    valid: (uuid) => ({ uuid, sessionId: NO_SUCH_PLAYER }),
  },
  { method: 'GET', path: '/api/external/v1/account/sign-ins', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/account/coins', auth: 'bearer', fields: ['uuid', 'before', 'limit'] },
  { method: 'GET', path: '/api/external/v1/account/withdrawals', auth: 'bearer', fields: ['uuid'] },
  { method: 'GET', path: '/api/external/v1/account/pace', auth: 'bearer', fields: ['uuid'] },
  // The consents (issue 38): a fuzzed change of the caller's own consents is harmless and recorded.
  { method: 'GET', path: '/api/external/v1/account/consents', auth: 'bearer', fields: ['uuid'] },
  {
    method: 'PUT',
    path: '/api/external/v1/account/consents',
    auth: 'bearer',
    fields: ['uuid', 'newsMails', 'leaderboardName', 'storeLanguage'],
    valid: (uuid) => ({ uuid, newsMails: true }),
  },
  // Download my data (ADR 058): asked for once (then 409 or 429); downloaded with a wrong password.
  { method: 'GET', path: '/api/external/v1/account/privacy/export', auth: 'bearer', fields: ['uuid'] },
  { method: 'POST', path: '/api/external/v1/account/privacy/export', auth: 'bearer', fields: ['uuid'], valid: (uuid) => ({ uuid }) },
  {
    method: 'POST',
    path: '/api/external/v1/account/privacy/export/download',
    auth: 'bearer',
    fields: ['uuid', 'currentPassword'],
    valid: (uuid) => ({ uuid, currentPassword: 'not-the-password' }),
  },
  { method: 'GET', path: '/api/external/v1/account/closure', auth: 'bearer', fields: ['uuid'] },
  // A wrong password: the fuzz account is never closed (ADR 059).
  {
    method: 'POST',
    path: '/api/external/v1/account/closure',
    auth: 'bearer',
    fields: ['uuid', 'currentPassword'],
    valid: (uuid) => ({ uuid, currentPassword: 'not-the-password' }),
  },
  { method: 'POST', path: '/api/external/v1/account/closure/keep', auth: 'bearer', fields: ['uuid'], valid: (uuid) => ({ uuid }) },
  // Responsible play (ADR 061): the fuzz account's own limits; a fuzzed break of its own is harmless (it plays no game here).
  { method: 'GET', path: '/api/external/v1/account/play-limits', auth: 'bearer', fields: ['uuid'] },
  {
    method: 'PUT',
    path: '/api/external/v1/account/play-limits',
    auth: 'bearer',
    fields: ['uuid', 'dailyLimitMinutes', 'realityCheckMinutes'],
    valid: (uuid) => ({ uuid, dailyLimitMinutes: 360 }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/account/play-limits/break',
    auth: 'bearer',
    fields: ['uuid', 'kind', 'period'],
    valid: (uuid) => ({ uuid, kind: 'break', period: '24h' }),
  },
  {
    method: 'POST',
    path: '/api/external/v1/account/play-limits/reality-check',
    auth: 'bearer',
    fields: ['uuid'],
    valid: (uuid) => ({ uuid }),
  },
  { method: 'GET', path: '/api/operator/v1/withdrawals/play-limits', auth: 'bearer', fields: ['code'] },
  { method: 'GET', path: '/api/operator/v1/suspicious-play', auth: 'bearer', fields: ['gameId', 'page', 'pageSize'] },
  // Objections (ADR 060): an attempt of nobody's is a 404; the queue's decisions name no request, so every one is a 404.
  { method: 'GET', path: '/api/external/v1/games/objections', auth: 'bearer', fields: [] },
  {
    method: 'POST',
    path: '/api/external/v1/games/objections',
    auth: 'bearer',
    fields: ['attemptId'],
    valid: () => ({ attemptId: NO_SUCH_PLAYER }),
  },
  { method: 'GET', path: '/api/operator/v1/privacy-requests', auth: 'bearer', fields: ['kind', 'status', 'page', 'pageSize'] },
  { method: 'GET', path: '/api/operator/v1/privacy-requests/detail', auth: 'bearer', fields: ['id'] },
  ...['objection/uphold', 'objection/credit', 'complete'].map((decision): Endpoint => ({
    method: 'POST',
    path: `/api/operator/v1/privacy-requests/${decision}`,
    auth: 'bearer',
    fields: ['id', 'reason', 'note'],
    valid: () => ({ id: NO_SUCH_PLAYER, reason: 'Fuzz', note: 'Fuzz' }),
  })),
  // Nothing is approved in the fuzz database: every export is a 409 and rolls back.
  { method: 'POST', path: '/api/operator/v1/payout-batches', auth: 'bearer', fields: ['batchId'], valid: () => ({}) },
  {
    method: 'POST',
    path: '/api/operator/v1/payout-batches/mark-paid',
    auth: 'bearer',
    fields: ['batchId', 'reference'],
    valid: () => ({ batchId: 999_999, reference: 'FUZZ-1' }),
  },
  { method: 'GET', path: '/api/operator/v1/payout-batches', auth: 'bearer', fields: [] },
  { method: 'GET', path: '/api/operator/v1/payout-batches/file', auth: 'bearer', fields: ['batchId'] },
  {
    method: 'POST',
    path: '/api/internal/v1/coins/credit',
    auth: 'service',
    fields: ['email', 'amount', 'source', 'reason'],
    valid: () => ({ email: NOBODY, amount: 10, source: 'fuzz', reason: 'fuzz' }),
  },
];

/** Paths with hostile file names for the static route. */
const avatarFilePath = fc
  .oneof(
    trickyString.map(encodeUrlText),
    fc.constantFrom('..', '%2e%2e%2fpackage.json', '%', '%zz', '%c0%ae%c0%ae/', 'avatar-01.svg%00.png'),
    fc.constantFrom('..%5c..%5c', 'a/../avatar-01.svg', 'avatar-01.svg/', 'AVATAR-01.SVG'),
  )
  .map((name) => `/static/avatars/${name}`);

/** Accepts and forgets mail: a well-formed registration may succeed, and must not fail on mail. */
const discardingMailer: Mailer = { async send() {}, close() {} };

describeEachDatabase('fuzzing every API endpoint', (context) => {
  let player: CreatedPlayer;
  let authorization: fc.Arbitrary<string | undefined>;

  // Wrong service keys are limited per address: raised so that the fuzz reaches validation.
  const stack = stackFor(context, { mailer: discardingMailer, env: { INTERNAL_KEY_FAILURES_PER_MINUTE: '1000000' } });
  beforeAll(async () => {
    player = await createPlayer(context.db, { coins: 4_999 });
    const unverified = await createPlayer(context.db, { emailVerified: false });
    const token = await signIn(stack, player.email, player.password);
    // The player's archive asked for and built first (ADR 058): a fuzzed ask is then refused (one a day) and changes nothing.
    const archivePlayer = { id: player.id, token, password: player.password };
    expect((await askForArchive(stack.api, archivePlayer)).statusCode).toBe(200);
    await readyArchive(stack.api, archivePlayer);
    const options = { issuer: stack.config.issuer, clientId: stack.config.clientId, ttlSeconds: 600 };
    const unverifiedToken = await issueAccessToken(context.db, devPersonalDataKeys(), unverified, options);
    const operator = await createPlayer(context.db);
    await grantRoles(context.db, operator.id, ['payout-operator', 'payout-approver']);
    const operatorToken = await signIn(stack, operator.email, operator.password);
    authorization = fc.oneof(
      { weight: 4, arbitrary: fc.constant(`Bearer ${token}`) },
      { weight: 2, arbitrary: fc.constant(`Bearer ${operatorToken}`) },
      fc.constant(undefined),
      fc.constant(`Bearer ${unverifiedToken}`),
      fc.constant(`Bearer ${token.slice(0, -4)}AAAA`),
      fc.constant('Basic cGxheWVyOnBhc3M='),
      fc.string({ maxLength: 80 }).map((text) => printable(`Bearer ${text}`)),
      fc.string({ unit: 'binary-ascii', maxLength: 80 }).map(printable),
    );
  });

  /** The headers of one request: authorization, a random mix of others, the right service key at times. */
  const headersFor = (endpoint: Endpoint) =>
    fc.tuple(authorization, extraHeaders, fc.boolean()).map(([auth, extra, withServiceKey]) => ({
      ...extra,
      ...(auth === undefined ? {} : { authorization: auth }),
      ...(endpoint.auth === 'service' && withServiceKey
        ? { 'x-service-key': stack.config.serviceKey, 'idempotency-key': `fuzz-${Math.random()}` }
        : {}),
    }));

  /** Sends the request and checks the answer: never 5xx, and every failure a clear envelope. */
  async function send(options: InjectOptions, endpoint?: Endpoint): Promise<LightMyRequestResponse> {
    const app = endpoint?.auth === 'service' ? stack.internal : stack.api;
    const response = endpoint?.eventStream ? await openStream(options) : await app.inject(options);
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json();
      expect(body).toEqual({ status: false, error_code: expect.any(String), message: expect.any(String), content: null });
      expect(body.message.length).toBeGreaterThan(5);
    }
    return response;
  }

  /** An accepted stream is let go after its head; a refusal is read whole, to be checked like any other. */
  async function openStream(options: InjectOptions): Promise<LightMyRequestResponse> {
    const stopReading = new AbortController();
    const response = await stack.api.inject({ ...options, payloadAsStream: true, signal: stopReading.signal });
    if (response.statusCode < 400) {
      stopReading.abort();
      return response;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return { ...response, statusCode: response.statusCode, body: text, json: () => JSON.parse(text) } as LightMyRequestResponse;
  }

  /** STRESS=1 (npm run test:stress) runs five times as many. */
  const runs = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns: numRuns * bySize(1, 5) });

  it('covers every route the API and the internal listener serve', async () => {
    const table = stack.api.printRoutes({ commonPrefix: false }) + stack.internal.printRoutes({ commonPrefix: false });
    // A route under another is printed as the rest of its path, one level (4 characters) deeper.
    const parents: string[] = [];
    const served = [...table.matchAll(/^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/gm)].flatMap(([, indent, segment, methods]) => {
      const depth = indent!.length / 4;
      const path = `${depth > 0 ? parents[depth - 1] : ''}${segment}`;
      parents[depth] = path;
      return (methods ?? '')
        .split(', ')
        .filter((method) => method !== '' && method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${path}`);
    });
    expect(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(served.sort());
  });

  describe.each(ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET'))('$method $path', (endpoint) => {
    it('refuses garbage bodies with a 4xx envelope and changes nothing', async () => {
      const watch = await DatabaseWatch.start(context.db);
      const before = await watch.current();
      const body = fc.oneof(
        anyJsonText,
        malformedBody,
        deeplyNested.map((value) => JSON.stringify(value)),
        fieldsWithTrickyValues(endpoint.fields),
        // With the player's own uuid, so that requests get past the ownership check.
        fieldsWithTrickyValues(endpoint.fields, endpoint.auth === 'bearer' ? { uuid: player.id } : {}),
      );
      await fc.assert(
        fc.asyncProperty(body, contentType, headersFor(endpoint), queryString(['uuid']), async (payload, type, extra, query) => {
          const headers = { ...extra, 'content-type': type };
          const response = await send({ method: endpoint.method, url: `${endpoint.path}?${query}`, payload, headers }, endpoint);
          if (!endpoint.succeedsForUnknownAccounts) expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(await watch.current()).toEqual(before);
        }),
        runs(60),
      );
    });

    it('answers a well-formed body with one hostile field without a 5xx, and a refusal changes nothing', async () => {
      const valid = endpoint.valid!;
      const watch = await DatabaseWatch.start(context.db);
      const oneBadField = fc
        .tuple(fc.constantFrom(...endpoint.fields), trickyValue)
        .map(([field, value]) => ({ ...valid(player.id), [field]: value }));
      await fc.assert(
        fc.asyncProperty(oneBadField, headersFor(endpoint), async (payload, headers) => {
          const before = await watch.current();
          const response = await send({ method: endpoint.method, url: endpoint.path, payload, headers }, endpoint);
          if (response.statusCode >= 400) expect(await watch.current()).toEqual(before);
        }),
        runs(30),
      );
    });
  });

  describe.each(ENDPOINTS.filter((endpoint) => endpoint.method === 'GET'))('$method $path', (endpoint) => {
    it('answers hostile paths, query strings and headers without a 5xx and changes nothing', async () => {
      const watch = await DatabaseWatch.start(context.db);
      const before = await watch.current();
      const path = endpoint.path.includes(':fileName') ? avatarFilePath : fc.constant(endpoint.path);
      const ownUuidSometimes = fc.oneof(queryString(endpoint.fields), fc.constant(`uuid=${encodeURIComponent(player.id)}`));
      await fc.assert(
        fc.asyncProperty(path, ownUuidSometimes, headersFor(endpoint), async (pathname, query, headers) => {
          await send({ method: 'GET', url: `${pathname}?${query}`, headers }, endpoint);
          expect(await watch.current()).toEqual(before);
        }),
        runs(40),
      );
    });
  });
});
