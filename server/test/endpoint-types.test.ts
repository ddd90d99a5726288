/**
 * serveEndpoint serves a declaration of contract/src/api/endpoints.ts as it says, and a handler that
 * strays from it does not compile. The lines under `@ts-expect-error` are checked by `npm run
 * typecheck` (server/tsconfig.json includes test/): each must stay a type error, or tsc fails on
 * the unused directive. The callers' half is shared/src/__tests__/call-endpoint.test.ts.
 */
import Fastify from 'fastify';
import { endpoints } from 'contract/endpoints';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { CancelWithdrawalBody, ContactBody, PlayerQuery, ResetCodeBody, WithdrawalActionBody } from 'contract/schemas';
import { ok } from '../src/http/envelope';
import { serveEndpoint } from '../src/http/serve-endpoint';
import type { ZodApp } from '../src/http/types';
import { zodValidatorCompiler, type ZodTypeProvider } from '../src/http/zod';

const PLAYER = '7d9f6a2e-0c1b-4e5f-9a8b-3c2d1e0f4a5b';

function zodApp(): ZodApp {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  return app;
}

describe('serveEndpoint', () => {
  const app = zodApp();
  serveEndpoint(app, endpoints.verifyResetCode, {
    schema: { body: ResetCodeBody },
    handler: async (request) => ok({ resetToken: `${request.body.email}/${request.body.code}` }),
  });
  serveEndpoint(app, endpoints.getTransactions, {
    // A player endpoint must be served behind a hook of this name; this one lets everyone in.
    onRequest: async function requireAccessToken() {},
    schema: { querystring: PlayerQuery },
    handler: async (request) =>
      ok([
        {
          title: 'Withdrawal to Bank of Ceylon',
          bankName: 'Bank of Ceylon',
          date: '2026-01-01T00:00:00.000Z',
          amount: 5000,
          status: 'pending',
          code: request.query.uuid,
          updatedAt: '2026-01-01T00:00:00.000Z',
          rejectionReason: null,
        },
      ]),
  });
  afterAll(() => app.close());

  it('serves a declaration at its method and path, the body as its schema outputs it', async () => {
    const { path } = endpoints.verifyResetCode;
    // The schema trims the address and accepts the code as a number; the handler sees text.
    const served = await app.inject({ method: 'POST', url: path, payload: { email: ' kasun@example.test ', code: 1234 } });
    expect(served.json()).toEqual(ok({ resetToken: 'kasun@example.test/1234' }));
    expect((await app.inject({ method: 'POST', url: path, payload: { email: 'kasun@example.test' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('gives the handler the query as its schema outputs it', async () => {
    const served = await app.inject({ method: 'GET', url: endpoints.getTransactions.path, query: { uuid: ` ${PLAYER} ` } });
    expect(served.json().content).toEqual([expect.objectContaining({ code: PLAYER })]);
  });

  it('does not compile a handler that strays from the declaration', async () => {
    const typeOnly = zodApp();
    serveEndpoint(typeOnly, endpoints.getCountries, {
      schema: {},
      // @ts-expect-error: the content misspells Country's `code`.
      handler: async () => ok({ data: [{ id: 144, name: 'Sri Lanka', cdoe: 'LK' }] }),
    });
    serveEndpoint(typeOnly, endpoints.sendContactMessage, {
      schema: { body: ContactBody },
      // @ts-expect-error: the contact form's schema has no `subject`.
      handler: async (request) => ok('done', request.body.subject),
    });
    serveEndpoint(typeOnly, endpoints.resetPassword, {
      // @ts-expect-error: the schema must be the one the declaration names.
      schema: { body: ResetCodeBody },
      handler: async () => ok(null),
    });
    await typeOnly.ready();
    expect(typeOnly.hasRoute({ method: 'GET', url: endpoints.getCountries.path })).toBe(true);
    await typeOnly.close();
  });

  it('refuses to serve a player or operator declaration without its guard hook', () => {
    const unguarded = zodApp();
    const handler = async () => ok(null);
    expect(() =>
      serveEndpoint(unguarded, endpoints.cancelWithdrawal, { schema: { body: CancelWithdrawalBody }, handler: handler as never }),
    ).toThrow("POST /api/external/v1/withdrawals/cancel is declared 'player' but served without requireAccessToken.");
    expect(() =>
      serveEndpoint(unguarded, operatorEndpoints.approveWithdrawal, {
        onRequest: async function requireAccessToken() {},
        schema: { body: WithdrawalActionBody },
        handler: handler as never,
      }),
    ).toThrow("POST /api/operator/v1/withdrawals/approve is declared 'operator' but served without requireOperator.");
  });
});
