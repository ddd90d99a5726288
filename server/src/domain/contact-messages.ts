import { productName } from 'contract/brand';
import { createElement } from 'react';
import type { Queryable } from '../db/database';
import { ContactConfirmationMail } from '../mail-templates/ContactConfirmationMail';
import { fill, mailTexts } from '../mail-templates/locales';
import { renderMail } from '../mail-templates/render-mail';
import type { Language } from './languages';
import { escapeHtml, quotedUserText, userTextLine, userTextLines } from './mail-text';
import type { MailMessage } from './mailer';

/** What a visitor writes through the contact form (spec §3, "Contact message"). */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  /** Ticked "This is a request about my personal data": a privacy request of kind 'contact' (ADR 060). */
  privacyRequest?: boolean;
}

/** Stores the message (not yet mailed) and returns its id, which the support mail quotes. */
export async function storeContactMessage(db: Queryable, contact: Omit<ContactMessage, 'privacyRequest'>): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (first_name, last_name, email, phone, message)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [contact.firstName, contact.lastName, contact.email, contact.phone, contact.message],
  );
  return rows[0]!.id;
}

export async function markContactMessageMailed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE contact_messages SET mailed_at = now() WHERE id = $1', [id]);
}

/**
 * The mail to support: replying answers the visitor. Every field is the visitor's own text: each
 * goes in on one line without links (the message quoted), and the HTML part escapes all of it.
 */
export function contactSupportMail(to: string, id: number, contact: ContactMessage): MailMessage {
  const name = userTextLine(`${contact.firstName} ${contact.lastName}`);
  const email = userTextLine(contact.email);
  const phone = userTextLine(contact.phone);
  const field = (label: string, value: string) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`;
  const intro = `Message #${id} from the ${productName} contact form. Reply to this e-mail to answer the sender.${
    contact.privacyRequest
      ? " The sender marked it a request about their personal data: it is in the back office's Privacy requests, due within 30 days."
      : ''
  }`;
  return {
    to,
    replyTo: contact.email,
    subject: `[${productName} ${contact.privacyRequest ? 'privacy request' : 'contact'} #${id}] ${name}`,
    text: [intro, '', `Name: ${name}`, `E-mail: ${email}`, `Phone: ${phone}`, '', quotedUserText(contact.message)].join('\n'),
    html: [
      `<p>${intro}</p>`,
      field('Name', name),
      field('E-mail', email),
      field('Phone', phone),
      `<blockquote style="white-space:pre-wrap">${escapeHtml(userTextLines(contact.message).join('\n'))}</blockquote>`,
    ].join('\n'),
  };
}

/**
 * The visitor's receipt, in the language of the page they wrote from, quoting the number support
 * sees in its own mail's subject ("#7").
 */
export async function contactConfirmationMail(to: string, id: number, language: Language): Promise<MailMessage> {
  const { html, text } = await renderMail(createElement(ContactConfirmationMail, { language, reference: `#${id}` }));
  return { to, subject: fill(mailTexts[language].contactConfirmation.subject), text, html };
}
