/**
 * Insecure direct object references: every endpoint that takes a uuid (taken from the route
 * table's schemas, so new ones are covered), called by a signed-in attacker with the victim's
 * uuid in every spelling. Player endpoints must answer 403 and reveal and change nothing; the
 * open e-mail-verification endpoints (which by the spec take a uuid without a token) must answer
 * exactly as for a uuid nobody has. Controls show each request would have worked with the
 * attacker's own uuid.
 */
import { endpoints } from 'contract/endpoints';
import { askForArchive, readyArchive } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { DatabaseWatch } from './support/fuzz';
import { isPlayerRoute, routeTableFor, type ApiRoute } from './support/routes';
import { stackFor } from './support/test-apps';
import { BANK_DETAILS, signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The attacker's own pending request, for the cancellation's control. */
let attackerCode = '';

/** Bodies that would act with the caller's own uuid; a route not listed gets `{ uuid }`. */
const WELL_FORMED: Record<string, (uuid: unknown) => object> = {
  'POST /api/external/v1/withdrawals/cancel': (uuid) => ({ uuid, code: attackerCode }),
  'PUT /api/external/v1/profile': (uuid) => ({ uuid, firstName: 'Mallory', avatarImageId: 1, gameCategoryIds: [1, 2] }),
  // Another branch: a change that needs no password (a new account would: ADR 042), so the control can succeed.
  'POST /api/external/v1/save-bank-details': (uuid) => ({ uuid, ...BANK_DETAILS, branchName: 'Galle' }),
  'POST /api/external/v1/get-user-withdrawl': (uuid) => ({ uuid, selectedTierAmount: 5000 }),
  'PUT /api/external/v1/account/details': (uuid) => ({
    uuid,
    firstName: 'Mallory',
    lastName: 'Perera',
    mobile: '0771234567',
    country: 144,
  }),
  'PUT /api/external/v1/account/consents': (uuid) => ({ uuid, newsMails: true }),
  // The account's credentials: bodies that reach the handler and are refused there, so the control changes no password or address.
  'POST /api/external/v1/account/password': (uuid) => ({ uuid, currentPassword: 'not-the-password', password: 'a-new-password' }),
  'POST /api/external/v1/account/email': (uuid) => ({ uuid, email: 'mallory@example.test', currentPassword: 'not-the-password' }),
  'POST /api/external/v1/account/email/confirm': (uuid) => ({ uuid, email: 'mallory@example.test', code: '0000' }),
  'POST /api/external/v1/account/privacy/export/download': (uuid) => ({ uuid, currentPassword: 'not-the-password' }),
  // Closing: refused at the password, so the control closes nothing (ADR 059).
  'POST /api/external/v1/account/closure': (uuid) => ({ uuid, currentPassword: 'not-the-password' }),
  // Responsible play (ADR 061): the control's break is the attacker's own, and plays no part in the other checks.
  'PUT /api/external/v1/account/play-limits': (uuid) => ({ uuid, realityCheckMinutes: 30 }),
  'POST /api/external/v1/account/play-limits/break': (uuid) => ({ uuid, kind: 'break', period: '24h' }),
  'POST /api/external/v1/account/play-limits/reality-check': (uuid) => ({ uuid, choice: 'continue' }),
};

/** What the control answers where it is not 200: the handler's own refusal, after the ownership check let it through. */
const CONTROL_STATUS: Record<string, number> = {
  'POST /api/external/v1/account/password': 403, // WRONG_PASSWORD
  'POST /api/external/v1/account/email': 403, // WRONG_PASSWORD
  'POST /api/external/v1/account/email/confirm': 400, // no such code
  // The attacker's archive was built in beforeAll: another is too soon, and this password is wrong.
  'POST /api/external/v1/account/privacy/export': 429,
  'POST /api/external/v1/account/privacy/export/download': 403, // WRONG_PASSWORD
  'POST /api/external/v1/account/closure': 403, // WRONG_PASSWORD
  'POST /api/external/v1/account/closure/keep': 409, // not closing
};

const takesUuid = (route: ApiRoute) => route.bodyFields.includes('uuid') || route.queryFields.includes('uuid');

describeEachDatabase('IDOR: another player’s uuid', (context) => {
  const stack = stackFor(context);
  const table = routeTableFor(stack, context);
  let attacker: SignedInPlayer;
  let victim: SignedInPlayer;

  beforeAll(async () => {
    attacker = await signedInPlayer(stack, context.db, { coins: 20_000 });
    victim = await signedInPlayer(stack, context.db, { coins: 50_000 });
    expect((await withdraw(stack.api, victim.token, { uuid: victim.id, selectedTierAmount: 5000 })).statusCode).toBe(200);
    const own = await withdraw(stack.api, attacker.token, { uuid: attacker.id, selectedTierAmount: 5000 });
    attackerCode = own.json().content.code;
    // Built now, so that no background build changes the database while a test watches it (ADR 058).
    expect((await askForArchive(stack.api, attacker)).statusCode).toBe(200);
    await readyArchive(stack.api, attacker);
  });

  const playerRoutesWithUuid = () => table.routes.filter((route) => isPlayerRoute(route) && takesUuid(route));

  /** The route as the attacker calls it, with `uuid` (any JSON value) where the route takes it. */
  function call(route: ApiRoute, uuid: unknown, rawQuery?: string) {
    const query = rawQuery ?? `uuid=${encodeURIComponent(String(uuid))}`;
    const body = (WELL_FORMED[`${route.method} ${route.url}`] ?? ((value: unknown) => ({ uuid: value })))(uuid);
    return table.api.inject({
      method: route.method as 'GET',
      url: route.queryFields.includes('uuid') ? `${route.url}?${query}` : route.url,
      headers: { authorization: `Bearer ${attacker.token}` },
      ...(route.bodyFields.includes('uuid') ? { payload: body } : {}),
    });
  }

  it('finds the endpoints that take a uuid in the route table', () => {
    expect(
      playerRoutesWithUuid()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/external/v1/bank-details',
        'GET /api/external/v1/profile',
        'GET /api/external/v1/transactions',
        'POST /api/external/v1/get-user-withdrawl',
        'POST /api/external/v1/save-bank-details',
        'POST /api/external/v1/withdrawals/cancel',
        'PUT /api/external/v1/profile',
      ]),
    );
  });

  it('answers 403 to the victim’s uuid in every spelling on every player endpoint, revealing and changing nothing', async () => {
    const spellings = [victim.id, victim.id.toUpperCase(), `  ${victim.id}\t`, NOBODY];
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    let attempts = 0;
    for (const route of playerRoutesWithUuid()) {
      for (const uuid of spellings) {
        const response = await call(route, uuid);
        attempts += 1;
        expect([route.url, uuid, response.statusCode]).toEqual([route.url, uuid, 403]);
        expect(response.json()).toEqual({ status: false, error_code: 'FORBIDDEN', message: expect.any(String), content: null });
        for (const secret of [victim.id, victim.email, victim.mobile])
          expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
    expect(attempts).toBe(playerRoutesWithUuid().length * spellings.length);
    expect(await watch.current()).toEqual(before);
  });

  it('answers 403 to the victim’s uuid smuggled as an array, an object or a repeated query parameter', async () => {
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    for (const route of playerRoutesWithUuid()) {
      const smuggled = route.bodyFields.includes('uuid')
        ? [await call(route, [attacker.id, victim.id]), await call(route, { $ne: attacker.id }), await call(route, [victim.id])]
        : [
            await call(route, null, `uuid=${attacker.id}&uuid=${victim.id}`),
            await call(route, null, `uuid=${victim.id}&uuid=${attacker.id}`),
          ];
      for (const response of smuggled) {
        expect([route.url, response.statusCode]).toEqual([route.url, 403]);
        expect(response.json()).toMatchObject({ status: false, content: null });
        expect(response.body).not.toContain(victim.email);
      }
    }
    expect(await watch.current()).toEqual(before);
  });

  it('acts on the attacker’s own uuid with the same requests (control)', async () => {
    for (const route of playerRoutesWithUuid()) {
      const response = await call(route, attacker.id);
      // The identity submission takes files (multipart): this JSON body passes the ownership check and
      // is then refused by the schema; its own suite (identity-verification) covers the multipart control.
      const expected =
        route.url === endpoints.submitIdentityVerification.path && route.method === 'POST'
          ? 400
          : (CONTROL_STATUS[`${route.method} ${route.url}`] ?? 200);
      expect([route.url, response.statusCode]).toEqual([route.url, expected]);
      if (expected !== 200) expect([route.url, response.json().error_code]).not.toEqual([route.url, 'FORBIDDEN']);
    }
  });

  it('answers the open verification endpoints for the victim’s uuid exactly as for nobody’s, changing nothing', async () => {
    const open = table.routes.filter((route) => !isPlayerRoute(route) && takesUuid(route));
    expect(open.map((route) => route.url).sort()).toEqual([
      '/api/open/v1/user/email_verification_resend_email',
      '/api/open/v1/user/email_verification_send_code',
    ]);
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    for (const route of open) {
      const ask = (uuid: string) => table.api.inject({ method: 'POST', url: route.url, payload: { uuid, code: '1234' } });
      const [forVictim, forNobody] = [await ask(victim.id), await ask(NOBODY)];
      expect(forVictim.statusCode).toBe(forNobody.statusCode);
      expect(forVictim.body).toBe(forNobody.body);
    }
    expect(await watch.current()).toEqual(before);
  });
});
