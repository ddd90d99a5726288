/**
 * The player's side of the payout lifecycle (ADR 027): cancelling their own pending request
 * (coins back at once), never another's; and the mails on approval, payment and rejection, sent
 * after the commit, whose failure leaves the transition in place.
 */
import { describeEachDatabase } from './support/database';
import { act, cancel, CANCEL, OPERATOR, operatorFor, pendingRequest, recordingMailer, requestState } from './support/payouts';
import { bearer, stackFor, stackWithMailFor, startStack } from './support/test-apps';
import { nthMailTo } from './support/codes';
import { refusal, success } from './support/http';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describeEachDatabase('a player cancels a withdrawal request', (context) => {
  const stack = stackFor(context, { mailer: recordingMailer() });
  const operator = operatorFor(stack, context, OPERATOR);

  it('cancels their own pending request, coins back at once, audited as the player', async () => {
    const { player, code } = await pendingRequest(stack, context.db);
    const response = await cancel(stack.api, player, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      success('Your withdrawal request was cancelled and the coins are back.', { code, status: 'cancelled', balance: 5000 }),
    );
    const state = await requestState(context.db, code);
    expect(state).toMatchObject({ status: 'cancelled', coins: 5000, ledgerSum: 5000, refunds: 1 });
    expect(state.audit).toEqual([{ action: 'cancel', from: 'pending', to: 'cancelled', actor: player.email }]);
    const { rows } = await context.db.query(
      'SELECT actor_id AS "actorId", actor_role AS role FROM withdrawal_audit a JOIN withdrawal_requests w ON w.id = a.withdrawal_id WHERE w.code = $1',
      [code],
    );
    expect(rows).toEqual([{ actorId: player.id, role: 'player' }]);
  });

  it('answers 404 for another player’s code, exactly as for a code nobody has, changing nothing', async () => {
    const victim = await pendingRequest(stack, context.db);
    const attacker = await pendingRequest(stack, context.db);
    const theirs = await cancel(stack.api, attacker.player, victim.code);
    const nobodys = await cancel(stack.api, attacker.player, 'WD-ZZZZZZ');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      status: false,
      error_code: 'NOT_FOUND',
      message: `There is no withdrawal request ${victim.code}.`,
      content: null,
    });
    expect(nobodys.json()).toEqual(refusal('NOT_FOUND', 'There is no withdrawal request WD-ZZZZZZ.'));
    expect((await requestState(context.db, victim.code)).status).toBe('pending');
  });

  it('answers 403 for another player’s uuid, before anything is read', async () => {
    const victim = await pendingRequest(stack, context.db);
    const attacker = await pendingRequest(stack, context.db);
    const response = await stack.api.inject({
      method: 'POST',
      url: CANCEL,
      headers: bearer(attacker.player.token),
      payload: { uuid: victim.player.id, code: victim.code },
    });
    expect(response.statusCode).toBe(403);
    expect((await requestState(context.db, victim.code)).status).toBe('pending');
  });

  it.each(['approve', 'reject'] as const)('refuses with 409 once an operator chose to %s it', async (what) => {
    const { player, code } = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, what, code)).statusCode).toBe(200);
    const response = await cancel(stack.api, player, code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: 'INVALID_TRANSITION',
      message: `${code} is ${what === 'approve' ? 'approved' : 'rejected'}: it cannot be cancelled.`,
    });
    expect((await requestState(context.db, code)).refunds).toBe(what === 'reject' ? 1 : 0);
  });

  it('refuses a second cancellation: the coins come back once', async () => {
    const { player, code } = await pendingRequest(stack, context.db);
    expect((await cancel(stack.api, player, code)).statusCode).toBe(200);
    expect((await cancel(stack.api, player, code)).statusCode).toBe(409);
    expect(await requestState(context.db, code)).toMatchObject({ coins: 5000, refunds: 1 });
  });

  it('answers 400 without a code, 401 without a token', async () => {
    const { player } = await pendingRequest(stack, context.db);
    const missing = await stack.api.inject({ method: 'POST', url: CANCEL, headers: bearer(player.token), payload: { uuid: player.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('code is required.');
    expect((await stack.api.inject({ method: 'POST', url: CANCEL, payload: { uuid: player.id, code: 'WD-ZZZZZZ' } })).statusCode).toBe(401);
  });
});

describeEachDatabase('payout mails', (context) => {
  const stack = stackWithMailFor(context);
  const operator = operatorFor(stack, context, OPERATOR);

  it('mails the player on approval, on payment with the reference, and on rejection with the reason', async () => {
    const paid = await pendingRequest(stack, context.db);
    expect((await act(stack.api, operator.token, 'approve', paid.code)).statusCode).toBe(200);
    // The first mail acknowledged the request (account-mails.test.ts).
    expect((await nthMailTo(stack.mail, paid.player.email, 1)).subject).toBe(
      `We received your withdrawal request ${paid.code} of LKR 5,000`,
    );
    const approvedMail = await nthMailTo(stack.mail, paid.player.email, 2);
    expect(approvedMail.subject).toBe(`Your withdrawal request ${paid.code} of LKR 5,000 was approved`);
    expect((await act(stack.api, operator.token, 'mark-paid', paid.code, { reference: 'BOC-TX-777' })).statusCode).toBe(200);
    const paidMail = await nthMailTo(stack.mail, paid.player.email, 3);
    expect(paidMail.subject).toBe(`Your withdrawal request ${paid.code} of LKR 5,000 has been paid`);
    expect(oneLine(paidMail.text)).toContain('The bank transfer reference is BOC-TX-777.');
    expect(paidMail.html).toContain('BOC-TX-777');

    const rejected = await pendingRequest(stack, context.db);
    const reason = 'Name <b>does not</b> match\nBcc: someone@evil.example';
    expect((await act(stack.api, operator.token, 'reject', rejected.code, { reason })).statusCode).toBe(200);
    const rejectedMail = await nthMailTo(stack.mail, rejected.player.email, 2);
    expect(rejectedMail.subject).toBe(`Your withdrawal request ${rejected.code} of LKR 5,000 was rejected`);
    // The operator's text stays on its line and links nowhere; the HTML part escapes it.
    expect(oneLine(rejectedMail.text)).toContain('Reason: Name <b>does not</b> match Bcc: someone@ evil. example');
    expect(rejectedMail.html).not.toContain('<b>does not</b>');
  });

  it('keeps the transition when the mail cannot be sent', async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const failing = await startStack(context.db, { mailer });
    try {
      const { code } = await pendingRequest(failing, context.db);
      const response = await act(failing.api, operator.token, 'approve', code);
      expect(response.statusCode).toBe(200);
      expect((await requestState(context.db, code)).status).toBe('approved');
    } finally {
      await failing.close();
    }
  });
});
