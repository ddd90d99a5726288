import { sriLankaBanks } from 'contract/banks';
import { bankAccountContext } from '../src/domain/bank-details';
import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';
import {
  BANK_DETAILS,
  openedAccountNumber,
  readBankDetails,
  saveBankDetails,
  signedInPlayer,
  type SignedInPlayer,
} from './support/withdrawals';
import { success } from './support/http';

describeEachDatabase('POST /api/external/v1/save-bank-details', (context) => {
  const stack = stackFor(context);
  let player: SignedInPlayer;
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  const save = (payload: object, token = player.token) => saveBankDetails(stack.api, token, payload);

  /** The stored row, its sealed account number opened (`opened_account_number`). */
  async function storedDetails(playerId: string) {
    const { rows } = await context.db.query<{ player_id: string; account_number_sealed: Uint8Array | null }>(
      `SELECT player_id, bank_name, bank_code, account_number, account_number_sealed, account_number_ending, account_holder_name, branch_name
         FROM bank_details WHERE player_id = $1`,
      [playerId],
    );
    return rows.map(({ player_id: id, account_number_sealed: sealed, ...row }) => ({
      ...row,
      opened_account_number: openedAccountNumber(sealed, bankAccountContext(id)),
    }));
  }

  it('stores the canonical bank name and its LankaClear code, trimmed fields, and answers the spec message', async () => {
    const response = await save({
      uuid: player.id.toUpperCase(),
      bankName: '  bank of ceylon ',
      accountNumber: ' 0071234567 ',
      accountHolderName: ' Nimal Perera ',
      branchName: ' Kandy ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      error_code: 'NO_ERROR',
      message: 'Bank details saved successfully!',
      content: {
        bankName: 'Bank of Ceylon',
        bankCode: '7010',
        accountNumberEnding: '4567',
        accountHolderName: 'Nimal Perera',
        branchName: 'Kandy',
      },
    });
    expect(response.body).not.toContain('0071234567');
    expect(await storedDetails(player.id)).toEqual([
      {
        bank_name: 'Bank of Ceylon',
        bank_code: '7010',
        account_number: null,
        account_number_ending: '4567',
        opened_account_number: '0071234567',
        account_holder_name: 'Nimal Perera',
        branch_name: 'Kandy',
      },
    ]);
  });

  it('keeps one current set per player: a second save replaces the first (a change, so with the password: ADR 042)', async () => {
    const response = await save({
      uuid: player.id,
      ...BANK_DETAILS,
      bankName: 'Sampath Bank',
      accountNumber: '123456789012',
      currentPassword: player.password,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedDetails(player.id)).toEqual([
      expect.objectContaining({ bank_name: 'Sampath Bank', account_number_ending: '9012', opened_account_number: '123456789012' }),
    ]);
  });

  it('accepts every bank of the list, and stores a null code where the list has none', async () => {
    const other = await signedInPlayer(stack, context.db, { withBankDetails: false });
    for (const bank of sriLankaBanks) {
      const response = await save(
        { uuid: other.id, ...BANK_DETAILS, bankName: bank.name.toUpperCase(), currentPassword: other.password },
        other.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().content).toMatchObject({ bankName: bank.name, bankCode: bank.code });
    }
    expect(sriLankaBanks).toHaveLength(53);
    expect(sriLankaBanks.some((bank) => bank.code === null)).toBe(true);
  });

  it.each([
    ['no bankName', { bankName: undefined }, 'bankName is required.'],
    ['a blank bankName', { bankName: '   ' }, 'bankName is required.'],
    ['an unlisted bank', { bankName: 'Bank of Narnia' }, 'bankName must be one of the 53 listed banks.'],
    ['a numeric bankName', { bankName: 42 }, 'bankName must be text.'],
    ['no accountNumber', { accountNumber: undefined }, 'accountNumber is required.'],
    ['5 digits', { accountNumber: '12345' }, 'accountNumber must be 6 to 20 digits.'],
    ['21 digits', { accountNumber: '1'.repeat(21) }, 'accountNumber must be 6 to 20 digits.'],
    ['a dash', { accountNumber: '0071-234567' }, 'accountNumber must be 6 to 20 digits.'],
    ['a numeric accountNumber', { accountNumber: 71234567 }, 'accountNumber must be text.'],
    ['an empty accountHolderName', { accountHolderName: '' }, 'accountHolderName is required.'],
    ['a 101-character holder', { accountHolderName: 'N'.repeat(101) }, 'accountHolderName must be at most 100 characters.'],
    [
      'a holder name with a line break and a link',
      { accountHolderName: 'Nimal\nhttp://evil.example' },
      'accountHolderName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
    [
      'a holder name with digits',
      { accountHolderName: 'Nimal 2' },
      'accountHolderName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
    ['no branchName', { branchName: undefined }, 'branchName is required.'],
    ['a 101-character branch', { branchName: 'B'.repeat(101) }, 'branchName must be at most 100 characters.'],
  ])('refuses %s with 400 and changes nothing', async (_description, change, message) => {
    const before = await storedDetails(player.id);
    const response = await save({ uuid: player.id, ...BANK_DETAILS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message, content: null });
    expect(await storedDetails(player.id)).toEqual(before);
  });

  it('answers 400 naming uuid when it is missing', async () => {
    const response = await save({ ...BANK_DETAILS });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'uuid is required.' });
  });

  it("refuses another player's uuid with 403 before validating, and changes nothing", async () => {
    const other = await signedInPlayer(stack, context.db);
    const before = await storedDetails(other.id);
    for (const payload of [
      { uuid: other.id, ...BANK_DETAILS, bankName: 'Sampath Bank' },
      { uuid: other.id, bankName: 'Bank of Narnia' },
      { uuid: '00000000-0000-4000-8000-000000000000', ...BANK_DETAILS },
      { uuid: 12345, ...BANK_DETAILS },
    ]) {
      const response = await save(payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    }
    expect(await storedDetails(other.id)).toEqual(before);
  });

  it('answers 401 without a valid token', async () => {
    const response = await save({ uuid: player.id, ...BANK_DETAILS }, 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, error_code: 'UNAUTHORIZED' });
  });
});

describeEachDatabase('GET /api/external/v1/bank-details', (context) => {
  const stack = stackFor(context);

  it('answers null before any save, then the saved details with the account number by its last 4 digits only', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const before = await readBankDetails(stack.api, player.token, player.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: true, content: null });
    expect(before.headers['cache-control']).toBe('no-store');

    await saveBankDetails(stack.api, player.token, {
      uuid: player.id,
      ...BANK_DETAILS,
      bankName: 'sampath bank',
      accountNumber: '123456789012',
    });
    const after = await readBankDetails(stack.api, player.token, player.id.toUpperCase());
    expect(after.json()).toEqual(
      success(expect.any(String), {
        bankName: 'Sampath Bank',
        bankCode: '7278',
        accountNumberEnding: '9012',
        accountHolderName: 'Nimal Perera',
        branchName: 'Kandy',
      }),
    );
    expect(after.body).not.toContain('12345678');
  });

  it('answers each of two players racing saves and reads with only their own details', async () => {
    const players = await Promise.all([0, 1].map(() => signedInPlayer(stack, context.db, { withBankDetails: false })));
    const numbers = ['111111111111', '222222222222'];
    const answers = await Promise.all(
      players.flatMap((player, index) => [
        saveBankDetails(stack.api, player.token, { uuid: player.id, ...BANK_DETAILS, accountNumber: numbers[index] }),
        readBankDetails(stack.api, player.token, player.id),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    for (const [index, player] of players.entries()) {
      const read = (await readBankDetails(stack.api, player.token, player.id)).json();
      expect(read.content.accountNumberEnding).toBe(numbers[index]!.slice(-4));
    }
  });

  it("refuses another player's uuid with 403 and 401 without a valid token", async () => {
    const [player, other] = await Promise.all([0, 1].map(() => signedInPlayer(stack, context.db)));
    const refused = await readBankDetails(stack.api, player!.token, other!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    expect(refused.body).not.toContain('Kandy');
    expect((await readBankDetails(stack.api, 'not-a-token', player!.id)).statusCode).toBe(401);
  });
});
