/**
 * Bank account numbers are personal data sealed at rest (ADR 030, migration 009): neither table
 * holding them nor the logs ever show a full number; the operators' detail and the bank file still
 * carry it (they pay it), the player sees the last 4 digits; a sealed value moved to another row
 * does not open and is answered as no saved account; the numbers stored in the clear before 009
 * are sealed by the start-up step, once, however many replicas run it; and the database refuses
 * a new plaintext number.
 */
import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { operatorEndpoints } from 'contract/operator-endpoints';
import type { Queryable } from '../src/db/database';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { sealLegacyBankAccounts } from '../src/start/seal-legacy';
import { bankAccountContext, withdrawalAccountContext } from '../src/domain/bank-details';
import { debitCoins } from '../src/domain/coins';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { act, detail, OPERATOR, operatorFor, pendingRequest, recordingMailer, signedInOperator } from './support/payouts';
import { bearer, signIn, stackFor, startStack } from './support/test-apps';
import {
  BANK_DETAILS,
  openedAccountNumber,
  readBankDetails,
  saveBankDetails,
  signedInPlayer,
  withdraw,
  type SignedInPlayer,
} from './support/withdrawals';

/** A fresh 12-digit account number: found in a table or a log, it can only come from this test. */
const newAccountNumber = () => String(randomInt(10 ** 11, 10 ** 12));

/** Every row of both tables as one text: byte columns as latin1, so plaintext bytes would show too. */
async function storedText(db: Queryable): Promise<string> {
  const texts: string[] = [];
  for (const table of ['bank_details', 'withdrawal_requests']) {
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
    // Bytes turned to text before JSON.stringify, which would give a Buffer (pg) as a list of numbers.
    const flat = rows.map((row) =>
      Object.values(row).map((value) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value)),
    );
    texts.push(JSON.stringify(flat));
  }
  return texts.join('\n');
}

/** Neither the number nor its hidden part (all but the last 4 digits) is in `text`. */
function expectNoAccountNumber(text: string, accountNumber: string): void {
  expect(text).not.toContain(accountNumber);
  expect(text).not.toContain(accountNumber.slice(0, -4));
}

