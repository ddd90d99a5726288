/**
 * The one-time-code mails. Each subject carries the code and no other run of four digits
 * (docs/platform-contract.md §6), so a reader (or a test) can take the code from the subject alone.
 */
import { createElement } from 'react';
import { CodeMail } from '../mail-templates/CodeMail';
import { fill, mailTexts, type MailTexts } from '../mail-templates/locales';
import { renderMail } from '../mail-templates/render-mail';
import type { Language } from './languages';
import { userTextLine } from './mail-text';
import type { MailMessage } from './mailer';
import { CODE_LIFETIME_MINUTES } from './verification-codes';

const CODE_MAIL_KINDS = {
  verificationCode: 'verification-code',
  passwordResetCode: 'password-reset-code',
  emailChangeCode: 'email-change-code',
} as const;

/** A code mail in the player's language: the branded HTML template and its plain-text alternative, with the code in the subject. */
async function codeMail(
  to: string,
  firstName: string,
  code: string,
  language: Language,
  kind: 'verificationCode' | 'passwordResetCode' | 'emailChangeCode',
): Promise<MailMessage> {
  const texts: MailTexts = mailTexts[language];
  const { codeName, ifNotYou } = texts[kind];
  // The player's own name, but still user text: one line, no link, short (React escapes it in HTML).
  const name = userTextLine(firstName, 60);
  const lifetime = fill(texts.code.lifetime, { minutes: String(CODE_LIFETIME_MINUTES) });
  const { html, text } = await renderMail(createElement(CodeMail, { language, name, code, codeName, lifetime, ifNotYou }));
  const about = { kind: CODE_MAIL_KINDS[kind], language, secret: code };
  return { to, subject: fill(texts.code.subject, { code, codeName }), text, html, about };
}

export function verificationCodeMail(to: string, firstName: string, code: string, language: Language): Promise<MailMessage> {
  return codeMail(to, firstName, code, language, 'verificationCode');
}

export function passwordResetCodeMail(to: string, firstName: string, code: string, language: Language): Promise<MailMessage> {
  return codeMail(to, firstName, code, language, 'passwordResetCode');
}

/** The code that confirms a new address (issue 37), mailed to that address in the player's language. */
export function emailChangeCodeMail(to: string, firstName: string, code: string, language: Language): Promise<MailMessage> {
  return codeMail(to, firstName, code, language, 'emailChangeCode');
}
