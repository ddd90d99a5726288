/**
 * "Download my data" (issue 38, ADR 058): the archive's contents (a player with an identity, a
 * withdrawal and games: the NIC in full in data.json and masked in summary.html, the ID photos
 * opened), the password asked again at download (a wrong one counting towards the sign-in's
 * lockout, also when 20 guesses arrive at once), the audit trail, and nobody else's archive.
 */
import * as messages from 'contract/messages';
import { dataExportSections } from 'contract/schemas';
import { sealContext } from '../src/domain/identity-verifications';
import { openPersonalData } from '../src/domain/personal-data';
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { devPersonalDataKeys } from '../src/seed/factories';
import { account, BROWSERS, signInFrom } from './support/account';
import { askForArchive, downloadArchive, readyArchive, readZip } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { readyWin, submitGame } from './support/games';
import { nicOf, submitIdentity } from './support/identity';
import { cardPhoto } from './support/identity-photos';
import { stackFor } from './support/test-apps';
import { BANK_DETAILS, signedInPlayer, withdraw } from './support/withdrawals';

describeEachDatabase('download my data', (context) => {
  const stack = stackFor(context);

  /** A player who submitted an identity with both photos (then verified), asked for a withdrawal and won a game. */
  async function busyPlayer() {
    const player = await signedInPlayer(stack, context.db, { identity: 'none', coins: 6_000 });
    const nic = nicOf(player.dateOfBirth);
    const submitted = await submitIdentity(stack.api, player.token, { uuid: player.id, nic, nicFullName: 'Nimal Perera' }, cardPhoto);
    expect(submitted.statusCode).toBe(200);
    await context.db.query(`UPDATE identity_verifications SET status = 'verified', reviewed_at = now() WHERE player_id = $1`, [player.id]);
    const withdrawal = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(withdrawal.statusCode).toBe(200);
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'sliding-tiles');
    expect((await submitGame(stack.api, player.token, { attemptId, moves })).statusCode).toBe(200);
    return { ...player, nic, withdrawalCode: withdrawal.json().content.code as string };
  }

  it('builds data.json with every section (the NIC in full), a summary with it masked, and the ID photos opened', async () => {
    const player = await busyPlayer();
    const asked = await askForArchive(stack.api, player);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: true, message: messages.dataExport.requested });
    expect(asked.json().content.archive).toMatchObject({ status: 'queued', step: 0 });

    const state = await readyArchive(stack.api, player);
    const builtAt = new Date(state.archive!.builtAt!).getTime();
    expect(new Date(state.archive!.expiresAt!).getTime() - builtAt).toBe(7 * 24 * 3600 * 1000);
    const response = await downloadArchive(stack.api, player);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="playprize-data-\d{4}-\d{2}-\d{2}\.zip"$/);

    const { names, files, data, summary } = readZip(response.rawPayload);
    expect(names).toEqual(['data.json', 'identity/submission-1-back.jpg', 'identity/submission-1-front.jpg', 'summary.html']);
    expect(Object.keys(data)).toEqual(['format', 'builtAt', ...dataExportSections]);
    expect(data.consents.current).toMatchObject({ newsMails: false, leaderboardName: true, storeLanguage: true });
    expect(data.profile).toMatchObject({ id: player.id, email: player.email, firstName: player.firstName, mobile: player.mobile });
    expect(data.coinLedger.map((movement: { kind: string; amount: number }) => [movement.kind, movement.amount])).toEqual([
      ['game_win', expect.any(Number)],
      ['withdrawal', -5000],
      ['credit', 6000],
    ]);
    expect(data.profile.coins).toBe(data.coinLedger[0].balance);
    expect(data.withdrawals).toEqual([
      expect.objectContaining({
        code: player.withdrawalCode,
        amount: 5000,
        status: 'pending',
        paidTo: expect.objectContaining({ accountNumber: BANK_DETAILS.accountNumber }),
      }),
    ]);
    expect(data.bankDetails).toMatchObject({ accountNumber: BANK_DETAILS.accountNumber, bankName: BANK_DETAILS.bankName });
    expect(data.identity).toEqual([
      expect.objectContaining({
        nic: player.nic,
        nameOnNic: 'Nimal Perera',
        status: 'verified',
        frontPhoto: 'identity/submission-1-front.jpg',
        backPhoto: 'identity/submission-1-back.jpg',
      }),
    ]);
    expect(data.gameAttempts).toEqual([expect.objectContaining({ gameId: 'sliding-tiles', status: 'verified', won: true })]);
    expect(data.gameAttempts[0]).not.toHaveProperty('seed');
    expect(data.signIns.signIns).toEqual([expect.objectContaining({ outcome: 'success' })]);
    // Recorded since migration 025, newest first; this suite's mailer refuses every mail, so none was delivered.
    expect(data.mails.recordedSince).toEqual(expect.any(String));
    expect(data.mails.mails).toEqual([
      expect.objectContaining({ kind: 'withdrawal-received', language: 'en', delivered: false }),
      expect.objectContaining({ kind: 'identity-received', language: 'en', delivered: false }),
    ]);
    expect(data.privacyRequests).toEqual([expect.objectContaining({ kind: 'export' })]);

    // The photos are the stored (re-encoded) ones, opened.
    const { rows } = await context.db.query<{ id: string; front: Uint8Array }>(
      'SELECT id, front_photo_sealed AS front FROM identity_verifications WHERE player_id = $1',
      [player.id],
    );
    const front = openPersonalData(devPersonalDataKeys(), Buffer.from(rows[0]!.front), sealContext('front_photo', rows[0]!.id));
    expect(files.get('identity/submission-1-front.jpg')!.equals(front)).toBe(true);

    // The summary: the NIC and account number masked, never in full.
    expect(summary).toContain(player.email);
    expect(summary).toContain(`${'•'.repeat(player.nic.length - 4)}${player.nic.slice(-4)}`);
    expect(summary).not.toContain(player.nic);
    expect(summary).not.toContain(BANK_DETAILS.accountNumber);
    expect(summary).toContain('Your coin history');
    // Every row of the games and privacy requests tables has its date (readers answer Date objects there).
    expect(summary).not.toMatch(/<td>–<\/td><td>sliding-tiles/);
    expect(summary).not.toMatch(/<td>export<\/td><td>open<\/td><td>–<\/td>/);
  });

  it('writes the summary in the player’s language', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await context.db.query(`UPDATE players SET language = 'ta' WHERE id = $1`, [player.id]);
    await askForArchive(stack.api, player);
    await readyArchive(stack.api, player);
    const { summary } = readZip((await downloadArchive(stack.api, player)).rawPayload);
    expect(summary).toContain('<html lang="ta">');
    expect(summary).toContain('உங்கள் நாணய வரலாறு');
  });

  it('stores the archive sealed: the database holds neither the NIC nor the e-mail of it in the clear', async () => {
    const player = await busyPlayer();
    await askForArchive(stack.api, player);
    await readyArchive(stack.api, player);
    const { rows } = await context.db.query<{ sealed: Uint8Array }>(
      'SELECT archive_sealed AS sealed FROM data_exports WHERE player_id = $1',
      [player.id],
    );
    const stored = Buffer.from(rows[0]!.sealed);
    expect(stored.includes(Buffer.from(player.nic))).toBe(false);
    expect(stored.includes(Buffer.from('data.json'))).toBe(false);
  });

  it('asks for the password at download: a wrong one is a 403 and gives nothing; the right one is recorded on the request', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await askForArchive(stack.api, player);
    await readyArchive(stack.api, player);
    const wrong = await downloadArchive(stack.api, player, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      status: false,
      error_code: 'WRONG_PASSWORD',
      message: messages.account.wrongCurrentPassword,
      content: null,
    });
    expect((await downloadArchive(stack.api, player)).statusCode).toBe(200);
    expect((await downloadArchive(stack.api, player)).statusCode).toBe(200);
    const { rows } = await context.db.query<{ action: string; actorRole: string }>(
      `SELECT e.action, e.actor_role AS "actorRole" FROM privacy_request_events e JOIN privacy_requests r ON r.id = e.request_id
        WHERE r.player_id = $1 ORDER BY e.id`,
      [player.id],
    );
    expect(rows.map((row) => `${row.action}:${row.actorRole}`)).toEqual([
      'received:player',
      'built:system',
      'completed:system',
      'downloaded:player',
      'downloaded:player',
    ]);
    const request = await context.db.query('SELECT kind, status FROM privacy_requests WHERE player_id = $1', [player.id]);
    expect(request.rows).toEqual([{ kind: 'export', status: 'done' }]);
  });

  it('gives another player nothing: their uuid is a 403, and their own call finds no archive', async () => {
    const owner = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const other = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await askForArchive(stack.api, owner);
    await readyArchive(stack.api, owner);
    for (const call of ['getDataExport', 'requestDataExport', 'downloadDataExport'] as const) {
      const response = await account(stack.api, call, other.token, { uuid: owner.id, currentPassword: other.password });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN', content: null });
    }
    const own = await downloadArchive(stack.api, other);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({ error_code: 'NOT_FOUND', message: messages.dataExport.nothingToDownload });
  });

  it(`counts 20 parallel wrong passwords with the sign-in’s: ${LOCKOUT.failuresBeforeLock} are checked, then even the right one is refused`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await askForArchive(stack.api, player);
    await readyArchive(stack.api, player);
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => downloadArchive(stack.api, player, `guess-${index}`)));
    const codes = guesses.map((guess) => guess.json().error_code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOCKOUT.failuresBeforeLock);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(20 - LOCKOUT.failuresBeforeLock);
    const locked = await downloadArchive(stack.api, player);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, error_code: 'RATE_LIMITED', message: messages.account.passwordLocked, content: null });
    expect((await signInFrom(stack, player.email, player.password, BROWSERS.chromeOnAndroid)).statusCode).toBe(401);
  });

  it('refuses a download before the archive is ready and a malformed body, changing nothing', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    expect((await downloadArchive(stack.api, player)).statusCode).toBe(404);
    const empty = await account(stack.api, 'downloadDataExport', player.token, { uuid: player.id, currentPassword: '' });
    expect(empty.statusCode).toBe(400);
    const { rows } = await context.db.query('SELECT count(*)::int AS n FROM sign_in_failures WHERE player_id = $1', [player.id]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
