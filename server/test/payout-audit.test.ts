/**
 * The audit trail is append-only in the database itself (ADR 027): a trigger refuses UPDATE,
 * DELETE and TRUNCATE of withdrawal_audit whoever connects, so no code path and no hand-typed
 * statement can rewrite who did what.
 */
import { createPlayer, devPersonalDataKeys } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { sealLegacyBankAccounts } from '../src/start/seal-legacy';
import { debitCoins } from '../src/domain/coins';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { act, OPERATOR, pendingRequest, recordingMailer, signedInOperator } from './support/payouts';
import { stackFor } from './support/test-apps';

describeEachDatabase('the withdrawal audit trail', (context) => {
  const stack = stackFor(context, { mailer: recordingMailer() });
  beforeAll(async () => {
    const operator = await signedInOperator(stack, context.db, OPERATOR);
    const { code } = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
  });

  const count = async () =>
    (await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM withdrawal_audit')).rows[0]!.count;

  it.each([
    ['UPDATE', `UPDATE withdrawal_audit SET actor_email = 'someone-else@example.test'`],
    ['UPDATE', `UPDATE withdrawal_audit SET to_status = 'rejected', reason = 'rewritten'`],
    ['DELETE', 'DELETE FROM withdrawal_audit'],
    ['TRUNCATE', 'TRUNCATE withdrawal_audit'],
  ])('refuses %s at the database level: %s', async (operation, sql) => {
    const before = await context.db.query('SELECT * FROM withdrawal_audit ORDER BY id');
    expect(before.rows.length).toBeGreaterThan(0);
    await expect(context.db.query(sql)).rejects.toThrow(`withdrawal_audit is append-only: ${operation} is not allowed`);
    expect((await context.db.query('SELECT * FROM withdrawal_audit ORDER BY id')).rows).toEqual(before.rows);
  });

  it('refuses it inside a transaction too, rolling the transaction back', async () => {
    const before = await count();
    await expect(
      context.db.transaction(async (tx) => {
        await tx.query(`UPDATE withdrawal_requests SET status = 'paid', paid_reference = 'X' WHERE status = 'approved'`);
        await tx.query('DELETE FROM withdrawal_audit');
      }),
    ).rejects.toThrow('append-only');
    expect(await count()).toBe(before);
    const { rows } = await context.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM withdrawal_requests WHERE status = 'paid'`,
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('still accepts new rows', async () => {
    const before = await count();
    const { code } = await pendingRequest(stack, context.db);
    const operator = await signedInOperator(stack, context.db, OPERATOR);
    await act(stack.api, operator.token, 'reject', code);
    expect(await count()).toBe(before + 1);
  });
});

describeEachDatabase(
  'migration 007: the payout lifecycle on existing requests',
  (context) => {
    it("turns 'completed' into 'paid', dates the last change at the request, and keeps pending ones", async () => {
      await migrateAndSeedBefore(context.db, '007_payouts');
      // identity: 'none': identity verification (migration 008) does not exist yet.
      const player = await createPlayer(context.db, { coins: 10_000, identity: 'none' });
      await context.db.query(
        `INSERT INTO bank_details (player_id, bank_name, account_number, account_holder_name, branch_name)
         VALUES ($1, 'Bank of Ceylon', '12345678', 'A Player', 'Colombo')`,
        [player.id],
      );
      // Requests as the 006-era code wrote them (today's domain code expects today's schema).
      const oldRequest = (code: string) =>
        context.db.transaction(async (tx) => {
          const debit = await debitCoins(tx, player.id, 5000, 'Withdrawal of LKR 5,000');
          await tx.query(
            `INSERT INTO withdrawal_requests (code, player_id, amount_lkr, ledger_entry_id, bank_name, account_number, account_holder_name, branch_name)
             VALUES ($1, $2, 5000, $3, 'Bank of Ceylon', '12345678', 'A Player', 'Colombo')`,
            [code, player.id, debit.ledgerEntryId],
          );
          return { code };
        });
      const done = await oldRequest('WD-DDDDDD');
      const open = await oldRequest('WD-PPPPPP');
      await context.db.query(`UPDATE withdrawal_requests SET status = 'completed' WHERE code = $1`, [done.code]);

      await migrate(context.db);
      // As main.ts does next: the plaintext account numbers sealed (migration 009).
      expect(await sealLegacyBankAccounts(context.db, devPersonalDataKeys())).toEqual({ bank_details: 1, withdrawal_requests: 2 });
      const { rows } = await context.db.query<{ code: string; status: string; same: boolean }>(
        'SELECT code, status, updated_at = created_at AS same FROM withdrawal_requests ORDER BY id',
      );
      expect(rows).toEqual([
        { code: done.code, status: 'paid', same: true },
        { code: open.code, status: 'pending', same: true },
      ]);
      await expect(context.db.query(`UPDATE withdrawal_requests SET status = 'completed'`)).rejects.toThrow(
        /withdrawal_requests_status_check/,
      );
    });
  },
  { migrate: false },
);
