/**
 * Bodies whose bytes are not UTF-8 (and forms whose %-escapes are not) are refused with a 400 in
 * the service's own shape and change nothing; before, they were decoded with U+FFFD in place of
 * each bad byte and stored (a message, a password hash) or checked (a password) as such.
 */
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { describeEachDatabase } from './support/database';
import { changingNothing } from './support/fuzz';
import { clientAuthorization, requestToken, stackWithMailFor } from './support/test-apps';
import { refusal } from './support/http';

const CONTACT = '/api/open/contact-support';
const REGISTER = '/api/open/v1/user/register';
const TOKEN = '/realms/players/protocol/openid-connect/token';

/** Byte sequences that are not UTF-8, each inside otherwise valid text. */
const INVALID_UTF8: [string, number[]][] = [
  ['a lone 0xFF', [0xff]],
  ['a continuation byte without a lead', [0x80]],
  ['a sequence cut short', [0xe0, 0xa4]],
  ['an overlong "/"', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
];

/** JSON.stringify(value) with `bytes` in place of the marker "@@" (which must occur once). */
function jsonWithBytes(value: object, bytes: number[]): Buffer {
  const [before, after] = JSON.stringify(value).split('@@') as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

describeEachDatabase('bodies that are not UTF-8', (context) => {
  let player: CreatedPlayer;

  const stack = stackWithMailFor(context);
  beforeAll(async () => {
    player = await createPlayer(context.db, { password: 'pässwörd නිමල්' });
  });

  const contactForm = (message: string) => ({
    firstName: 'Dilani',
    lastName: 'Fernando',
    phone: '0771234567',
    email: 'dilani@example.test',
    message,
  });
  const postJson = (url: string, payload: Buffer) =>
    stack.api.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const postForm = (payload: Buffer | string) =>
    stack.identity.inject({
      method: 'POST',
      url: TOKEN,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: clientAuthorization(stack.config) },
      payload,
    });

  it.each(INVALID_UTF8)('refuses a JSON body with %s: 400 envelope, nothing stored', async (_case, bytes) => {
    const response = await changingNothing(context.db, () => postJson(CONTACT, jsonWithBytes(contactForm('My reward @@ is late'), bytes)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'The request body is not valid UTF-8.'));
  });

  it('refuses a registration whose password is not UTF-8, creating no account', async () => {
    const email = 'bytes@example.test';
    const body = {
      ...{ firstName: 'Kamal', lastName: 'Silva', email, country: 144 },
      ...{ mobile: '0771234567', dateOfBirth: '2001-04-14', password: 'secret@@pass' },
    };
    const response = await changingNothing(context.db, () => postJson(REGISTER, jsonWithBytes(body, [0xff])));
    expect(response.json()).toMatchObject({ status: false, message: 'The request body is not valid UTF-8.' });
    expect((await context.db.query('SELECT id FROM players WHERE email = $1', [email])).rows).toEqual([]);
  });

  it('stores valid multi-byte UTF-8 exactly as sent', async () => {
    const message = `ත්‍යාගය ${Date.now()} 🎉 பரிசு`;
    const response = await postJson(CONTACT, Buffer.from(JSON.stringify(contactForm(message)), 'utf8'));
    expect(response.json()).toMatchObject({ status: true, content: 'done' });
    const { rows } = await context.db.query('SELECT message FROM contact_messages WHERE message = $1', [message]);
    expect(rows).toHaveLength(1);
  });

  const tokenForm = (password: Buffer) =>
    Buffer.concat([
      Buffer.from(`grant_type=password&client_id=player-web&username=${encodeURIComponent(player.email)}&password=`),
      password,
    ]);

  it.each(INVALID_UTF8)(
    'refuses a token form with %s in raw bytes: 400 invalid_request, no failed sign-in counted',
    async (_case, bytes) => {
      const response = await changingNothing(context.db, () => postForm(tokenForm(Buffer.from([...Buffer.from('pässwörd'), ...bytes]))));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'The request body is not valid UTF-8.' });
    },
  );

  it.each(['%FF', '%80', '%E0%A4', '%C0%AF', '%ED%A0%80', '%zz', 'abc%'])(
    'refuses a token form with the escape %s: 400 invalid_request, no failed sign-in counted',
    async (escape) => {
      const response = await changingNothing(context.db, () => postForm(tokenForm(Buffer.from(`p${escape}ss`))));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'The form is not valid: a %-escape is broken or is not UTF-8.',
      });
    },
  );

  it('signs in with a non-ASCII password sent as the browser encodes it (escapes and + for spaces)', async () => {
    // A player of its own: the refusals above would lock the other one out where they are not refused.
    const own = await createPlayer(context.db, { password: player.password });
    const form = { grant_type: 'password', client_id: 'player-web', username: own.email, password: own.password };
    expect(new URLSearchParams(form).toString()).toContain('+');
    const response = await requestToken(stack, form);
    expect(response.statusCode).toBe(200);
    const raw = await postForm(Buffer.from(new URLSearchParams(form).toString().replace('%C3%A4', 'ä'), 'utf8'));
    expect(raw.statusCode).toBe(200);
  });
});