describeEachDatabase('bank account numbers at rest', (context) => {
  const logLines: string[] = [];
  const logs = () => logLines.join('');
  const stack = stackFor(context, () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    return { env: { LOG_LEVEL: 'info' }, logStream, mailer: recordingMailer() };
  });
  const operator = operatorFor(stack, context, OPERATOR);

  const playerWith = async (accountNumber: string, coins = 5000): Promise<SignedInPlayer> => {
    const player = await signedInPlayer(stack, context.db, { coins, withBankDetails: false });
    expect((await saveBankDetails(stack.api, player.token, { uuid: player.id, ...BANK_DETAILS, accountNumber })).statusCode).toBe(200);
    return player;
  };
  const withdrawAll = async (player: SignedInPlayer) => {
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(response.statusCode).toBe(200);
    return response.json().content.code as string;
  };
  const exportBatch = () =>
    stack.api.inject({ method: 'POST', url: operatorEndpoints.exportPayoutBatch.path, headers: bearer(operator.token), payload: {} });

  it('stores no full number after a save and a withdrawal, yet the operators read it and the bank file carries it', async () => {
    const accountNumber = newAccountNumber();
    const ending = accountNumber.slice(-4);
    const player = await playerWith(accountNumber);
    const code = await withdrawAll(player);

    expectNoAccountNumber(await storedText(context.db), accountNumber);
    const { rows: saved } = await context.db.query<{ plain: string | null; sealed: Uint8Array; ending: string }>(
      'SELECT account_number AS plain, account_number_sealed AS sealed, account_number_ending AS ending FROM bank_details WHERE player_id = $1',
      [player.id],
    );
    expect(saved).toEqual([{ plain: null, sealed: expect.anything(), ending }]);
    expect(openedAccountNumber(saved[0]!.sealed, bankAccountContext(player.id))).toBe(accountNumber);
    const { rows: requested } = await context.db.query<{ plain: string | null; sealed: Uint8Array; ending: string }>(
      'SELECT account_number AS plain, account_number_sealed AS sealed, account_number_ending AS ending FROM withdrawal_requests WHERE code = $1',
      [code],
    );
    expect(requested).toEqual([{ plain: null, sealed: expect.anything(), ending }]);
    // The snapshot is sealed again under its own code, not copied: the player's sealed value does not open there.
    expect(Buffer.from(requested[0]!.sealed).equals(Buffer.from(saved[0]!.sealed))).toBe(false);
    expect(openedAccountNumber(requested[0]!.sealed, withdrawalAccountContext(code))).toBe(accountNumber);

    const read = await readBankDetails(stack.api, player.token, player.id);
    const shown = {
      bankName: 'Bank of Ceylon',
      bankCode: '7010',
      accountNumberEnding: ending,
      accountHolderName: 'Nimal Perera',
      branchName: 'Kandy',
    };
    expect(read.json().content).toEqual(shown);
    expectNoAccountNumber(read.body, accountNumber);

    const operatorView = await detail(stack.api, operator.token, code);
    const paidTo = { bankName: 'Bank of Ceylon', bankCode: '7010', branchName: 'Kandy', accountNumber, accountHolderName: 'Nimal Perera' };
    expect(operatorView.json().content.bank).toEqual(paidTo);
    expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
    const exported = await exportBatch();
    expect(exported.statusCode).toBe(200);
    expect(exported.json().content.csv).toContain(`7010,Bank of Ceylon,Kandy,${accountNumber},Nimal Perera,5000,${code}\r\n`);

    expectNoAccountNumber(await storedText(context.db), accountNumber);
    expectNoAccountNumber(logs(), accountNumber);
  });

  it("answers a player whose sealed number was copied from another player's row as having none saved, logging it without the value", async () => {
    const [first, second] = [newAccountNumber(), newAccountNumber()];
    const owner = await playerWith(first);
    const copier = await playerWith(second);
    await context.db.query(
      `UPDATE bank_details c SET account_number_sealed = o.account_number_sealed, account_number_ending = o.account_number_ending
         FROM bank_details o WHERE o.player_id = $1 AND c.player_id = $2`,
      [owner.id, copier.id],
    );

    const read = await readBankDetails(stack.api, copier.token, copier.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: true, error_code: 'NO_ERROR', content: null });
    const logged = logLines.find((line) => line.includes('saved bank account number does not open'));
    expect(logged).toContain(`bank_details.account_number:${copier.id}`);
    expect(JSON.parse(logged!)).toMatchObject({ level: 50 });
    // Nor does it pay out: a withdrawal is refused as one without bank details, coins untouched.
    const refused = await withdraw(stack.api, copier.token, { uuid: copier.id, selectedTierAmount: 5000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: 'BANK_DETAILS_REQUIRED' });
    const { rows } = await context.db.query('SELECT coins FROM players WHERE id = $1', [copier.id]);
    expect(rows).toEqual([{ coins: 5000 }]);
    // The owner still reads theirs; the copier saving again repairs theirs (with the password: an unreadable number counts as changed, ADR 042).
    expect((await readBankDetails(stack.api, owner.token, owner.id)).json().content.accountNumberEnding).toBe(first.slice(-4));
    await saveBankDetails(stack.api, copier.token, {
      uuid: copier.id,
      ...BANK_DETAILS,
      accountNumber: second,
      currentPassword: copier.password,
    });
    expect((await readBankDetails(stack.api, copier.token, copier.id)).json().content.accountNumberEnding).toBe(second.slice(-4));
    for (const accountNumber of [first, second]) expectNoAccountNumber(logs(), accountNumber);
  });

  it('gives operators no wrong number for a withdrawal whose sealed value was moved: the detail fails, the bank file is not made', async () => {
    const [good, moved] = [await pendingRequest(stack, context.db), await pendingRequest(stack, context.db)];
    for (const { code } of [good, moved]) expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
    await context.db.query(
      `UPDATE withdrawal_requests m SET account_number_sealed = g.account_number_sealed FROM withdrawal_requests g WHERE g.code = $1 AND m.code = $2`,
      [good.code, moved.code],
    );
    const view = await detail(stack.api, operator.token, moved.code);
    expect(view.statusCode).toBe(500);
    expect(view.json()).toMatchObject({ error_code: 'INTERNAL_ERROR' });
    expect(view.body).not.toContain(BANK_DETAILS.accountNumber);
    const { rows: before } = await context.db.query('SELECT count(*)::int AS n FROM payout_batches');
    expect((await exportBatch()).statusCode).toBe(500);
    expect((await context.db.query('SELECT count(*)::int AS n FROM payout_batches')).rows).toEqual(before);
    // Rejected, it leaves the file: the good one is exported alone.
    expect((await act(stack.api, operator.token, 'reject', moved.code)).statusCode).toBe(200);
    const exported = await exportBatch();
    expect(exported.json().content).toMatchObject({ count: 1 });
    expect(exported.json().content.csv).toContain(`,${BANK_DETAILS.accountNumber},Nimal Perera,5000,${good.code}\r\n`);
  });

  it('refuses a plaintext number, or a readable part longer than 4 digits, in either table', async () => {
    const player = await playerWith(newAccountNumber());
    const code = await withdrawAll(player);
    const other = await createPlayer(context.db);
    const plaintextRow = `INSERT INTO bank_details (player_id, bank_name, account_number, account_holder_name, branch_name)
                          VALUES ($1, 'Bank of Ceylon', '0071234567', 'A', 'B')`;
    await expect(context.db.query(plaintextRow, [other.id])).rejects.toThrow(/bank_details_account_number_sealed_check/);
    await expect(
      context.db.query(`UPDATE bank_details SET account_number = '0071234567' WHERE player_id = $1`, [player.id]),
    ).rejects.toThrow(/bank_details_account_number_sealed_check/);
    await expect(context.db.query(`UPDATE withdrawal_requests SET account_number = '0071234567' WHERE code = $1`, [code])).rejects.toThrow(
      /withdrawal_requests_account_number_sealed_check/,
    );
    await expect(
      context.db.query(`UPDATE bank_details SET account_number_ending = '1234567' WHERE player_id = $1`, [player.id]),
    ).rejects.toThrow(/bank_details_account_number_ending_check/);
    await expect(context.db.query(`UPDATE withdrawal_requests SET account_number_sealed = NULL WHERE code = $1`, [code])).rejects.toThrow(
      /withdrawal_requests_account_number_stored_check/,
    );
  });
});

