import { z } from '../zod';
import * as messages from '../messages';
import { playerUuid } from './fields';
import { BREAK_PERIODS, DAILY_LIMIT_MINUTES, EXCLUSION_PERIODS, NO_DAILY_LIMIT, REALITY_CHECK_MINUTES } from '../account-choices';

// Responsible play's choices (issue 39, ADR 061) are plain values the account area's panels import without zod.
export {
  BREAK_PERIODS,
  DAILY_LIMIT_MINUTES,
  DEFAULT_REALITY_CHECK_MINUTES,
  EXCLUSION_PERIODS,
  NO_DAILY_LIMIT,
  REALITY_CHECK_MINUTES,
  type BreakPeriod,
  type ExclusionPeriod,
  type PlayBreakKind,
} from '../account-choices';

const oneOf = <T extends readonly number[]>(choices: T, message: string) =>
  z.number({ error: message }).refine((value) => (choices as readonly number[]).includes(value), message);

/**
 * PUT /api/external/v1/account/play-limits: the daily limit ('none': no limit) and/or the reality check
 * interval; what is not sent stays. A lower limit holds at once, a higher one or none after 24 hours.
 */
export const PlayLimitsBody = z
  .object({
    uuid: playerUuid,
    // 'none': no limit (a word, not null, so that a value lost on the way is never read as "no limit").
    dailyLimitMinutes: z
      .union([oneOf(DAILY_LIMIT_MINUTES, messages.playLimits.dailyLimitChoice), z.literal(NO_DAILY_LIMIT)], {
        error: messages.playLimits.dailyLimitChoice,
      })
      .optional(),
    realityCheckMinutes: oneOf(REALITY_CHECK_MINUTES, messages.playLimits.realityCheckChoice).optional(),
  })
  .refine((body) => body.dailyLimitMinutes !== undefined || body.realityCheckMinutes !== undefined, messages.playLimits.nothingChosen);
export type PlayLimitsRequest = z.input<typeof PlayLimitsBody>;

/** POST /api/external/v1/account/play-limits/break: a break or a self-exclusion, at once and for its whole period. */
export const PlayBreakBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ uuid: playerUuid, kind: z.literal('break'), period: z.enum(BREAK_PERIODS, { error: messages.playLimits.breakChoice }) }),
    z.object({
      uuid: playerUuid,
      kind: z.literal('self-exclusion'),
      period: z.enum(EXCLUSION_PERIODS, { error: messages.playLimits.exclusionChoice }),
    }),
  ],
  { error: 'kind must be break or self-exclusion.' },
);
export type PlayBreakRequest = z.input<typeof PlayBreakBody>;

/** POST /api/external/v1/account/play-limits/reality-check: "keep playing" after a reality check (stopping sends nothing). */
export const RealityCheckBody = z.object({ uuid: playerUuid, choice: z.literal('continue', { error: 'choice must be continue.' }) });
