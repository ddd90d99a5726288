import { withdrawalAccountContext } from '../src/domain/bank-details';
import { WITHDRAWAL_CODE_PATTERN } from '../src/domain/withdrawals';
import { describeEachDatabase } from './support/database';
import { bearer, signIn, stackFor } from './support/test-apps';
import {
  accountState,
  BANK_DETAILS,
  openedAccountNumber,
  saveBankDetails,
  signedInPlayer,
  withdraw,
  WITHDRAW,
} from './support/withdrawals';
import { refusal } from './support/http';

const RECEIVER = {
  receiverName: 'Kamala Perera',
  receiverEmail: 'kamala@example.com',
  receiverPhone: '94771234567',
  receiverCountry: 'sri lanka',
};

describeEachDatabase('POST /api/external/v1/get-user-withdrawl', (context) => {
  const stack = stackFor(context);

  /** The stored rows, each sealed account number opened under its request's code (`opened_account_number`). */
  async function storedRequests(playerId: string) {
    const { rows } = await context.db.query<{ code: string; bank_name: string; account_number_sealed: Uint8Array | null }>(
      `SELECT code, amount_lkr, status, bank_name, bank_code, account_number, account_number_sealed, account_number_ending,
              account_holder_name, branch_name, receiver_name, receiver_email, receiver_phone, receiver_country
         FROM withdrawal_requests WHERE player_id = $1 ORDER BY id`,
      [playerId],
    );
    return rows.map(({ account_number_sealed: sealed, ...row }) => ({
      ...row,
      opened_account_number: openedAccountNumber(sealed, withdrawalAccountContext(row.code)),
    }));
  }

  it('debits the tier through the ledger and answers the code, amount, status, new balance and time', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000, ...RECEIVER });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      error_code: 'NO_ERROR',
      message: 'Selected amount sent successfully!',
      content: {
        code: expect.stringMatching(WITHDRAWAL_CODE_PATTERN),
        amount: 5000,
        status: 'pending',
        balance: 7000,
        createdAt: expect.any(String),
      },
    });
    expect(Object.keys(body.content)).toEqual(['code', 'amount', 'status', 'balance', 'createdAt']);
    expect(body.content.code).toMatch(/^WD-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Date(body.content.createdAt).toISOString()).toBe(body.content.createdAt);
    expect(Math.abs(Date.now() - Date.parse(body.content.createdAt))).toBeLessThan(60_000);

    expect(await accountState(context.db, player.id)).toMatchObject({
      coins: 7000,
      ledgerSum: 7000,
      debits: 1,
      requests: 1,
      requestedTotal: 5000,
      unmatchedRequests: 0,
    });
    const profile = await stack.api.inject({ url: `/api/external/v1/profile?uuid=${player.id}`, headers: bearer(player.token) });
    expect(profile.json().content.actualUsableCoins).toBe(7000);
    expect(await storedRequests(player.id)).toEqual([
      {
        code: body.content.code,
        amount_lkr: 5000,
        status: 'pending',
        bank_name: 'Bank of Ceylon',
        bank_code: '7010',
        account_number: null,
        account_number_ending: BANK_DETAILS.accountNumber.slice(-4),
        opened_account_number: BANK_DETAILS.accountNumber,
        account_holder_name: BANK_DETAILS.accountHolderName,
        branch_name: BANK_DETAILS.branchName,
        receiver_name: 'Kamala Perera',
        receiver_email: 'kamala@example.com',
        receiver_phone: '94771234567',
        receiver_country: 'Sri Lanka',
      },
    ]);
  });

  it('keeps the bank details a withdrawal was paid to when the player saves new ones', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 10_000 });
    await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    const changed = {
      uuid: player.id,
      ...BANK_DETAILS,
      bankName: 'Sampath Bank',
      accountNumber: '999988887777',
      currentPassword: player.password,
    };
    expect((await saveBankDetails(stack.api, player.token, changed)).statusCode).toBe(200);
    await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: '5000' });
    const requests = await storedRequests(player.id);
    expect(requests.map((request) => [request.bank_name, request.opened_account_number])).toEqual([
      ['Bank of Ceylon', BANK_DETAILS.accountNumber],
      ['Sampath Bank', '999988887777'],
    ]);
    // Receiver details are optional: left out, they are stored as null.
    expect(requests[0]).toMatchObject({ receiver_name: null, receiver_email: null, receiver_phone: null, receiver_country: null });
  });

  it('lets a player with 12,000 take 5,000 twice, then refuses with the spec message', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const take = () => withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect((await take()).json().content.balance).toBe(7000);
    expect((await take()).json().content.balance).toBe(2000);
    const refused = await take();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('INSUFFICIENT_COINS', 'You need 5,000 or more coins to withdraw your reward.'));
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 2000, ledgerSum: 2000, debits: 2, requests: 2 });
  });

  it('lets the vip take 1,000,000, then only the tiers the rest covers', async () => {
    const token = await signIn(stack, 'vip@example.com', 'vip-pass');
    const uuid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    await saveBankDetails(stack.api, token, { uuid, ...BANK_DETAILS, accountHolderName: 'Sunethra Dissanayake' });
    const take = (selectedTierAmount: number) => withdraw(stack.api, token, { uuid, selectedTierAmount });

    const top = await take(1_000_000);
    expect(top.statusCode).toBe(200);
    expect(top.json().content).toMatchObject({ amount: 1_000_000, balance: 500_000 });
    const refused = await take(1_000_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_code: 'INSUFFICIENT_COINS',
      message: 'You need 1,000,000 or more coins to withdraw LKR 1,000,000.',
    });
    expect((await take(500_000)).json().content.balance).toBe(0);
    expect(await accountState(context.db, uuid)).toMatchObject({ coins: 0, ledgerSum: 0, requestedTotal: 1_500_000 });
  });

  it.each([undefined, null, 0, 4999, 5001, 50_000, -5000, 5000.5, '5,000', 'abc', [5000], { amount: 5000 }, true])(
    'refuses selectedTierAmount %j with 400 "Please select a withdrawal amount." and debits nothing',
    async (selectedTierAmount) => {
      const player = await signedInPlayer(stack, context.db, { coins: 2_000_000 });
      const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'Please select a withdrawal amount.'));
      expect(await accountState(context.db, player.id)).toMatchObject({ coins: 2_000_000, debits: 0, requests: 0 });
    },
  );

  it('refuses a player without bank details with 400 BANK_DETAILS_REQUIRED and debits nothing', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000, withBankDetails: false });
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('BANK_DETAILS_REQUIRED', 'Please save your bank details before requesting a withdrawal.'));
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 12_000, debits: 0, requests: 0 });
  });

  it.each([
    [{ receiverEmail: 'not-an-email' }, 'receiverEmail must be an e-mail address.'],
    [{ receiverPhone: '077 123 4567' }, 'receiverPhone must be 6 to 15 digits.'],
    [{ receiverPhone: '12345' }, 'receiverPhone must be 6 to 15 digits.'],
    [{ receiverCountry: 'Atlantis' }, 'receiverCountry must be a country from the list.'],
    [{ receiverName: 'K'.repeat(101) }, 'receiverName must be at most 100 characters.'],
    [{ receiverName: 7 }, 'receiverName must be text.'],
    [
      { receiverName: 'Kamala\r\nBcc: x@evil.example' },
      'receiverName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
  ])('refuses receiver details %j with 400 naming the field', async (change, message) => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000, ...RECEIVER, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message });
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 12_000, requests: 0 });
  });

  it("refuses another player's uuid with 403 and changes nothing, whatever else the body holds", async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const other = await signedInPlayer(stack, context.db, { coins: 12_000 });
    for (const payload of [
      { uuid: other.id, selectedTierAmount: 5000 },
      { uuid: other.id, selectedTierAmount: 'garbage' },
      { uuid: 'not-a-uuid', selectedTierAmount: 5000 },
    ]) {
      const response = await withdraw(stack.api, player.token, payload, { 'idempotency-key': 'forbidden-1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    }
    for (const id of [player.id, other.id]) {
      expect(await accountState(context.db, id)).toMatchObject({ coins: 12_000, debits: 0, requests: 0 });
    }
    const { rows } = await context.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', ['forbidden-1']);
    expect(rows).toEqual([]);
  });

  it('answers 400 naming uuid when it is missing, and 401 without a token', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 12_000 });
    const missing = await withdraw(stack.api, player.token, { selectedTierAmount: 5000 });
    expect(missing.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'uuid is required.' });
    const anonymous = await stack.api.inject({ method: 'POST', url: WITHDRAW, payload: { uuid: player.id, selectedTierAmount: 5000 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 12_000, requests: 0 });
  });
});