describeEachDatabase(
  'migration 009: account numbers stored in the clear before it',
  (context) => {
    const numbers = new Map<string, string>(); // player id or request code → its plaintext number
    const players: CreatedPlayer[] = [];

    /** Players with bank details and withdrawal requests as the code before 009 wrote them (migration 003's columns). */
    async function legacyRows(playerCount: number, requestsEach: number): Promise<void> {
      for (let index = 0; index < playerCount; index += 1) {
        const player = await createPlayer(context.db, { coins: 5000 * requestsEach, identity: 'none' }); // a verified identity needs migration 017's column
        players.push(player);
        const accountNumber = newAccountNumber();
        numbers.set(player.id, accountNumber);
        await context.db.query(
          `INSERT INTO bank_details (player_id, bank_name, bank_code, account_number, account_holder_name, branch_name)
           VALUES ($1, 'Bank of Ceylon', '7010', $2, 'A Player', 'Colombo')`,
          [player.id, accountNumber],
        );
        for (let request = 0; request < requestsEach; request += 1) {
          const code = `WD-${'ABCDEFGHJK'[index]}${'MNPQRSTUVW'[request]}2345`;
          numbers.set(code, accountNumber);
          await context.db.transaction(async (tx) => {
            const debit = await debitCoins(tx, player.id, 5000, 'Withdrawal of LKR 5,000');
            await tx.query(
              `INSERT INTO withdrawal_requests
                 (code, player_id, amount_lkr, ledger_entry_id, bank_name, bank_code, account_number, account_holder_name, branch_name)
               VALUES ($1, $2, 5000, $3, 'Bank of Ceylon', '7010', $4, 'A Player', 'Colombo')`,
              [code, player.id, debit.ledgerEntryId, accountNumber],
            );
          });
        }
      }
    }

    const storedRows = async () => {
      const { rows: saved } = await context.db.query<{
        key: string;
        plain: string | null;
        sealed: Uint8Array | null;
        ending: string | null;
      }>(
        'SELECT player_id::text AS key, account_number AS plain, account_number_sealed AS sealed, account_number_ending AS ending FROM bank_details ORDER BY 1',
      );
      const { rows: requested } = await context.db.query<{
        key: string;
        plain: string | null;
        sealed: Uint8Array | null;
        ending: string | null;
      }>(
        'SELECT code AS key, account_number AS plain, account_number_sealed AS sealed, account_number_ending AS ending FROM withdrawal_requests ORDER BY 1',
      );
      return { saved, requested };
    };

    it('keeps them readable until the start-up step seals each once, two replicas at once; a second run changes nothing', async () => {
      await migrateAndSeedBefore(context.db, '009_bank_accounts_sealed');
      await legacyRows(3, 2);
      await migrate(context.db);
      const migrated = await storedRows();
      expect([...migrated.saved, ...migrated.requested].map((row) => [row.plain, row.sealed, row.ending])).toEqual(
        [...migrated.saved, ...migrated.requested].map((row) => [numbers.get(row.key), null, null]),
      );

      // Two replicas starting together, in batches of 2 so that their batches interleave.
      const keys = devPersonalDataKeys();
      const handles = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db];
      const runs = await Promise.all(handles.map((handle) => sealLegacyBankAccounts(handle, keys, 2)));
      expect({
        bank_details: runs[0]!.bank_details + runs[1]!.bank_details,
        withdrawal_requests: runs[0]!.withdrawal_requests + runs[1]!.withdrawal_requests,
      }).toEqual({ bank_details: 3, withdrawal_requests: 6 });

      const sealed = await storedRows();
      for (const row of sealed.saved) expect(openedAccountNumber(row.sealed, bankAccountContext(row.key))).toBe(numbers.get(row.key));
      for (const row of sealed.requested)
        expect(openedAccountNumber(row.sealed, withdrawalAccountContext(row.key))).toBe(numbers.get(row.key));
      for (const row of [...sealed.saved, ...sealed.requested])
        expect([row.plain, row.ending]).toEqual([null, numbers.get(row.key)!.slice(-4)]);
      const text = await storedText(context.db);
      for (const accountNumber of numbers.values()) expectNoAccountNumber(text, accountNumber);

      expect(await sealLegacyBankAccounts(context.db, keys)).toEqual({ bank_details: 0, withdrawal_requests: 0 });
      expect(await storedRows()).toEqual(sealed);
    });

    it('serves the sealed legacy rows as before: the player sees the ending, the operators the full number', async () => {
      const stack = await startStack(context.db);
      try {
        const player = players[0]!;
        const accountNumber = numbers.get(player.id)!;
        const token = await signIn(stack, player.email, player.password);
        expect((await readBankDetails(stack.api, token, player.id)).json().content).toMatchObject({
          accountNumberEnding: accountNumber.slice(-4),
        });
        const operator = await signedInOperator(stack, context.db, OPERATOR);
        const [code] = [...numbers.entries()].find(([key, value]) => key.startsWith('WD-') && value === accountNumber)!;
        expect((await detail(stack.api, operator.token, code)).json().content.bank).toMatchObject({ accountNumber });
      } finally {
        await stack.close();
      }
    });
  },
  { migrate: false },
);
