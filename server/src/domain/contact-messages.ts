import { productName } from 'shared/brand';
import type { Queryable } from '../db/database';
import { escapeHtml, type MailMessage } from './mailer';

/** What a visitor writes through the contact form (spec §3, "Contact message"). */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

/** Stores the message (not yet mailed) and returns its id, which the support mail quotes. */
export async function storeContactMessage(db: Queryable, contact: ContactMessage): Promise<number> {
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
 * The mail to support: replying answers the visitor. Every field is the visitor's own text, so
 * the HTML part escapes all of it (markup in a message shows as text, never runs).
 */
export function contactSupportMail(to: string, id: number, contact: ContactMessage): MailMessage {
  const name = `${contact.firstName} ${contact.lastName}`;
  const field = (label: string, value: string) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`;
  return {
    to,
    replyTo: contact.email,
    // Names cannot break the header: whitespace (line breaks included) becomes single spaces.
    subject: `[${productName} contact #${id}] ${name.replace(/\s+/g, ' ')}`,
    text: [
      `Message #${id} from the ${productName} contact form. Reply to this e-mail to answer the sender.`,
      '',
      `Name: ${name}`,
      `E-mail: ${contact.email}`,
      `Phone: ${contact.phone}`,
      '',
      contact.message,
    ].join('\n'),
    html: [
      `<p>Message #${id} from the ${productName} contact form. Reply to this e-mail to answer the sender.</p>`,
      field('Name', name),
      field('E-mail', contact.email),
      field('Phone', contact.phone),
      `<p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
    ].join('\n'),
  };
}
