import { devPersonalDataKeys } from '../src/seed/factories';
import { requestWithdrawal } from '../src/domain/withdrawals';
import { describeEachDatabase } from './support/database';
import { bearer, stackFor } from './support/test-apps';
import { saveBankDetails, signedInPlayer, transactions, withdraw, BANK_DETAILS, TRANSACTIONS } from './support/withdrawals';

describeEachDatabase('GET /api/external/v1/transactions', (context) => {
  const stack = stackFor(context);

  it('answers an empty list for a player without withdrawals', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const response = await transactions(stack.api, player.token, player.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, error_code: 'NO_ERROR', message: 'OK', content: [] });
  });

  it("lists the player's own withdrawal requests, newest first, titled with the bank paid to", async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 600_000 });
    const other = await signedInPlayer(stack, context.db, { coins: 600_000 });
    await withdraw(stack.api, other.token, { uuid: other.id, selectedTierAmount: 5000 });
    const first = (await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })).json().content;
    await saveBankDetails(stack.api, player.token, {
      uuid: player.id,
      ...BANK_DETAILS,
      bankName: 'hatton national bank',
      currentPassword: player.password,
    });
    const second = (await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 500_000 })).json().content;
    const { rows } = await context.db.query<{ updatedAt: Date }>(
      `UPDATE withdrawal_requests SET status = 'rejected', rejection_reason = 'Account closed', updated_at = now() WHERE code = $1
       RETURNING updated_at AS "updatedAt"`,
      [first.code],
    );

    const response = await transactions(stack.api, player.token, player.id.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([
      {
        title: 'Withdrawal to Hatton National Bank',
        bankName: 'Hatton National Bank',
        date: second.createdAt,
        amount: 500_000,
        status: 'pending',
        code: second.code,
        updatedAt: second.createdAt,
        rejectionReason: null,
      },
      {
        title: 'Withdrawal to Bank of Ceylon',
        bankName: 'Bank of Ceylon',
        date: first.createdAt,
        amount: 5000,
        status: 'rejected',
        code: first.code,
        updatedAt: rows[0]!.updatedAt.toISOString(),
        rejectionReason: 'Account closed',
      },
    ]);
  });

  it('answers at most the 50 newest', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 52 * 5000 });
    const codes: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      const withdrawal = await context.db.transaction((tx) =>
        requestWithdrawal(tx, devPersonalDataKeys(), {
          playerId: player.id,
          amount: 5000,
          receiver: { name: null, email: null, phone: null, country: null },
        }),
      );
      codes.push(withdrawal.code);
    }
    const listed = (await transactions(stack.api, player.token, player.id)).json().content as { code: string; date: string }[];
    expect(listed.map((item) => item.code)).toEqual(codes.reverse().slice(0, 50));
    const dates = listed.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("refuses another player's uuid with 403, and a missing uuid with 400", async () => {
    const player = await signedInPlayer(stack, context.db);
    const other = await signedInPlayer(stack, context.db);
    for (const uuid of [other.id, 'garbage']) {
      const response = await transactions(stack.api, player.token, uuid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    }
    const missing = await stack.api.inject({ url: TRANSACTIONS, headers: bearer(player.token) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'uuid is required.' });
    expect((await stack.api.inject({ url: `${TRANSACTIONS}?uuid=${player.id}` })).statusCode).toBe(401);
  });
});
