import nodemailer from 'nodemailer';

export interface MailMessage {
  /** One address (not a list): the mailer hands it to nodemailer as an address, never as text to parse. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the From address (e.g. the player who wrote to support); one address. */
  replyTo?: string;
}

/** Sends mail; injected into the API so tests and tools can point it anywhere. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A single address in nodemailer's structured form: never split at commas or read for a display name. */
const address = (email: string) => ({ name: '', address: email });

/** Every mail leaves through SMTP (SMTP_URL): a mail catcher locally, a relay in production. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const { to, replyTo, subject, text, html } = message;
      await transport.sendMail({
        from: options.from,
        to: address(to),
        ...(replyTo === undefined ? {} : { replyTo: address(replyTo) }),
        subject,
        text,
        html,
      });
    },
    close() {
      transport.close();
    },
  };
}
