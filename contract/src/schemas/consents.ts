import { z } from '../zod';
import * as messages from '../messages';
import { playerUuid } from './fields';
import { CONSENTS, type ConsentName, type Consents } from '../account-choices';

// The consents a player controls (issue 38, ADR 057): a plain list the account area's switches import without zod.
export { CONSENTS, type ConsentName, type Consents } from '../account-choices';

/** What a new player starts with: no news (nobody asked for it yet), the name shown, the language kept. */
export const DEFAULT_CONSENTS: Consents = { newsMails: false, leaderboardName: true, storeLanguage: true };

const choice = (name: ConsentName) => z.boolean({ error: `${name} must be true or false.` }).optional();

/**
 * PUT /api/external/v1/account/consents: one or more consents, each given (true) or withdrawn
 * (false); those not sent stay as they are, so two switches changed at once both hold.
 */
export const ConsentsBody = z
  .object({
    uuid: playerUuid,
    newsMails: choice('newsMails'),
    leaderboardName: choice('leaderboardName'),
    storeLanguage: choice('storeLanguage'),
  })
  .refine((body) => CONSENTS.some((name) => body[name] !== undefined), messages.consents.nothingChosen);
export type ConsentsRequest = z.input<typeof ConsentsBody>;
