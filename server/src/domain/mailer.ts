import nodemailer from 'nodemailer';
import { productName } from 'shared/brand';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; injected into the API so tests and tools can point it anywhere. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Every mail leaves through SMTP (SMTP_URL): a mail catcher locally, a relay in production. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail verification mail. The subject carries the code and no other run of four digits,
 * so a reader (or a test) can take the code from the subject alone.
 */
export function verificationCodeMail(to: string, firstName: string, code: string): MailMessage {
  const name = escapeHtml(firstName);
  return {
    to,
    subject: `${code} is your ${productName} verification code`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your ${productName} verification code is ${code}.`,
      'It expires in ten minutes and works once.',
      '',
      'If you did not sign up, ignore this e-mail.',
    ].join('\n'),
    html: [
      `<p>Hello ${name},</p>`,
      `<p>Your ${productName} verification code is <strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong>.</p>`,
      '<p>It expires in ten minutes and works once.</p>',
      '<p>If you did not sign up, ignore this e-mail.</p>',
    ].join('\n'),
  };
}
