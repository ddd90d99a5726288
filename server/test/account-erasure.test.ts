/**
 * The erasure of a closed account (issue 38, ADR 059): after the 14 days the privacy job leaves no
 * trace of the player's e-mail, names, mobile, NIC or account number (clear or sealed) in any
 * column of any table, forfeits the coins through the ledger, keeps the ledger and payouts under
 * the pseudonym, lets the address register again, and deletes the kept records after 6 years. Two
 * replicas sweeping at once erase each account once.
 */
import { randomInt } from 'node:crypto';
import { gameEndpoints } from 'contract/game-endpoints';
import { runDueErasures, runRetentionExpiries } from '../src/domain/privacy-jobs';
import { afterTheGracePeriod, afterTheRetention, closure, closuresOf } from './support/closure';
import { account } from './support/account';
import { askForArchive, readyArchive } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { dealt, submitGame, winningMoves } from './support/games';
import { decideIdentity, identityReview, nicOf, submitIdentity } from './support/identity';
import { cardPhoto } from './support/identity-photos';
import { moneyInvariants, MONEY_INVARIANTS_HOLD } from './support/invariants';
import { cancel, detail, recordingMailer, signedInOperator } from './support/payouts';
import { bearer, signIn, stackFor } from './support/test-apps';
import { saveBankDetails, signedInPlayer, withdraw } from './support/withdrawals';
import type { Queryable } from '../src/db/database';

const letters = (count: number) => Array.from({ length: count }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** Every row of every table of the schema, each cast to text (bytea as \x hex), in one string. */
async function dumpOfEveryTable(db: Queryable): Promise<string> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
    parts.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return parts.join('\n').toLowerCase();
}

const hex = (value: Uint8Array) => Buffer.from(value).toString('hex');

