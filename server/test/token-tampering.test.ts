/**
 * Token tampering on every bearer endpoint, taken from the route table (a new /api/external/
 * route is covered without editing this file): alg none, another key's signature, a changed
 * payload, an expired token, another issuer or realm. Each must get the 401 UNAUTHORIZED
 * envelope and change nothing; the untampered token, as a control, passes authentication
 * everywhere. The internal listener's endpoints get the same treatment with wrong service keys.
 */
import type { FastifyInstance } from 'fastify';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { loadSigningKey } from '../src/domain/signing-keys';
import { readyArchive } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { DatabaseWatch } from './support/fuzz';
import { isPlayerRoute, routeTableFor, type ApiRoute } from './support/routes';
import { signIn, stackFor } from './support/test-apps';
import { tamperedTokens } from './support/tokens';
import { refusal } from './support/http';

const UNAUTHORIZED = JSON.stringify(refusal('UNAUTHORIZED', 'Invalid or expired token.'));

describeEachDatabase('token tampering', (context) => {
  // Wrong service keys are limited per address; this suite sends more than the default 5.
  const stack = stackFor(context, { env: { INTERNAL_KEY_FAILURES_PER_MINUTE: '1000' } });
  const table = routeTableFor(stack, context);
  let player: CreatedPlayer;
  let victim: CreatedPlayer;
  let token: string;
  let forgeries: Record<string, string>;

  beforeAll(async () => {
    player = await createPlayer(context.db);
    victim = await createPlayer(context.db, { coins: 50_000 });
    token = await signIn(stack, player.email, player.password);
    const tampered = await tamperedTokens(token, await loadSigningKey(context.db, devPersonalDataKeys()), victim.id, stack.config.issuer);
    forgeries = {
      ...Object.fromEntries(Object.entries(tampered).map(([name, forged]) => [name, `Bearer ${forged}`])),
      'no Authorization header': '',
      'the scheme without a token': 'Bearer',
      'the token without the scheme': token,
      'Basic credentials of the player': `Basic ${Buffer.from(`${player.email}:${player.password}`).toString('base64')}`,
    };
  });

  const playerRoutes = () => table.routes.filter(isPlayerRoute);

  /** The route called with the player's own uuid in the query and body: past the ownership checks. */
  const call = (route: ApiRoute, authorization: string) =>
    table.api.inject({
      method: route.method as 'GET',
      url: `${route.url}?uuid=${player.id}`,
      headers: authorization ? { authorization } : {},
      ...(route.method === 'GET' ? {} : { payload: { uuid: player.id } }),
    });

  it('finds every player endpoint in the route table, each behind requireAccessToken', () => {
    expect(playerRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/external/v1/profile',
        'PUT /api/external/v1/profile',
        'POST /api/external/v1/save-bank-details',
        'POST /api/external/v1/get-user-withdrawl',
        'GET /api/external/v1/transactions',
      ]),
    );
    for (const route of playerRoutes()) expect(route.hooks).toContain('requireAccessToken');
    // Operator routes are guarded by requireOperator (test/payout-roles.test.ts tampers with those tokens).
    for (const route of table.routes.filter((candidate) => candidate.url.startsWith('/api/operator/')))
      expect(route.hooks).toContain('requireOperator');
    // Every other route is open by its path and takes no token; internal ones live on their own listener.
    for (const route of table.routes.filter((candidate) => !isPlayerRoute(candidate) && !candidate.url.startsWith('/api/operator/'))) {
      expect(route.url).toMatch(/^\/(api\/open\/|static\/)/);
      expect(route.hooks).not.toContain('requireAccessToken');
    }
  });

  it('lets the untampered token through authentication on every player endpoint (control)', async () => {
    for (const route of playerRoutes()) {
      // Read as a stream and let go after the head: the balance events' answer never ends on its own.
      const stopReading = new AbortController();
      const response = await table.api.inject({
        method: route.method as 'GET',
        url: `${route.url}?uuid=${player.id}`,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'GET' ? {} : { payload: { uuid: player.id } }),
        payloadAsStream: true,
        signal: stopReading.signal,
      });
      stopReading.abort();
      expect([route.url, response.statusCode]).not.toEqual([route.url, 401]);
    }
    // The archive asked for above is built in the background: let it finish before the next test's "changes nothing".
    await readyArchive(stack.api, { id: player.id, token, password: player.password });
  });

  it('refuses every tampered token with 401 on every player endpoint, and changes nothing', async () => {
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    const accepted: string[] = [];
    let attempts = 0;
    for (const route of playerRoutes()) {
      for (const [name, authorization] of Object.entries(forgeries)) {
        const response = await call(route, authorization);
        attempts += 1;
        if (response.statusCode !== 401 || response.body !== UNAUTHORIZED) {
          accepted.push(`${route.method} ${route.url} with ${name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(attempts).toBe(playerRoutes().length * Object.keys(forgeries).length);
    expect(await watch.current()).toEqual(before);
  });

  it('refuses wrong service keys with 401 on every internal endpoint, and credits nothing', async () => {
    const internalRoutes = await routeTableOf(stack.internal);
    expect(internalRoutes).toContain('POST /api/internal/v1/coins/credit');
    const key = stack.config.serviceKey;
    const wrongKeys = [undefined, '', key.slice(0, -1), `${key}x`, key.toUpperCase(), ` ${key}`, `Bearer ${token}`];
    const credit = (route: string, serviceKey: string | undefined, authorization?: string) => {
      const [method, url] = route.split(' ') as ['POST', string];
      return stack.internal.inject({
        method,
        url,
        headers: {
          'idempotency-key': `tampering-${Math.random()}`,
          ...(serviceKey === undefined ? {} : { 'x-service-key': serviceKey }),
          ...(authorization ? { authorization } : {}),
        },
        payload: { email: victim.email, amount: 1000, source: 'tampering', reason: 'tampering' },
      });
    };
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    for (const route of internalRoutes) {
      for (const wrong of wrongKeys) {
        const response = await credit(route, wrong);
        expect([wrong, response.statusCode, response.json().error_code]).toEqual([wrong, 401, 'UNAUTHORIZED']);
      }
      // A player's valid bearer token is no service key.
      expect((await credit(route, undefined, `Bearer ${token}`)).statusCode).toBe(401);
    }
    expect(await watch.current()).toEqual(before);
    // Control: the right key credits.
    expect((await credit(internalRoutes[0]!, key)).statusCode).toBe(200);
  });
});

/** "METHOD /url" of every route an app serves (HEAD and OPTIONS left out). */
async function routeTableOf(app: FastifyInstance): Promise<string[]> {
  return app
    .printRoutes({ commonPrefix: false, includeMeta: false })
    .split('\n')
    .flatMap((line) => {
      const match = /(\/\S*) \(([^)]+)\)/.exec(line);
      if (!match) return [];
      return match[2]!
        .split(', ')
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${match[1]}`);
    });
}
