import nodemailer from 'nodemailer';
import type { MailAbout } from './sent-mails';

export interface MailMessage {
  /** One address (not a list): the mailer hands it to nodemailer as an address, never as text to parse. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the From address (e.g. the player who wrote to support); one address. */
  replyTo?: string;
  /** A mail to a player, for the record of sent mails (sent-mails.ts); never part of the mail. */
  about?: MailAbout;
}

/** Sends mail; injected into the API so tests and tools can point it anywhere. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The recipient's server refused the address for good: mail to it cannot be delivered, now or later. */
export class RecipientRefusedError extends Error {
  constructor(cause: unknown) {
    super('The receiving mail server refused the recipient address.', { cause });
    this.name = 'RecipientRefusedError';
  }
}

/**
 * A 5xx answer to RCPT TO (550 no such user, 553 mailbox name not allowed, 501 bad address …) says
 * the address will never take mail. A 4xx, a refused connection or a timeout may pass. A 5xx whose
 * enhanced status is X.7.X (relaying denied, authentication needed) refuses every address alike:
 * the relay's configuration, not the player's address, so it stays an outage.
 */
function isPermanentRecipientRefusal(error: unknown): boolean {
  const { code, command, responseCode, response } = (error ?? {}) as Record<string, unknown>;
  if (code !== 'EENVELOPE' || command !== 'RCPT TO' || typeof responseCode !== 'number') return false;
  return responseCode >= 500 && responseCode < 600 && !/^\d{3}[ -]5\.7\./.test(String(response));
}

/** A single address in nodemailer's structured form: never split at commas or read for a display name. */
const address = (email: string) => ({ name: '', address: email });

/**
 * Every mail leaves through SMTP (SMTP_URL): a mail catcher locally, a relay in production. A
 * recipient refused for good rejects with RecipientRefusedError; any other failure as nodemailer gave it.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const { to, replyTo, subject, text, html } = message;
      await transport
        .sendMail({
          from: options.from,
          to: address(to),
          ...(replyTo === undefined ? {} : { replyTo: address(replyTo) }),
          subject,
          text,
          html,
        })
        .catch((error: unknown) => {
          throw isPermanentRecipientRefusal(error) ? new RecipientRefusedError(error) : error;
        });
    },
    close() {
      transport.close();
    },
  };
}
