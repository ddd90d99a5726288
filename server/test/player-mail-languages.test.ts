/**
 * The mails about a player's withdrawals and identity follow their profile's language (ADR 034):
 * each transition reads the language with the player, in the statement that makes it.
 */
import { operatorEndpoints } from 'contract/operator-endpoints';
import type { Language } from '../src/domain/languages';
import { describeEachDatabase } from './support/database';
import { cardPhoto } from './support/identity-photos';
import { decideIdentity, nicOf, submitIdentity } from './support/identity';
import { act, payoutDeskFor } from './support/payouts';
import { bearer } from './support/test-apps';
import { signedInPlayer, withdraw } from './support/withdrawals';

const DATE_OF_BIRTH = '1992-02-29';

describeEachDatabase("the player's mails in their language", (context) => {
  const { mailer, stack, operator, approver } = payoutDeskFor(context);

  const subjectsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);

  /** A player of `language` who has asked to withdraw 5,000 coins: the request's code. */
  async function requestOf(language: Language) {
    const player = await signedInPlayer(stack, context.db, { coins: 5000, language });
    const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(response.statusCode).toBe(200);
    return { player, code: response.json().content.code as string };
  }

  it('approved, paid and rejected withdrawals in Tamil, and in English for an English player', async () => {
    const paid = await requestOf('ta');
    expect((await act(stack.api, operator.token, 'approve', paid.code)).statusCode).toBe(200);
    expect((await act(stack.api, operator.token, 'mark-paid', paid.code, { reference: 'BOC-TX-777' })).statusCode).toBe(200);
    const rejected = await requestOf('ta');
    expect((await act(stack.api, operator.token, 'reject', rejected.code)).statusCode).toBe(200);
    const english = await requestOf('en');
    expect((await act(stack.api, operator.token, 'approve', english.code)).statusCode).toBe(200);

    const receivedTa = (code: string) => `LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை ${code} எங்களுக்குக் கிடைத்தது`;
    expect(subjectsTo(paid.player.email)).toEqual([
      receivedTa(paid.code),
      `LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை ${paid.code} அங்கீகரிக்கப்பட்டது`,
      `LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை ${paid.code} செலுத்தப்பட்டது`,
    ]);
    expect(subjectsTo(rejected.player.email)).toEqual([
      receivedTa(rejected.code),
      `LKR 5,000 க்கான உங்கள் பணம் எடுக்கும் கோரிக்கை ${rejected.code} நிராகரிக்கப்பட்டது`,
    ]);
    expect(mailer.sent.findLast((mail) => mail.to === rejected.player.email)!.text).toContain('காரணம்: Account holder name does not match');
    expect(subjectsTo(english.player.email)).toEqual([
      `We received your withdrawal request ${english.code} of LKR 5,000`,
      `Your withdrawal request ${english.code} of LKR 5,000 was approved`,
    ]);
  });

  it('a withdrawal paid in a bank file, in Sinhala', async () => {
    const request = await requestOf('si');
    expect((await act(stack.api, operator.token, 'approve', request.code)).statusCode).toBe(200);
    const exported = await stack.api.inject({
      method: 'POST',
      url: operatorEndpoints.exportPayoutBatch.path,
      headers: bearer(operator.token),
      payload: {},
    });
    const { batchId } = exported.json().content;
    const paid = await stack.api.inject({
      method: 'POST',
      url: operatorEndpoints.markBatchPaid.path,
      headers: bearer(operator.token),
      payload: { batchId, reference: 'BOC-BULK-1' },
    });
    expect(paid.statusCode).toBe(200);
    expect(subjectsTo(request.player.email).at(-1)).toBe(`LKR 5,000 ක ඔබගේ මුදල් ආපසු ගැනීමේ ඉල්ලීම ${request.code} ගෙවා ඇත`);
  });

  it.each([
    ['si', 'approve', 'ඔබගේ අනන්‍යතා තහවුරු කිරීමේ ඉල්ලීම අපට ලැබුණි', 'ඔබගේ අනන්‍යතාව තහවුරු කෙරිණි'],
    ['ta', 'reject', 'உங்கள் அடையாளச் சரிபார்ப்புக் கோரிக்கை எங்களுக்குக் கிடைத்தது', 'உங்கள் அடையாளத்தைச் சரிபார்க்க முடியவில்லை'],
    ['en', 'approve', 'We received your identity verification', 'Your identity is verified'],
  ] as const)('an identity submission and decision in %s (%s)', async (language, decision, received, subject) => {
    const player = await signedInPlayer(stack, context.db, {
      identity: 'none',
      dateOfBirth: DATE_OF_BIRTH,
      firstName: 'Nimal',
      lastName: 'Perera',
      language,
    });
    const submission = { uuid: player.id, nic: nicOf(DATE_OF_BIRTH, 'female'), nicFullName: 'Nimal Perera', front: cardPhoto() };
    expect((await submitIdentity(stack.api, player.token, submission, cardPhoto)).statusCode).toBe(200);
    const { rows } = await context.db.query<{ id: string }>('SELECT id FROM identity_verifications WHERE player_id = $1', [player.id]);
    expect((await decideIdentity(stack.api, approver.token, rows[0]!.id, decision)).statusCode).toBe(200);
    expect(subjectsTo(player.email)).toEqual([received, subject]);
  });
});
