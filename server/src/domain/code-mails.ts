/**
 * The one-time-code mails. Each subject carries the code and no other run of four digits
 * (docs/platform-contract.md §6), so a reader (or a test) can take the code from the subject alone.
 */
import { productName } from 'shared/brand';
import { createElement } from 'react';
import { CodeMail } from '../mail-templates/CodeMail';
import { renderMail } from '../mail-templates/render-mail';
import { userTextLine } from './mail-text';
import type { MailMessage } from './mailer';
import { CODE_LIFETIME_MINUTES } from './verification-codes';

interface CodeMailWording {
  /** "verification code", "password reset code" */
  codeName: string;
  /** The closing line for someone who did not ask for this mail. */
  ifNotYou: string;
}

const LIFETIME = `It expires in ${CODE_LIFETIME_MINUTES} minutes and works once.`;

/** A code mail: the branded HTML template and its plain-text alternative, with the code in the subject. */
async function codeMail(to: string, firstName: string, code: string, wording: CodeMailWording): Promise<MailMessage> {
  // The player's own name, but still user text: one line, no link, short (React escapes it in HTML).
  const name = userTextLine(firstName, 60);
  const { html, text } = await renderMail(createElement(CodeMail, { name, code, lifetime: LIFETIME, ...wording }));
  return { to, subject: `${code} is your ${productName} ${wording.codeName}`, text, html };
}

export function verificationCodeMail(to: string, firstName: string, code: string): Promise<MailMessage> {
  return codeMail(to, firstName, code, {
    codeName: 'verification code',
    ifNotYou: 'If you did not sign up, ignore this e-mail.',
  });
}

export function passwordResetCodeMail(to: string, firstName: string, code: string): Promise<MailMessage> {
  return codeMail(to, firstName, code, {
    codeName: 'password reset code',
    ifNotYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  });
}
