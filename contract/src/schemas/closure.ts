import { z } from '../zod';
import * as messages from '../messages';
import { filledInFirst, playerUuid, typedPassword } from './fields';

/** POST /api/external/v1/account/closure: the current password again, like every change of a credential (ADR 052). */
export const CloseAccountBody = z.object({
  uuid: playerUuid,
  currentPassword: z.string({ error: 'currentPassword is required.' }).min(1, 'currentPassword is required.').max(128),
});
export type CloseAccountRequest = z.input<typeof CloseAccountBody>;

/** The panel's form: the password typed, then the request's rules. */
export const CloseAccountForm = filledInFirst(
  { currentPassword: typedPassword(messages.signIn.allFieldsRequired) },
  CloseAccountBody.omit({ uuid: true }),
);

/** POST /api/external/v1/account/closure/keep: cancels a scheduled closure. */
export const KeepAccountBody = z.object({ uuid: playerUuid });
