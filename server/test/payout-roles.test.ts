/**
 * Roles (ADR 027): operators sign in through the same password grant and their access token
 * carries `realm_access.roles` as Keycloak puts it. Every operator endpoint checks the role on the
 * server (401 without a valid token, 403 for a player's); operator tokens cannot act as players.
 */
import { base64url, decodeJwt } from 'jose';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { devPersonalDataKeys } from '../src/seed/factories';
import { loadSigningKey } from '../src/domain/signing-keys';
import { describeEachDatabase } from './support/database';
import { DatabaseWatch } from './support/fuzz';
import { CANCEL, pendingRequest, recordingMailer } from './support/payouts';
import { bearer, signIn, stackFor } from './support/test-apps';
import { tamperedTokens } from './support/tokens';
import { BANK_DETAILS, saveBankDetails, signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';
import { refusal } from './support/http';

const OPERATOR_ROUTES = Object.entries(operatorEndpoints);

const NO_SUCH_VERIFICATION = '00000000-0000-4000-8000-000000000000';

/** A well-formed request to each operator endpoint, so that only the token decides. */
const PAYLOADS: Record<string, object> = {
  getWithdrawal: { code: 'WD-ZZZZZZ' },
  reviewWithdrawal: { code: 'WD-ZZZZZZ' },
  approveWithdrawal: { code: 'WD-ZZZZZZ' },
  rejectWithdrawal: { code: 'WD-ZZZZZZ', reason: 'No' },
  markWithdrawalPaid: { code: 'WD-ZZZZZZ', reference: 'REF1' },
  returnWithdrawal: { code: 'WD-ZZZZZZ', reference: 'REF1' },
  exportPayoutBatch: {},
  markBatchPaid: { batchId: 999_999, reference: 'REF1' },
  getPayoutBatchFile: { batchId: 999_999 },
  getIdentityReview: { id: NO_SUCH_VERIFICATION },
  getIdentityPhoto: { id: NO_SUCH_VERIFICATION, side: 'front' },
  approveIdentity: { id: NO_SUCH_VERIFICATION },
  rejectIdentity: { id: NO_SUCH_VERIFICATION, reason: 'No' },
};

describeEachDatabase('payout roles', (context) => {
  let player: SignedInPlayer;
  let operatorToken: string;
  let approverToken: string;

  const stack = stackFor(context, { mailer: recordingMailer() });
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { coins: 20_000 });
    // The dev seed's operators (the platform contract §5).
    operatorToken = await signIn(stack, 'operator@example.com', 'operator-pass');
    approverToken = await signIn(stack, 'approver@example.com', 'approver-pass');
  });

  function call(name: string, authorization?: string) {
    const endpoint = operatorEndpoints[name as keyof typeof operatorEndpoints];
    const payload = PAYLOADS[name] ?? {};
    return endpoint.method === 'GET'
      ? stack.api.inject({
          url: `${endpoint.path}?${new URLSearchParams(payload as Record<string, string>)}`,
          headers: authorization ? { authorization } : {},
        })
      : stack.api.inject({ method: 'POST', url: endpoint.path, headers: authorization ? { authorization } : {}, payload });
  }

  it('puts the realm roles in the access token as Keycloak does', () => {
    expect(decodeJwt(operatorToken).realm_access).toEqual({ roles: ['payout-operator'] });
    expect(decodeJwt(approverToken).realm_access).toEqual({ roles: ['payout-approver', 'payout-operator'] });
    expect(decodeJwt(player.token).realm_access).toEqual({ roles: [] });
  });

  it('answers 401 without a token and 403 to a player’s token on every operator endpoint, changing nothing', async () => {
    await pendingRequest(stack, context.db);
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    for (const [name] of OPERATOR_ROUTES) {
      const anonymous = await call(name);
      expect([name, anonymous.statusCode, anonymous.json().error_code]).toEqual([name, 401, 'UNAUTHORIZED']);
      const asPlayer = await call(name, `Bearer ${player.token}`);
      expect([name, asPlayer.statusCode, asPlayer.json()]).toEqual([
        name,
        403,
        refusal('FORBIDDEN', 'This needs the payout-operator role.'),
      ]);
      expect(asPlayer.headers['cache-control']).toBe('no-store');
    }
    expect(await watch.current()).toEqual(before);
  });

  it('refuses every forgery of an approver’s token (test/token-tampering’s 24) with 401 on every operator endpoint, changing nothing', async () => {
    await pendingRequest(stack, context.db);
    const forgeries = await tamperedTokens(
      approverToken,
      await loadSigningKey(context.db, devPersonalDataKeys()),
      player.id,
      stack.config.issuer,
    );
    expect(Object.keys(forgeries).length).toBeGreaterThanOrEqual(24);
    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    const accepted: string[] = [];
    for (const [name] of OPERATOR_ROUTES) {
      // Control: the untampered token passes authentication and the role check.
      expect([name, [401, 403].includes((await call(name, `Bearer ${approverToken}`)).statusCode)]).toEqual([name, false]);
      for (const [forgery, forged] of Object.entries(forgeries)) {
        const response = await call(name, `Bearer ${forged}`);
        if (response.statusCode !== 401 || response.json().error_code !== 'UNAUTHORIZED')
          accepted.push(`${name} with ${forgery}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    // The control calls change nothing either: there is no request WD-ZZZZZZ, no batch 999999, nothing approved to export.
    expect(await watch.current()).toEqual(before);
  });

  it('refuses a player’s token with the roles written in (signature kept) with 401', async () => {
    const [header, payload, signature] = player.token.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
    const forged = `${header}.${base64url.encode(JSON.stringify({ ...claims, realm_access: { roles: ['payout-operator', 'payout-approver'] } }))}.${signature}`;
    for (const [name] of OPERATOR_ROUTES) expect([name, (await call(name, `Bearer ${forged}`)).statusCode]).toEqual([name, 401]);
  });

  it('lets operators through on every operator endpoint (control)', async () => {
    for (const [name] of OPERATOR_ROUTES) {
      const response = await call(name, `Bearer ${operatorToken}`);
      // Past the role check: the well-formed requests name nothing that exists (404) or find nothing to export (409).
      expect([name, [200, 404, 409].includes(response.statusCode)]).toEqual([name, true]);
    }
  });

  it('refuses operator tokens on the player API: they cannot withdraw, save bank details or read a profile', async () => {
    const operatorId = decodeJwt(operatorToken).sub!;
    const attempts = [
      await withdraw(stack.api, operatorToken, { uuid: operatorId, selectedTierAmount: 5000 }),
      await saveBankDetails(stack.api, operatorToken, { uuid: operatorId, ...BANK_DETAILS }),
      await stack.api.inject({ url: `/api/external/v1/profile?uuid=${operatorId}`, headers: bearer(operatorToken) }),
      await stack.api.inject({
        method: 'POST',
        url: CANCEL,
        headers: bearer(approverToken),
        payload: { uuid: decodeJwt(approverToken).sub, code: 'WD-ZZZZZZ' },
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN', message: 'Operator accounts cannot use the player API.' });
    }
  });
});
