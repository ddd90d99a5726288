import { endpoints } from 'contract/endpoints';
import * as messages from 'contract/messages';
import { ContactBody } from 'contract/schemas';
import { contactConfirmationMail, contactSupportMail, markContactMessageMailed, storeContactMessage } from '../../domain/contact-messages';
import { acceptedLanguage } from '../../domain/languages';
import { openPrivacyRequest } from '../../domain/privacy-requests';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';

/**
 * POST /api/open/contact-support: stores the message, then mails it to SUPPORT_EMAIL. A failed
 * mail still answers success: the message is kept (mailed_at null) and support reads the table
 * too, so the visitor need not write again (docs/decisions/008-profile-and-contact.md). The
 * visitor may tick that it is about their personal data: a privacy request then opens (ADR 060). The
 * visitor gets a receipt with the message's number, in the page's language (Accept-Language: a
 * visitor may have no profile); a receipt that cannot be sent is only logged.
 */
export const contactSupportRoutes: ApiRoutes = async (app, { config, db, mailer, rateLimit }) => {
  // Every accepted message mails support: the per-address limit keeps a script from flooding it.
  const limit = rateLimit({ name: 'contact-support', perIp: config.rateLimits.perIp });
  serveEndpoint(app, endpoints.sendContactMessage, {
    schema: { body: ContactBody },
    preHandler: limit,
    handler: async (request) => {
      const contact = request.body;
      // A privacy request is opened with its message, in one transaction: the queue never misses one.
      const id = await db.transaction(async (tx) => {
        const stored = await storeContactMessage(tx, contact);
        if (contact.privacyRequest)
          await openPrivacyRequest(tx, { kind: 'contact', contactMessageId: stored, note: 'Sent through the contact form' });
        return stored;
      });
      const mailed = await mailer.send(contactSupportMail(config.supportEmail, id, contact)).then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
          return false;
        },
      );
      if (mailed) await markContactMessageMailed(db, id);
      await mailer
        .send(await contactConfirmationMail(contact.email, id, acceptedLanguage(request.headers['accept-language'])))
        .catch((error: unknown) => {
          request.log.warn({ err: error, contactMessageId: id }, 'contact receipt not sent');
        });
      // The client checks content === 'done' (spec §7).
      return ok('done', messages.contact.sent);
    },
  });
};
