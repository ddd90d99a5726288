/**
 * The mail builders with user text that the input rules refuse today: what they produce must
 * still be one line per field, without links, escaped in HTML. The builders are called directly
 * (the rules would stop this text at the API).
 */
import { passwordResetCodeMail, verificationCodeMail } from '../src/domain/code-mails';
import { contactSupportMail } from '../src/domain/contact-messages';
import { quotedUserText, userTextLine } from '../src/domain/mail-text';

const PHISHING_NAME = 'Nimal\n\nClick http://evil.example to claim';

describe('userTextLine', () => {
  it.each([
    ['line breaks and a link', PHISHING_NAME, 'Nimal Click http: //evil. example to claim'],
    ['CR LF and a header', 'Nimal\r\nBcc: x@evil.example', 'Nimal Bcc: x@ evil. example'],
    ['Unicode line and paragraph separators', 'Nimal\u2028Perera\u2029Silva', 'Nimal Perera Silva'],
    ['a right-to-left override', 'Nimal\u202Eelpmaxe.live', 'Nimal elpmaxe. live'],
    ['a bare domain', 'Visit www.evil.example now', 'Visit www. evil. example now'],
    ['full-width and ideographic dots', 'evil\uFF0Eexample evil\u3002example', 'evil\uFF0E example evil\u3002 example'],
    ['tabs, NUL and runs of spaces', ' Nimal\t\u0000  Perera ', 'Nimal Perera'],
  ])('keeps %s on one line, unlinkable', (_case, text, expected) => {
    expect(userTextLine(text)).toBe(expected);
  });

  it.each(['නිමල්', 'ශ්\u200dරියානි', 'முருகன்', 'O’Brien', 'Jean-Luc', 'St. John'])('leaves the name %s as it is', (name) => {
    expect(userTextLine(name)).toBe(name);
  });

  it('cuts long text to the limit, ending in an ellipsis, without splitting a character', () => {
    expect(userTextLine('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(userTextLine('x'.repeat(300))).toHaveLength(250);
  });
});

describe('quotedUserText', () => {
  it('quotes every line, whatever breaks it, and cleans each one', () => {
    expect(quotedUserText('Hi,\r\nmy reward is late.\rSee www.evil.example\n\nThanks\u2028Nimal')).toBe(
      '> Hi,\n> my reward is late.\n> See www. evil. example\n>\n> Thanks\n> Nimal',
    );
  });
});

describe('code mails with an odd first name', () => {
  it.each([
    ['verification code', verificationCodeMail],
    ['password reset code', passwordResetCodeMail],
  ])('keep the greeting of the %s mail on one line with no link, escape it in HTML, and show the code', async (codeName, build) => {
    const mail = await build('nimal@example.test', `${PHISHING_NAME} <b>now</b>`, '4821', 'en');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Hello Nimal Click http: //evil. example to claim <b>now</b>,');
    expect(lines).toContain(`Your PlayPrize ${codeName} is:`);
    expect(lines).toContain('4821');
    // The only address in the mail is its HTML doctype's.
    for (const part of [mail.text, mail.html.replace(/^<!DOCTYPE[^>]*>/, '')]) {
      expect(part).not.toMatch(/https?:\/\/|evil\.example|\n\nClick/);
    }
    expect(mail.html).toContain('Hello <!-- -->Nimal Click http: //evil. example to claim &lt;b&gt;now&lt;/b&gt;<!-- -->,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.subject).toBe(`4821 is your PlayPrize ${codeName}`);
  });
});

describe('the support mail with odd contact fields', () => {
  const mail = contactSupportMail('support@example.test', 7, {
    firstName: 'Eve\r\nBcc: all@example.test',
    lastName: '<img src=x onerror=alert(1)>',
    email: 'eve@example.test',
    phone: '077\n123',
    message: 'Line one\nName: Support Team\nReset at https://evil.example/login',
  });

  it('keeps each field on its one line and quotes the message, so nothing passes for the mail itself', () => {
    expect(mail.subject).toBe('[PlayPrize contact #7] Eve Bcc: all@ example. test <img src=x onerror=alert(1)>');
    expect(mail.text.split('\n').slice(2)).toEqual([
      'Name: Eve Bcc: all@ example. test <img src=x onerror=alert(1)>',
      'E-mail: eve@ example. test',
      'Phone: 077 123',
      '',
      '> Line one',
      '> Name: Support Team',
      '> Reset at https: //evil. example/login',
    ]);
  });

  it('escapes every field in the HTML part and links nothing', () => {
    expect(mail.html).not.toMatch(/<img|https?:\/\/|evil\.example/);
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain(
      '<blockquote style="white-space:pre-wrap">Line one\nName: Support Team\nReset at https: //evil. example/login</blockquote>',
    );
  });
});
