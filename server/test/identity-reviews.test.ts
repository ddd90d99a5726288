/**
 * The operators' side of identity verification (ADR 031): the unmasked NIC only in an audited
 * read, the photos as stored, the flags, decisions (raced) and their mails, and the rule that no
 * withdrawal of an unverified player is approved.
 */
import { identityMessages } from 'contract/identity';
import { describeEachDatabase } from './support/database';
import { decideIdentity, identityPhoto, identityReview, identityState, nicOf, submitIdentity } from './support/identity';
import { cardPhoto, pngWithPixelPayload } from './support/identity-photos';
import { textChunk, withChunks, zipArchive } from './support/images';
import { act, payoutDeskFor } from './support/payouts';
import { bearer } from './support/test-apps';
import { saveBankDetails, signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';
import { operatorEndpoints } from 'contract/operator-endpoints';

const DATE_OF_BIRTH = '1992-02-29';

describeEachDatabase('identity verification: the operators review', (context) => {
  const { mailer, stack, operator, approver } = payoutDeskFor(context);

  /** A player with 5,000 coins and bank details in their name, never verified, who then submits. */
  async function submitted(
    options: { nic?: string; nicFullName?: string; front?: Uint8Array } = {},
  ): Promise<{ player: SignedInPlayer; id: string; nic: string }> {
    const player = await signedInPlayer(stack, context.db, {
      identity: 'none',
      dateOfBirth: DATE_OF_BIRTH,
      firstName: 'Nimal',
      lastName: 'Perera',
      coins: 5000,
    });
    const nic = options.nic ?? nicOf(DATE_OF_BIRTH, 'female');
    const response = await submitIdentity(
      stack.api,
      player.token,
      { uuid: player.id, nic, nicFullName: options.nicFullName ?? 'Nimal Perera', front: cardPhoto(options.front) },
      cardPhoto,
    );
    if (response.statusCode !== 200) throw new Error(`Submission failed: ${response.body}`);
    const { rows } = await context.db.query<{ id: string }>('SELECT id FROM identity_verifications WHERE player_id = $1', [player.id]);
    return { player, id: rows[0]!.id, nic };
  }

  it('shows the NIC unmasked with both birth dates, and records who read it', async () => {
    const { player, id, nic } = await submitted();
    const response = await identityReview(stack.api, operator.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().content).toMatchObject({
      id,
      status: 'under_review',
      playerEmail: player.email,
      nic,
      nicEnding: nic.slice(-4),
      nicFullName: 'Nimal Perera',
      nicBirthDate: DATE_OF_BIRTH,
      nicSex: 'female',
      registeredDateOfBirth: DATE_OF_BIRTH,
      photos: [
        { side: 'front', type: 'image/jpeg' },
        { side: 'back', type: 'image/jpeg' },
      ],
      flags: [],
    });
    const list = await stack.api.inject({
      url: `${operatorEndpoints.listIdentityReviews.path}?q=${encodeURIComponent(player.email)}`,
      headers: bearer(operator.token),
    });
    expect(list.json().content.items).toEqual([expect.objectContaining({ id, nicEnding: nic.slice(-4), status: 'under_review' })]);
    expect(list.body).not.toContain(nic);
    const { rows } = await context.db.query(
      'SELECT action, actor_email AS "actorEmail" FROM identity_audit WHERE verification_id = $1 ORDER BY id',
      [id],
    );
    expect(rows).toEqual([
      { action: 'submit', actorEmail: player.email },
      { action: 'view', actorEmail: operator.email },
    ]);
  });

  it.each([
    '0'.repeat(36),
    '-'.repeat(36),
    'not-a-uuid',
    `${'a'.repeat(8)}-${'a'.repeat(4)}-${'a'.repeat(4)}-${'a'.repeat(4)}-${'g'.repeat(12)}`,
  ])('answers an id that is no uuid (%s) with a 400, never a database error', async (id) => {
    for (const response of [
      await identityReview(stack.api, operator.token, id),
      await identityPhoto(stack.api, operator.token, id, 'back'),
      await decideIdentity(stack.api, operator.token, id, 'approve'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        message: expect.stringContaining('id must be an identity verification id.'),
      });
    }
  });

  it('serves a photo only to operators, as stored: a new JPEG without the metadata, the payload in its pixels or what was appended', async () => {
    const payload = '<script>alert(1)</script>';
    const zip = zipArchive('index.html', `<html>${payload}</html>`);
    const polyglot = Buffer.concat([
      withChunks(pngWithPixelPayload(zip), textChunk('Comment', payload), textChunk('GPSLatitude', '6.9271')),
      zip,
    ]);
    const { player, id } = await submitted({ front: polyglot });
    const photo = await identityPhoto(stack.api, operator.token, id, 'front');
    expect(photo.statusCode).toBe(200);
    for (const gone of [payload, 'index.html', 'GPSLatitude', 'PK\u0003\u0004'])
      expect(photo.rawPayload.toString('latin1')).not.toContain(gone);
    expect(photo.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect([photo.rawPayload.subarray(0, 3), photo.rawPayload.subarray(-2)]).toEqual([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from([0xff, 0xd9]),
    ]);
    for (const token of [player.token, undefined]) {
      const refused = await stack.api.inject({
        url: `${operatorEndpoints.getIdentityPhoto.path}?id=${id}&side=front`,
        headers: token ? bearer(token) : {},
      });
      expect(refused.statusCode).toBe(token ? 403 : 401);
      expect(refused.rawPayload.subarray(0, 2)).not.toEqual(Buffer.from([0xff, 0xd8]));
    }
    const { rows } = await context.db.query("SELECT reason FROM identity_audit WHERE verification_id = $1 AND action = 'view-photo'", [id]);
    expect(rows).toEqual([{ reason: 'front' }]);
  });

  it('flags a duplicate NIC on both accounts and a bank account in another name', async () => {
    const holder = await submitted();
    const copycat = await signedInPlayer(stack, context.db, { identity: 'none', dateOfBirth: DATE_OF_BIRTH, coins: 0 });
    expect((await submitIdentity(stack.api, copycat.token, { uuid: copycat.id, nic: holder.nic }, cardPhoto)).statusCode).toBe(409);
    await saveBankDetails(stack.api, holder.player.token, {
      uuid: holder.player.id,
      bankName: 'Bank of Ceylon',
      accountNumber: '0071234567',
      accountHolderName: 'Kasun Jayasuriya',
      branchName: 'Kandy',
      currentPassword: holder.player.password,
    });
    const flags = (await identityReview(stack.api, operator.token, holder.id)).json().content.flags;
    expect(flags).toEqual([
      expect.objectContaining({ kind: 'duplicate-nic', message: `${copycat.email} tried to submit the NIC number this account holds.` }),
      { kind: 'name-mismatch', message: 'The bank account holder "Kasun Jayasuriya" is not the name on the NIC.', at: null },
    ]);
    // Initials and order do not raise the flag.
    await saveBankDetails(stack.api, holder.player.token, {
      uuid: holder.player.id,
      bankName: 'Bank of Ceylon',
      accountNumber: '0071234567',
      accountHolderName: 'N. Perera',
      branchName: 'Kandy',
      currentPassword: holder.player.password,
    });
    const again = (await identityReview(stack.api, operator.token, holder.id)).json().content;
    expect(again.flags.map((flag: { kind: string }) => flag.kind)).toEqual(['duplicate-nic']);
    expect(again.flagCount).toBe(1);
    // Verified, the holder leaves the default queue but stays in the flagged one, as does no clean submission.
    expect((await decideIdentity(stack.api, approver.token, holder.id, 'approve')).statusCode).toBe(200);
    const clean = await submitted();
    const flagged = await stack.api.inject({
      url: `${operatorEndpoints.listIdentityReviews.path}?flagged=true&pageSize=100`,
      headers: bearer(operator.token),
    });
    const ids = (flagged.json().content.items as { id: string; flagCount: number }[]).map((item) => item.id);
    expect(ids).toContain(holder.id);
    expect(ids).not.toContain(clean.id);
    expect(flagged.json().content.items.every((item: { flagCount: number }) => item.flagCount > 0)).toBe(true);
  });

  it('approves once of two operators deciding at once, mails the player, and the player is verified', async () => {
    const { player, id } = await submitted();
    mailer.sent.length = 0;
    const [approval, rejection] = await Promise.all([
      decideIdentity(stack.api, operator.token, id, 'approve'),
      decideIdentity(stack.api, approver.token, id, 'reject'),
    ]);
    const answers = [approval, rejection].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const won = approval.statusCode === 200 ? 'verified' : 'rejected';
    expect((await identityState(stack.api, player.token, player.id)).json().content.status).toBe(won);
    const mails = mailer.sent.filter((mail) => mail.to === player.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      won === 'verified' ? 'Your identity is verified' : 'We could not verify your identity',
    ]);
    const { rows } = await context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM identity_audit WHERE verification_id = $1 AND action IN ('approve', 'reject')",
      [id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('mails a rejection with its reason; the player may submit again, with the same NIC', async () => {
    const { player, id, nic } = await submitted();
    const reason = 'The photo of the back is blurred.';
    expect((await decideIdentity(stack.api, operator.token, id, 'reject', reason)).statusCode).toBe(200);
    expect(mailer.sent.filter((mail) => mail.to === player.email).at(-1)?.text).toContain(`Reason: ${reason}`);
    expect((await identityState(stack.api, player.token, player.id)).json().content).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    const again = await submitIdentity(stack.api, player.token, { uuid: player.id, nic, nicFullName: 'Nimal Perera' }, cardPhoto);
    expect(again.json()).toMatchObject({ status: true, content: { status: 'under_review', rejectionReason: null } });
    expect((await decideIdentity(stack.api, operator.token, id, 'approve')).json()).toMatchObject({ error_code: 'INVALID_TRANSITION' });
  });

  it('lets a player ask for a withdrawal once submitted, but approves it only once their identity is verified', async () => {
    const unsubmitted = await signedInPlayer(stack, context.db, { identity: 'none', coins: 5000 });
    const refused = await withdraw(stack.api, unsubmitted.token, { uuid: unsubmitted.id, selectedTierAmount: 5000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'IDENTITY_NOT_VERIFIED', message: identityMessages.verificationRequired });

    const { player, id } = await submitted();
    const asked = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(asked.statusCode).toBe(200);
    const code = asked.json().content.code as string;
    const early = await act(stack.api, operator.token, 'approve', code);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error_code: 'IDENTITY_NOT_VERIFIED',
      message: `${code} cannot be approved: the player's identity is not verified. Review their identity first.`,
    });
    expect((await decideIdentity(stack.api, approver.token, id, 'approve')).statusCode).toBe(200);
    expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
  });
});
