import { createHash } from 'node:crypto';
import { buildApiApp } from '../src/app';
import { createPlayer } from '../src/seed/factories';
import { createSmtpMailer } from '../src/domain/mailer';
import { describeEachDatabase } from './support/database';
import { freePorts } from './support/ports';
import { stackWithMailFor } from './support/test-apps';
import { refusal } from './support/http';

const REGISTER = '/api/open/v1/user/register';

/** A valid registration for a new, unique e-mail. */
function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Kamal',
    lastName: 'Silva',
    email: `kamal-${Math.random().toString(36).slice(2, 10)}@example.test`,
    country: 144,
    mobile: '+94 77 123 4567',
    dateOfBirth: '2001-04-14',
    password: 'secret-pass',
    ...overrides,
  };
}

/** A 'YYYY-MM-DD' date `years` years before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describeEachDatabase('POST /api/open/v1/user/register', (context) => {
  const stack = stackWithMailFor(context);

  const register = (payload: unknown) => stack.api.inject({ method: 'POST', url: REGISTER, payload: payload as object });

  it('creates an unverified player and mails a 4-digit code over SMTP', async () => {
    const body = registration({ email: 'New.Player@Example.test', country: '144' });
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: true, error_code: 'NO_ERROR', content: { uuid: expect.any(String) } });

    const { rows } = await context.db.query(
      `SELECT email, first_name AS "firstName", email_verified AS "emailVerified", coins, country_id AS "countryId",
              date_of_birth AS "dateOfBirth", password_hash LIKE '$argon2id$%' AS hashed
         FROM players WHERE id = $1`,
      [answer.content.uuid],
    );
    expect(rows).toEqual([
      {
        email: 'new.player@example.test',
        firstName: 'Kamal',
        emailVerified: false,
        coins: 0,
        countryId: 144,
        dateOfBirth: '2001-04-14',
        hashed: true,
      },
    ]);

    const message = await stack.mail.latestTo('new.player@example.test');
    const runsOfFourDigits = message.subject.match(/\d{4}/g);
    expect(runsOfFourDigits).toHaveLength(1);
    expect(message.subject).toMatch(/^\d{4} is your PlayPrize verification code$/);
    const code = runsOfFourDigits![0]!;
    expect(message.text).toContain(code);
    expect(message.html).toContain(code);
    const stored = await context.db.query('SELECT code_hash AS "codeHash", purpose, attempts FROM verification_codes WHERE target = $1', [
      answer.content.uuid,
    ]);
    expect(stored.rows).toEqual([{ codeHash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'email-verification', attempts: 0 }]);
    // Not the code itself, nor its bare SHA-256 (a 10,000-row table would read that): the hash is bound to the purpose and the player.
    expect(Object.values(stored.rows[0]!)).not.toContain(code);
    expect(stored.rows[0]!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('answers 150005 with HTTP 409 for an e-mail that exists in another case', async () => {
    const response = await register(registration({ email: 'PLAYER@EXAMPLE.COM' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('150005', 'Email Already Exists! Please log in.'));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ...['firstName', 'lastName', 'email', 'country', 'mobile', 'dateOfBirth', 'password'].map(
      (field): [string, Record<string, unknown>, string] => [`${field} missing`, { [field]: undefined }, `${field} is required.`],
    ),
    ['firstName blank', { firstName: '   ' }, 'firstName is required.'],
    ['lastName not text', { lastName: 42 }, 'lastName must be text.'],
    ['email malformed', { email: 'kamal@' }, 'email: Please enter a valid email address.'],
    ['country not numeric', { country: 'Sri Lanka' }, 'country must be a numeric country id.'],
    ['country unknown', { country: 999 }, 'country: no country has this id.'],
    ['mobile with letters', { mobile: 'call me' }, 'mobile must be a phone number of 6 to 20 digits.'],
    ['dateOfBirth in another format', { dateOfBirth: '14/04/2001' }, 'dateOfBirth must be a date in the form YYYY-MM-DD.'],
    ['dateOfBirth not a real day', { dateOfBirth: '2001-02-29' }, 'dateOfBirth must be a date in the form YYYY-MM-DD.'],
    ['dateOfBirth in the future', { dateOfBirth: yearsAgo(-1) }, 'dateOfBirth cannot be in the future.'],
    ['password too short', { password: '12345' }, 'Password must be at least 6 characters long.'],
  ])('answers 400 naming the field when %s', async (_case, overrides, message) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message, content: null });
  });

  it.each([
    ['firstName', 'Nimal\n\nClick http://evil.example to claim'],
    ['firstName', 'Nimal<script>'],
    ['lastName', 'Perera\u0000'],
    ['lastName', 'Perera 2'],
    ['firstName', '-Nimal'],
  ])('refuses a %s that is not a name (%j) with 400, storing and mailing nothing', async (field, name) => {
    const body = registration({ [field]: name });
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('VALIDATION_FAILED', `${field} must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.`),
    );
    const { rows } = await context.db.query('SELECT id FROM players WHERE email = $1', [body.email]);
    expect(rows).toEqual([]);
    expect((await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === body.email))).toEqual([]);
  });

  it.each([
    ['a Sinhala name', { firstName: 'නිමල්', lastName: 'පෙරේරා' }],
    ['a Sinhala name joined by ZWJ (ශ්‍රී)', { firstName: 'ශ්\u200dරියානි', lastName: 'සිල්වා' }],
    ['a Tamil name', { firstName: 'முருகன்', lastName: 'சுப்பிரமணியம்' }],
    ['a typographic apostrophe', { firstName: 'Seán', lastName: 'O’Brien' }],
    ['a hyphen and a straight apostrophe', { firstName: 'Jean-Luc', lastName: "D'Silva" }],
    ['a dot and a space', { firstName: 'Mary', lastName: 'St. John' }],
  ])('accepts %s and stores the names as written', async (_case, names) => {
    const response = await register(registration(names));
    expect(response.statusCode).toBe(200);
    const { rows } = await context.db.query('SELECT first_name AS "firstName", last_name AS "lastName" FROM players WHERE id = $1', [
      response.json().content.uuid,
    ]);
    expect(rows).toEqual([names]);
  });

  it('refuses players under 16, and accepts them on their 16th birthday', async () => {
    const underage = await register(registration({ dateOfBirth: yearsAgo(16, 1) }));
    expect(underage.statusCode).toBe(400);
    expect(underage.json().message).toBe('You must be at least 16 years old to register.');
    const sixteenToday = await register(registration({ dateOfBirth: yearsAgo(16) }));
    expect(sixteenToday.json()).toMatchObject({ status: true });
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const payload of [[1, 2], 'text', null]) {
      const response = await stack.api.inject({
        method: 'POST',
        url: REGISTER,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, error_code: 'VALIDATION_FAILED' });
    }
  });

  it('leaves no account behind when the mail cannot be sent (503), so the player can retry', async () => {
    const [deadPort] = await freePorts(1);
    const deadMailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, from: 'x@example.test' });
    const api = buildApiApp({ config: stack.config, db: context.db, mailer: deadMailer });
    const body = registration();
    const response = await api.inject({ method: 'POST', url: REGISTER, payload: body });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: false, error_code: 'SERVICE_UNAVAILABLE' });
    const { rows } = await context.db.query('SELECT id FROM players WHERE email = $1', [body.email]);
    expect(rows).toEqual([]);
    expect((await register(body)).json()).toMatchObject({ status: true });
    await api.close();
    deadMailer.close();
  });

  it('does not let a factory-made player and a registration collide', async () => {
    const existing = await createPlayer(context.db);
    const response = await register(registration({ email: existing.email.toUpperCase() }));
    expect(response.json()).toMatchObject({ error_code: '150005' });
  });
});
