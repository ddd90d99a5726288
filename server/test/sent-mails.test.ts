/**
 * The record of mails sent to players (issue 38, ADR 058 amended): a registration's code mail, a
 * password change and a withdrawal receipt each recorded with kind, subject and language, never the
 * address, the code or the body; a mail the server refuses recorded as not delivered with the flow
 * unchanged; a record that fails never failing the mail; the archive listing them newest first and
 * the summary showing them as a table in the player's language.
 */
import { createPlayer } from '../src/seed/factories';
import { createSmtpMailer, type Mailer, type MailMessage } from '../src/domain/mailer';
import { recordingMailer } from '../src/domain/sent-mails';
import { account } from './support/account';
import { askForArchive, downloadArchive, readyArchive, readZip } from './support/data-export';
import { describeEachDatabase } from './support/database';
import { startRefusingSmtp, type RefusingSmtp } from './support/refusing-smtp';
import { signIn, startStack, type TestStack } from './support/test-apps';
import { BANK_DETAILS, saveBankDetails, withdraw } from './support/withdrawals';

const REGISTER = '/api/open/v1/user/register';
const GONE = 'gone@example.test';
const NEW_PASSWORD = 'another-secret-9';

interface Row {
  kind: string;
  subject: string;
  language: string;
  delivered: boolean;
}

