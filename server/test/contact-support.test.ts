import { loadConfig } from '../src/config';
import type { Mailer } from '../src/domain/mailer';
import { describeEachDatabase } from './support/database';
import type { CaughtMail } from './support/maildev';
import { stackFor, stackWithMailFor } from './support/test-apps';

const CONTACT = '/api/open/contact-support';
const SUPPORT = 'support@playprize.lk';

/** A valid contact message; the message text is unique so each test finds its own row. */
function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Dilani',
    lastName: 'Fernando',
    phone: '+94 77-123 4567',
    email: 'dilani@example.test',
    message: `Where is my prize? ${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

describeEachDatabase('POST /api/open/contact-support', (context) => {
  const stack = stackWithMailFor(context);

  const send = (payload: unknown) => stack.api.inject({ method: 'POST', url: CONTACT, payload: payload as object });
  /** The support mail whose text contains `marker`, waiting up to 5 s for MailDev to store it. */
  const supportMailContaining = async (marker: string): Promise<CaughtMail & { replyTo: { address: string }[] }> => {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const found = (await stack.mail.messages()).find((mail) => mail.text.includes(marker));
      if (found) return found as CaughtMail & { replyTo: { address: string }[] };
    }
    throw new Error(`No support mail contains ${marker}`);
  };
  const storedMessages = async () =>
    (await context.db.query<{ message: string; mailed: boolean }>('SELECT message, mailed_at IS NOT NULL AS mailed FROM contact_messages'))
      .rows;

  it('stores the message, mails it to support with Reply-To the sender, and answers content "done"', async () => {
    const form = contactForm({ firstName: '  Dilani ', message: '  Line one\nLine two  ' });
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, error_code: 'NO_ERROR', message: 'Message sent successfully!', content: 'done' });

    const { rows } = await context.db.query(
      `SELECT first_name AS "firstName", last_name AS "lastName", email, phone, message, mailed_at IS NOT NULL AS mailed
         FROM contact_messages WHERE message = 'Line one\nLine two'`,
    );
    expect(rows).toEqual([
      {
        firstName: 'Dilani',
        lastName: 'Fernando',
        email: 'dilani@example.test',
        phone: '+94 77-123 4567',
        message: 'Line one\nLine two',
        mailed: true,
      },
    ]);

    const mail = await supportMailContaining('Line one');
    expect(mail.to).toEqual([expect.objectContaining({ address: SUPPORT })]);
    expect(mail.subject).toMatch(/^\[PlayPrize contact #\d+\] Dilani Fernando$/);
    expect(mail.replyTo).toEqual([expect.objectContaining({ address: 'dilani@example.test' })]);
    // The visitor's text is quoted and never a link (the address too: Reply-To carries it as sent).
    expect(mail.text).toContain('> Line one\n> Line two');
    expect(mail.html).toContain('Line one\nLine two');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('+94 77-123 4567');
      expect(part).toContain('dilani@ example. test');
    }
  });

  it("sends the visitor a receipt with the message's number and none of the visitor's text", async () => {
    const response = await send(
      contactForm({ email: 'receipt@example.test', firstName: 'Buy', lastName: 'Pills', message: 'Cheap pills here' }),
    );
    expect(response.statusCode).toBe(200);
    const id = (await context.db.query<{ id: number }>("SELECT id FROM contact_messages WHERE email = 'receipt@example.test'")).rows[0]!.id;

    const receipt = await stack.mail.latestTo('receipt@example.test');
    expect(receipt.subject).toBe('We received your message · PlayPrize support');
    expect(receipt.text).toContain(`Your reference is #${id}.`);
    for (const part of [receipt.subject, receipt.text, receipt.html]) {
      expect(part).not.toMatch(/Buy|Pills|Cheap/);
    }
  });

  it('escapes every field in the HTML part, so markup shows as text', async () => {
    const script = '<script>alert("x")</script>';
    const message = `${script} <img src=x onerror=alert(1)>`;
    const response = await send(contactForm({ firstName: 'Eve', lastName: "O'Neil", email: 'eve@example.test', message }));
    expect(response.json().content).toBe('done');
    const mail = await supportMailContaining('<img src=x');
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('Eve O&#39;Neil');
    expect(mail.text).toContain(script); // the plain-text part shows it as written
  });

  it.each([
    [{ firstName: undefined }, 'firstName is required.'],
    [{ lastName: '   ' }, 'lastName is required.'],
    [{ phone: undefined }, 'phone is required.'],
    [{ email: undefined }, 'email is required.'],
    [{ message: '' }, 'message is required.'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address.'],
    [{ phone: 'call me' }, 'phone must be 6 to 20 digits; spaces, dashes and a leading + are allowed.'],
    [{ phone: '12345' }, 'phone must be 6 to 20 digits; spaces, dashes and a leading + are allowed.'],
    [{ phone: '0771234567+' }, 'phone must be 6 to 20 digits; spaces, dashes and a leading + are allowed.'],
    [{ message: 'x'.repeat(2001) }, 'message must be at most 2000 characters.'],
    [{ firstName: 42 }, 'firstName must be text.'],
    [
      { firstName: 'Dilani\nVisit http://evil.example' },
      'firstName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
    [{ lastName: '<b>Fernando</b>' }, 'lastName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.'],
  ])('refuses %p with 400 "%s" and stores nothing', async (overrides, message) => {
    const before = await storedMessages();
    const response = await send(contactForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message, content: null });
    expect(await storedMessages()).toEqual(before);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await send(contactForm({ message: 'y'.repeat(2000) }))).json().content).toBe('done');
    await supportMailContaining('y'.repeat(2000)); // arrived (and the suite may close MailDev)
  });
});

describeEachDatabase('POST /api/open/contact-support with a broken mailer and a limit of 3 per address', (context) => {
  const brokenMailer: Mailer = {
    async send() {
      throw new Error('SMTP is down');
    },
    close() {},
  };
  const stack = stackFor(context, { mailer: brokenMailer, env: { RATE_LIMIT_PER_IP: '3' } });

  it('still keeps the message (not marked mailed) and answers success', async () => {
    const form = contactForm();
    const response = await stack.api.inject({ method: 'POST', url: CONTACT, payload: form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, content: 'done' });
    const { rows } = await context.db.query('SELECT mailed_at FROM contact_messages WHERE message = $1', [form.message]);
    expect(rows).toEqual([{ mailed_at: null }]);
  });

  it('refuses more messages than the per-address limit with 429, storing none of them', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await stack.api.inject({ method: 'POST', url: CONTACT, payload: contactForm() })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]); // the test above sent the first of the three
    const { rows } = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM contact_messages');
    expect(rows[0]!.count).toBe(3);
  });
});

describe('SUPPORT_EMAIL', () => {
  it('defaults to support@playprize.lk and must be an e-mail address', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).supportEmail).toBe(SUPPORT);
    expect(loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'help@example.test' }).supportEmail).toBe('help@example.test');
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'nope' })).toThrow('SUPPORT_EMAIL must be an e-mail address (got "nope")');
  });
});
