import { z } from '../zod';
import * as messages from '../messages';
import { contactPhone, emailField, filledInFields, filledInFirst, personName, requiredText } from './fields';

export const MAX_CONTACT_MESSAGE_LENGTH = 2000;

/** POST /api/open/contact-support: the Contact Us form as sent. */
export const ContactBody = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phone: contactPhone,
  email: emailField(),
  message: requiredText('message', MAX_CONTACT_MESSAGE_LENGTH),
  /**
   * The spec's fields stay as they are; this optional box, "This is a request about my personal
   * data", opens a privacy request the operators answer within 30 days (ADR 060).
   */
  privacyRequest: z.boolean({ error: 'privacyRequest must be true or false.' }).optional(),
});

/** The Contact Us form (spec §5): every field filled in, then the request's rules. */
export const ContactForm = filledInFirst(
  filledInFields(['firstName', 'lastName', 'phone', 'email', 'message'], messages.registration.allFieldsRequired),
  ContactBody,
);
