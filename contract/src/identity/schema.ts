import { nicNumber } from '../nic/schema';
import { playerUuid } from '../schemas/fields';
import { PERSON_NAME_PATTERN } from '../validation';
import { z } from '../zod';
import { identityMessages } from './messages';

export const MAX_NIC_FULL_NAME_LENGTH = 150;

/** The name as the card prints it: a person's name (PERSON_NAME_PATTERN), longer than a first or last name may be. */
export const nicFullName = z
  .string({ error: identityMessages.fullNameRequired })
  .trim()
  .transform((name) => name.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: identityMessages.fullNameRequired, abort: true })
      .max(MAX_NIC_FULL_NAME_LENGTH, { error: identityMessages.fullNameTooLong, abort: true })
      .regex(PERSON_NAME_PATTERN, identityMessages.fullNameFormat),
  );

/**
 * The text fields of the identity form (`nic`, `nicFullName`), the same for the form and the
 * server; the photos (`nicFront`, `nicBack`) are files, checked by the browser for type and size
 * as a courtesy and by the server by their content.
 */
export const IdentityFields = z.object({ nic: nicNumber, nicFullName });

/** A photo as the server received it: its bytes (multipart file parts, read with the size limit). */
const photo = (requiredMessage: string) =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length > 0, { error: requiredMessage });

/** POST /api/external/v1/identity-verification, multipart/form-data: the fields, the two photos and the player's uuid. */
export const IdentitySubmissionBody = IdentityFields.extend({
  uuid: playerUuid,
  nicFront: photo(identityMessages.frontRequired),
  nicBack: photo(identityMessages.backRequired),
});
