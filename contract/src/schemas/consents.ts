import { z } from '../zod';
import * as messages from '../messages';
import { playerUuid } from './fields';

/**
 * The consents a player controls (issue 38, ADR 057): news and offers mails, their first name and
 * avatar on leaderboards, their language kept in their profile. The account area's switches and
 * the server's route read these.
 */
export const CONSENTS = ['newsMails', 'leaderboardName', 'storeLanguage'] as const;
export type ConsentName = (typeof CONSENTS)[number];

/** Each consent's current value. */
export type Consents = Record<ConsentName, boolean>;

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
