import { z } from '../zod';
import { contactPhone, emailField, personName, requiredText } from './fields';

export const MAX_CONTACT_MESSAGE_LENGTH = 2000;

/** POST /api/open/contact-support: the Contact Us form as sent. */
export const ContactBody = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phone: contactPhone,
  email: emailField(),
  message: requiredText('message', MAX_CONTACT_MESSAGE_LENGTH),
});