describeEachDatabase('the record of mails sent to players', (context) => {
  let smtp: RefusingSmtp;
  let mailer: Mailer;
  let stack: TestStack;

  beforeAll(async () => {
    smtp = await startRefusingSmtp({ [GONE]: { code: 550, text: '5.1.1 No such user here' } });
    mailer = createSmtpMailer({ smtpUrl: smtp.smtpUrl, from: 'PlayPrize <no-reply@example.test>' });
    stack = await startStack(context.db, { mailer });
  });
  afterAll(async () => {
    await stack.close();
    mailer.close();
    await smtp.close();
  });

  async function recordsOf(playerId: string): Promise<Row[]> {
    const { rows } = await context.db.query<Row>('SELECT * FROM sent_mails WHERE player_id = $1 ORDER BY id', [playerId]);
    return rows;
  }

  it('records a registration’s code mail with its kind, language and subject, the code blanked, no address, no body', async () => {
    const email = `kamal-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const response = await stack.api.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'accept-language': 'si' },
      payload: {
        firstName: 'Kamal',
        lastName: 'Silva',
        email,
        country: 144,
        mobile: '+94 77 123 4567',
        dateOfBirth: '2001-04-14',
        password: 'secret-pass',
      },
    });
    expect(response.statusCode).toBe(200);
    const playerId = response.json().content.uuid as string;
    const rows = await recordsOf(playerId);
    expect(rows).toEqual([expect.objectContaining({ kind: 'verification-code', language: 'si', delivered: true })]);
    // The subject as sent, its code (the only run of four digits) blanked.
    expect(rows[0]!.subject).toContain('••••••');
    expect(rows[0]!.subject).not.toMatch(/\d{4}/);
    // What a row holds: no address, no body, no code, no link.
    expect(Object.keys(rows[0]!).sort()).toEqual(['delivered', 'id', 'kind', 'language', 'player_id', 'sent_at', 'subject']);
    expect(JSON.stringify(rows)).not.toContain(email);
  });

  it('records a password change and a withdrawal receipt; the archive lists them newest first and the summary in Sinhala', async () => {
    const player = await createPlayer(context.db, { language: 'si', coins: 6_000 });
    const token = await signIn(stack, player.email, player.password);
    expect((await saveBankDetails(stack.api, token, { uuid: player.id, ...BANK_DETAILS })).statusCode).toBe(200);
    expect((await withdraw(stack.api, token, { uuid: player.id, selectedTierAmount: 5000 })).statusCode).toBe(200);
    const changed = await account(stack.api, 'changePassword', token, {
      uuid: player.id,
      currentPassword: player.password,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    const rows = await recordsOf(player.id);
    expect(rows.map((row) => [row.kind, row.language, row.delivered])).toEqual([
      ['withdrawal-received', 'si', true],
      ['password-changed', 'si', true],
    ]);
    expect(rows[1]!.subject).toBe('ඔබගේ PlayPrize මුරපදය වෙනස් කෙරිණි');
    const text = JSON.stringify(rows);
    for (const secret of [player.email, BANK_DETAILS.accountNumber, 'forgot-password', 'http']) expect(text).not.toContain(secret);

    // The change ended the session: a new one with the new password.
    const archivePlayer = { id: player.id, token: await signIn(stack, player.email, NEW_PASSWORD), password: NEW_PASSWORD };
    await askForArchive(stack.api, archivePlayer);
    await readyArchive(stack.api, archivePlayer);
    const { data, summary } = readZip((await downloadArchive(stack.api, archivePlayer)).rawPayload);
    expect(data.mails.mails).toEqual([
      { kind: 'password-changed', subject: rows[1]!.subject, language: 'si', sentAt: expect.any(String), delivered: true },
      { kind: 'withdrawal-received', subject: rows[0]!.subject, language: 'si', sentAt: expect.any(String), delivered: true },
    ]);
    expect(Date.parse(data.mails.recordedSince)).toBeLessThanOrEqual(Date.parse(data.mails.mails[1].sentAt));
    // The table, its words in Sinhala: the mail's kind and delivery, the withdrawal's status, the coin movement's kind.
    expect(summary).toContain('<th>මාතෘකාව</th>');
    expect(summary).toMatch(/<td>ආපසු ගැනීමේ ඉල්ලීම ලැබුණා<\/td><td>[^<]+<\/td><td>සිංහල<\/td><td>තැපැල් සේවාදායකය භාර ගත්තා<\/td>/);
    expect(summary).toContain('<td>මුරපදය වෙනස් කළා</td>');
    expect(summary).toContain('<td>පොරොත්තුවෙන්</td>');
    expect(summary).toContain('<td>ආපසු ගැනීම</td>');
    for (const code of ['withdrawal-received', 'password-changed', '>pending<', '>withdrawal<', '>success<'])
      expect(summary).not.toContain(code);
  });

  it('records a mail the server refuses as not delivered, and the password change stands as before', async () => {
    const player = await createPlayer(context.db, { email: GONE });
    const token = await signIn(stack, player.email, player.password);
    const changed = await account(stack.api, 'changePassword', token, {
      uuid: player.id,
      currentPassword: player.password,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(smtp.recipientsAsked).toContain(GONE);
    expect(await recordsOf(player.id)).toEqual([expect.objectContaining({ kind: 'password-changed', delivered: false })]);
    await expect(signIn(stack, player.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('never fails or stops a mail when its record fails, in a transaction or not, and logs no personal data', async () => {
    const sent: MailMessage[] = [];
    const logged: unknown[] = [];
    const inner: Mailer = { send: async (message) => void sent.push(message), close() {} };
    const log = { warn: (...args: unknown[]) => void logged.push(args) } as never;
    const player = await createPlayer(context.db);
    const message = { to: player.email, subject: 'Hello', text: 'Body', html: '<p>Body</p>' };
    // A kind the table refuses: the insert fails inside the transaction, which still commits its work.
    const about = { kind: 'Not A Kind', language: 'en', playerId: player.id } as never as MailMessage['about'];
    await context.db.transaction(async (tx) => {
      await tx.query(`UPDATE players SET first_name = 'Changed' WHERE id = $1`, [player.id]);
      await recordingMailer(inner, context.db, log).send({ ...message, about: { ...about!, within: tx } });
    });
    const broken = { query: () => Promise.reject(new Error(`no database for ${player.email}`)), exec: async () => {} };
    await recordingMailer(inner, broken, log).send({ ...message, about });

    expect(sent).toEqual([message, message]);
    const { rows } = await context.db.query('SELECT first_name FROM players WHERE id = $1', [player.id]);
    expect(rows).toEqual([{ first_name: 'Changed' }]);
    expect(await recordsOf(player.id)).toEqual([]);
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toContain(player.email);
  });

  it('prunes rows past a year as new ones are written', async () => {
    const [kept, other] = [await createPlayer(context.db), await createPlayer(context.db)];
    const send = (playerId: string) =>
      recordingMailer({ send: async () => {}, close() {} }, context.db, { warn() {} } as never).send({
        to: 'x@example.test',
        subject: 'Your PlayPrize password was changed',
        text: '',
        html: '',
        about: { kind: 'password-changed', language: 'en', playerId },
      });
    await send(kept.id);
    await context.db.query(`UPDATE sent_mails SET sent_at = now() - interval '366 days' WHERE player_id = $1`, [kept.id]);
    await send(other.id);
    expect(await recordsOf(kept.id)).toEqual([]);
    expect(await recordsOf(other.id)).toHaveLength(1);
  });
});