describeEachDatabase('account erasure: no trace, the ledger kept, the address free, the retention expiry', (context) => {
  const mailer = recordingMailer();
  const stack = stackFor(context, () => ({ mailer }));

  /** A player who has used everything that holds personal data, then closed the account. */
  async function closedPlayerWithHistory() {
    const firstName = `Zorva${letters(6)}`;
    const lastName = `Quint${letters(6)}`;
    const mobile = `+9477${digits(7)}`;
    const accountNumber = digits(12);
    const player = await signedInPlayer(stack, context.db, {
      coins: 5700,
      identity: 'none',
      firstName,
      lastName,
      mobile,
      withBankDetails: false,
    });
    const bank = { bankName: 'Bank of Ceylon', accountNumber, accountHolderName: `${firstName} ${lastName}`, branchName: 'Kandy' };
    expect((await saveBankDetails(stack.api, player.token, { uuid: player.id, ...bank })).statusCode).toBe(200);
    const nic = nicOf(player.dateOfBirth);
    const submitted = await submitIdentity(
      stack.api,
      player.token,
      { uuid: player.id, nic, nicFullName: `${firstName} ${lastName}` },
      cardPhoto,
    );
    expect(submitted.statusCode).toBe(200);
    const operator = await signedInOperator(stack, context.db);
    const { rows: verification } = await context.db.query<{ id: string }>('SELECT id FROM identity_verifications WHERE player_id = $1', [
      player.id,
    ]);
    expect((await decideIdentity(stack.api, operator.token, verification[0]!.id, 'approve')).statusCode).toBe(200);
    const withdrawn = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 }, { 'idempotency-key': 'wd-1' });
    expect(withdrawn.statusCode).toBe(200);
    expect((await cancel(stack.api, player, withdrawn.json().content.code)).statusCode).toBe(200);
    expect((await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })).statusCode).toBe(200);
    const paid = await context.db.query<{ code: string }>(
      `UPDATE withdrawal_requests SET status = 'rejected', rejection_reason = 'test' WHERE player_id = $1 AND status = 'pending' RETURNING code`,
      [player.id],
    );
    expect(paid.rows).toHaveLength(1);
    await stack.api.inject({
      method: 'POST',
      url: '/api/open/contact-support',
      payload: { firstName, lastName, phone: mobile, email: player.email, message: 'Please close my account.', privacyRequest: true },
    });
    // The other rights exercised first: a consent withdrawn, an archive built (sealed, with the NIC), an objection.
    expect((await account(stack.api, 'updateConsents', player.token, { uuid: player.id, leaderboardName: false })).statusCode).toBe(200);
    expect((await askForArchive(stack.api, player)).statusCode).toBe(200);
    await readyArchive(stack.api, player);
    const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
    await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: winningMoves(attempt) });
    const objected = await stack.api.inject({
      method: 'POST',
      url: gameEndpoints.objectToAttempt.path,
      headers: bearer(player.token),
      payload: { attemptId: attempt.attemptId },
    });
    expect(objected.statusCode).toBe(200);
    await stack.api.inject({ method: 'POST', url: '/api/open/v1/user/forget_password_send_email', payload: { email: player.email } });
    await signIn(stack, player.email, player.password).catch(() => undefined);
    const sealed = await context.db.query<{ nic: Uint8Array; name: Uint8Array; front: Uint8Array; bank: Uint8Array }>(
      `SELECT v.nic_sealed AS nic, v.full_name_sealed AS name, v.front_photo_sealed AS front, b.account_number_sealed AS bank
         FROM identity_verifications v JOIN bank_details b ON b.player_id = v.player_id WHERE v.player_id = $1`,
      [player.id],
    );
    const { rows: archives } = await context.db.query<{ sealed: Uint8Array }>(
      'SELECT archive_sealed AS sealed FROM data_exports WHERE player_id = $1',
      [player.id],
    );
    expect(archives).toHaveLength(1);
    const { rows: requests } = await context.db.query<{ sealed: Uint8Array; code: string }>(
      'SELECT account_number_sealed AS sealed, code FROM withdrawal_requests WHERE player_id = $1',
      [player.id],
    );
    const stored = [player.email, firstName, lastName, mobile.replace('+', '')].map((value) => value.toLowerCase());
    // Never stored in the clear (sealed at rest): looked for all the same.
    const traces = [...stored, nic, accountNumber];
    const sealedTraces = [
      sealed.rows[0]!.nic,
      sealed.rows[0]!.name,
      sealed.rows[0]!.front,
      sealed.rows[0]!.bank,
      ...requests.map((row) => row.sealed),
      archives[0]!.sealed,
    ].map(hex);
    // The traces are really there before: the check below would find them.
    const before = await dumpOfEveryTable(context.db);
    for (const trace of [...stored, ...sealedTraces]) expect(before).toContain(trace);
    const closed = await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    expect(closed.statusCode).toBe(200);
    return { player, traces, sealedTraces, operator, verificationId: verification[0]!.id, codes: requests.map((row) => row.code) };
  }

  it('erases every trace of the player in every table, forfeits the coins through the ledger and keeps the ledger', async () => {
    const { player, traces, sealedTraces } = await closedPlayerWithHistory();
    expect(await runDueErasures(context.db, new Date())).toBe(0);
    expect(await runDueErasures(context.db, afterTheGracePeriod())).toBeGreaterThanOrEqual(1);

    const after = await dumpOfEveryTable(context.db);
    for (const trace of traces) expect(after.includes(trace) ? trace : 'absent').toBe('absent');
    for (const trace of sealedTraces) expect(after.includes(trace) ? 'a sealed value' : 'absent').toBe('absent');
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);

    const [state] = await closuresOf(context.db, player.id);
    expect(state).toMatchObject({ status: 'erased', forfeitedCoins: 700 });
    const { rows } = await context.db.query<{ coins: number; entries: number; requests: number }>(
      `SELECT p.coins, (SELECT count(*) FROM coin_ledger l WHERE l.player_id = p.id)::int AS entries,
              (SELECT count(*) FROM withdrawal_requests w WHERE w.player_id = p.id)::int AS requests
         FROM players p WHERE p.id = $1`,
      [player.id],
    );
    expect(rows[0]).toEqual({ coins: 0, entries: 5, requests: 2 });
    // What named only the player's own business goes too: the mails sent, the consents' history, the archive.
    const { rows: left } = await context.db.query<{ count: number }>(
      `SELECT ((SELECT count(*) FROM sent_mails WHERE player_id = $1) + (SELECT count(*) FROM consent_changes WHERE player_id = $1)
             + (SELECT count(*) FROM data_exports WHERE player_id = $1))::int AS count`,
      [player.id],
    );
    expect(left[0]!.count).toBe(0);
    expect(await runDueErasures(context.db, afterTheGracePeriod())).toBe(0);
  });

  it("keeps the operators' views of an erased player's payouts and identity working, without the erased data", async () => {
    const { operator, codes, verificationId } = await closedPlayerWithHistory();
    await runDueErasures(context.db, afterTheGracePeriod());
    for (const code of codes) {
      const payout = await detail(stack.api, operator.token, code);
      expect(payout.statusCode).toBe(200);
      expect(payout.json().content).toMatchObject({ bank: { accountNumber: '', accountHolderName: '' } });
    }
    expect((await identityReview(stack.api, operator.token, verificationId)).statusCode).toBe(404);
  });

  it('lets the address of a closed account register again, as a new account', async () => {
    const { player } = await closedPlayerWithHistory();
    await runDueErasures(context.db, afterTheGracePeriod());
    const registered = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/register',
      payload: {
        firstName: 'Kamal',
        lastName: 'Silva',
        email: player.email,
        country: 144,
        mobile: '+94 77 123 4567',
        dateOfBirth: '2001-04-14',
        password: 'secret-pass',
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().content.uuid).not.toBe(player.id);
  });

  it('deletes the kept records once the 6 years are over, and the ledger invariants still hold', async () => {
    const { player } = await closedPlayerWithHistory();
    await runDueErasures(context.db, afterTheGracePeriod());
    const [state] = await closuresOf(context.db, player.id);
    expect(await runRetentionExpiries(context.db, new Date(state!.erasedAt!.getTime() + 5 * 365 * 24 * 3600 * 1000))).toBe(0);
    expect(await runRetentionExpiries(context.db, afterTheRetention(state!.erasedAt!))).toBeGreaterThanOrEqual(1);
    const { rows } = await context.db.query<{ left: number }>(
      `SELECT ((SELECT count(*) FROM players WHERE id = $1) + (SELECT count(*) FROM coin_ledger WHERE player_id = $1)
             + (SELECT count(*) FROM withdrawal_requests WHERE player_id = $1) + (SELECT count(*) FROM identity_verifications WHERE player_id = $1)
             + (SELECT count(*) FROM privacy_requests WHERE player_id = $1))::int AS left`,
      [player.id],
    );
    expect(rows[0]!.left).toBe(0);
    expect(after(await dumpOfEveryTable(context.db), player.id)).toBe('absent');
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it('erases each due account once when two replicas sweep at once', async () => {
    const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
    const players = await Promise.all(
      Array.from({ length: 5 }, () => signedInPlayer(stack, context.db, { coins: 200, withBankDetails: false })),
    );
    for (const player of players)
      await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    const now = afterTheGracePeriod();
    await Promise.all([runDueErasures(context.db, now), runDueErasures(other, now), runDueErasures(context.db, now)]);
    for (const player of players) {
      expect((await closuresOf(context.db, player.id)).map((row) => row.status)).toEqual(['erased']);
      const { rows } = await context.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM coin_ledger WHERE player_id = $1 AND reason = 'Coins forfeited: account closed'`,
        [player.id],
      );
      expect(rows[0]!.count).toBe(1);
    }
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
    if (other !== context.db) await other.close();
  });
});

/** 'absent' when the dump no longer names `id`. */
const after = (dump: string, id: string) => (dump.includes(id) ? 'present' : 'absent');
