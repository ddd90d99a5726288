/**
 * The one-time-code mails. Each subject carries the code and no other run of four digits
 * (docs/platform-contract.md §6), so a reader (or a test) can take the code from the subject alone.
 */
import { productName } from 'shared/brand';
import { escapeHtml, userTextLine } from './mail-text';
import type { MailMessage } from './mailer';
import { CODE_LIFETIME_MINUTES } from './verification-codes';

interface CodeMailWording {
  /** "verification code", "password reset code" */
  codeName: string;
  /** The closing line for someone who did not ask for this mail. */
  ifNotYou: string;
}

const LIFETIME = `It expires in ${CODE_LIFETIME_MINUTES} minutes and works once.`;

function codeMail(to: string, firstName: string, code: string, wording: CodeMailWording): MailMessage {
  // The player's own name, but still user text: one line, no link, short.
  const name = userTextLine(firstName, 60);
  return {
    to,
    subject: `${code} is your ${productName} ${wording.codeName}`,
    text: [
      `Hello ${name},`,
      '',
      `Your ${productName} ${wording.codeName} is ${code}.`,
      LIFETIME,
      '',
      wording.ifNotYou,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Your ${productName} ${wording.codeName} is <strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong>.</p>`,
      `<p>${LIFETIME}</p>`,
      `<p>${escapeHtml(wording.ifNotYou)}</p>`,
    ].join('\n'),
  };
}

export function verificationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return codeMail(to, firstName, code, {
    codeName: 'verification code',
    ifNotYou: 'If you did not sign up, ignore this e-mail.',
  });
}

export function passwordResetCodeMail(to: string, firstName: string, code: string): MailMessage {
  return codeMail(to, firstName, code, {
    codeName: 'password reset code',
    ifNotYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  });
}
