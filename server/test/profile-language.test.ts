/**
 * The player's language (ADR 034): saved from the page to the profile, answered with it, taken
 * from Accept-Language at registration, and followed by the code mails and the contact receipt.
 */
import { endpoints } from 'contract/endpoints';
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { describeEachDatabase } from './support/database';
import { recordingMailer } from './support/payouts';
import { bearer, signIn, stackFor } from './support/test-apps';
import { refusal } from './support/http';

const LANGUAGE = endpoints.saveProfileLanguage.path;
const PROFILE = endpoints.getProfile.path;

describeEachDatabase('the profile language', (context) => {
  const mailer = recordingMailer();
  let player: CreatedPlayer;
  let token: string;

  const stack = stackFor(context, { mailer, env: { CODE_RESEND_INTERVAL_SECONDS: '0' } });
  beforeAll(async () => {
    player = await createPlayer(context.db);
    token = await signIn(stack, player.email, player.password);
  });

  const save = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    stack.api.inject({ method: 'PUT', url: LANGUAGE, headers, payload: payload as object });
  const read = async () => (await stack.api.inject({ url: `${PROFILE}?uuid=${player.id}`, headers: bearer(token) })).json().content;
  const stored = async (id = player.id) =>
    (await context.db.query<{ language: string }>('SELECT language FROM players WHERE id = $1', [id])).rows[0]!.language;
  /** The mails sent to `to` since the last call, emptying the record. */
  const mailsTo = (to: string) => mailer.sent.splice(0).filter((mail) => mail.to === to);

  it('is English for a player who never chose, and answered with the profile', async () => {
    expect(await stored()).toBe('en');
    expect((await read()).language).toBe('en');
  });

  it('saves the language and answers the profile as GET does', async () => {
    const response = await save({ language: 'si' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, error_code: 'NO_ERROR', message: 'Language saved.' });
    expect(response.json().content).toEqual(await read());
    expect(response.json().content.language).toBe('si');
    expect(await stored()).toBe('si');
    expect((await save({ language: 'ta' })).json().content.language).toBe('ta');
    expect((await save({ language: 'en' })).json().content.language).toBe('en');
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a region tag', { language: 'si-LK' }],
    ['upper case', { language: 'SI' }],
    ['no language', {}],
    ['null', { language: null }],
    ['a number', { language: 1 }],
    ['a list', { language: ['si'] }],
  ])('refuses %s with 400 naming the languages, changing nothing', async (_case, payload) => {
    await save({ language: 'ta' });
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'language must be one of: en, si, ta.'));
    expect(await stored()).toBe('ta');
  });

  it('refuses a body that is not JSON, and a call without a token', async () => {
    const text = await stack.api.inject({
      method: 'PUT',
      url: LANGUAGE,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(text.statusCode).toBe(400);
    expect((await save({ language: 'si' }, {})).statusCode).toBe(401);
  });

  it('ends racing saves on one of them, the same in the row and the answer, with no 500', async () => {
    const languages = ['si', 'ta', 'en', 'si', 'ta', 'si', 'ta', 'en'];
    const answers = await Promise.all(languages.map((language) => save({ language })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(languages.map(() => 200));
    // Each answer is the profile just after its save: that save's language or a racing one's.
    for (const answer of answers) expect(languages).toContain(answer.json().content.language);
    const final = await stored();
    expect(languages).toContain(final);
    expect((await read()).language).toBe(final);
    // Then two at once, one of each: the later write stands, whichever it was.
    const [si, ta] = await Promise.all([save({ language: 'si' }), save({ language: 'ta' })]);
    expect([si.statusCode, ta.statusCode]).toEqual([200, 200]);
    expect(['si', 'ta']).toContain(await stored());
    expect((await read()).language).toBe(await stored());
  });

  it('is followed by the password reset mail', async () => {
    await save({ language: 'ta' });
    mailsTo(player.email);
    const response = await stack.api.inject({ method: 'POST', url: endpoints.sendResetEmail.path, payload: { email: player.email } });
    expect(response.statusCode).toBe(200);
    const [mail] = mailsTo(player.email);
    expect(mail!.subject).toMatch(/^உங்கள் PlayPrize கடவுச்சொல் மீட்டமைப்புக் குறியீடு: \d{4}$/);
    await save({ language: 'en' });
    await stack.api.inject({ method: 'POST', url: endpoints.resendResetEmail.path, payload: { email: player.email } });
    expect(mailsTo(player.email)[0]!.subject).toMatch(/^\d{4} is your PlayPrize password reset code$/);
  });
});

describeEachDatabase('the language at registration', (context) => {
  const mailer = recordingMailer();
  const stack = stackFor(context, { mailer, env: { CODE_RESEND_INTERVAL_SECONDS: '0' } });

  const register = (acceptLanguage?: string) => {
    const email = `kamal-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const payload = {
      firstName: 'Kamal',
      lastName: 'Silva',
      email,
      country: 144,
      mobile: '+94 77 123 4567',
      dateOfBirth: '2001-04-14',
      password: 'secret-pass',
    };
    const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    return stack.api.inject({ method: 'POST', url: endpoints.register.path, headers, payload }).then((response) => ({ response, email }));
  };
  const languageOf = async (email: string) =>
    (await context.db.query<{ language: string }>('SELECT language FROM players WHERE email = $1', [email])).rows[0]!.language;
  const mailTo = (email: string) => mailer.sent.filter((mail) => mail.to === email).at(-1)!;

  it('stores Sinhala from Accept-Language: si and mails the code in Sinhala', async () => {
    const { response, email } = await register('si');
    expect(response.statusCode).toBe(200);
    expect(await languageOf(email)).toBe('si');
    const mail = mailTo(email);
    expect(mail.subject).toMatch(/^ඔබගේ PlayPrize සත්‍යාපන කේතය: \d{4}$/);
    expect(mail.text).toContain('ආයුබෝවන් Kamal,');
  });

  it.each([
    ['ta', 'ta'],
    ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['fr-FR, en;q=0.5, si;q=0.8', 'si'],
    ['si;q=0, ta;q=0.2', 'ta'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['q=1;;,,si-', 'si'],
    [undefined, 'en'],
  ])('takes %p as %s', async (acceptLanguage, language) => {
    const { response, email } = await register(acceptLanguage);
    expect(response.statusCode).toBe(200);
    expect(await languageOf(email)).toBe(language);
  });

  it('mails a resent code in the stored language, whatever the resend says', async () => {
    const { response, email } = await register('ta');
    const uuid = response.json().content.uuid as string;
    const resent = await stack.api.inject({
      method: 'POST',
      url: endpoints.resendVerificationEmail.path,
      headers: { 'accept-language': 'si' },
      payload: { uuid },
    });
    expect(resent.statusCode).toBe(200);
    expect(mailTo(email).subject).toMatch(/^உங்கள் PlayPrize சரிபார்ப்புக் குறியீடு: \d{4}$/);
  });

  it("sends the contact receipt in the page's language", async () => {
    const contact = { firstName: 'Kamal', lastName: 'Silva', email: 'kamal-contact@example.test', phone: '0771234567', message: 'Hello' };
    for (const [acceptLanguage, subject] of [
      ['si', 'ඔබගේ පණිවිඩය අපට ලැබුණි · PlayPrize සහාය'],
      ['ta-LK', 'உங்கள் செய்தி எங்களுக்குக் கிடைத்தது · PlayPrize ஆதரவு'],
      ['en-GB', 'We received your message · PlayPrize support'],
    ]) {
      const response = await stack.api.inject({
        method: 'POST',
        url: endpoints.sendContactMessage.path,
        headers: { 'accept-language': acceptLanguage! },
        payload: contact,
      });
      expect(response.statusCode).toBe(200);
      expect(mailTo(contact.email).subject).toBe(subject);
    }
  });
});
