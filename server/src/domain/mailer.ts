import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the From address (e.g. the player who wrote to support). */
  replyTo?: string;
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

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
