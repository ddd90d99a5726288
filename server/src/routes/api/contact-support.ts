import { messages } from 'shared/messages';
import { contactPhone, emailField, personName, requiredText } from 'shared/schemas';
import { z } from 'zod';
import { contactSupportMail, markContactMessageMailed, storeContactMessage } from '../../domain/contact-messages';
import { ok } from '../../http/envelope';
import type { ApiRoutes } from './context';

const MAX_MESSAGE_LENGTH = 2000;

const ContactBody = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phone: contactPhone,
  email: emailField(),
  message: requiredText('message', MAX_MESSAGE_LENGTH),
});

/**
 * POST /api/open/contact-support: stores the message, then mails it to SUPPORT_EMAIL. A failed
 * mail still answers success: the message is kept (mailed_at null) and support reads the table
 * too, so the visitor need not write again (docs/decisions/008-profile-and-contact.md).
 */
export const contactSupportRoutes: ApiRoutes = async (app, { config, db, mailer, rateLimit }) => {
  // Every accepted message mails support: the per-address limit keeps a script from flooding it.
  const limit = rateLimit({ name: 'contact-support', perIp: config.rateLimits.perIp });
  app.post('/api/open/contact-support', { schema: { body: ContactBody }, preHandler: limit }, async (request) => {
    const contact = request.body;
    const id = await storeContactMessage(db, contact);
    const mailed = await mailer.send(contactSupportMail(config.supportEmail, id, contact)).then(
      () => true,
      (error: unknown) => {
        request.log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
        return false;
      },
    );
    if (mailed) await markContactMessageMailed(db, id);
    // The client checks content === 'done' (spec §7).
    return ok('done', messages.contact.sent);
  });
};
