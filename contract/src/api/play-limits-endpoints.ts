import type { PlayBreakBody, PlayBreakKind, PlayerQuery, PlayLimitsBody, RealityCheckBody, WithdrawalCodeQuery } from '../schemas';
import { declare } from './endpoints';

/** Responsible play (issue 39, ADR 061), declared once for the account area, the games, the back office and the server. */

export interface PlayBreak {
  kind: PlayBreakKind;
  /** When it ends (ISO); null: permanent. */
  until: string | null;
}

export interface PlayLimits {
  /** The limit in force, minutes a Colombo day; null: none. */
  dailyLimitMinutes: number | null;
  /** A higher limit (or none: null) asked for, and when it starts (24 hours after it was asked). */
  pendingLimit: { minutes: number | null; effectiveAt: string } | null;
  realityCheckMinutes: number;
  /** A break or self-exclusion in force; null when none. */
  playBreak: PlayBreak | null;
  /** Play since Colombo midnight, by the server's clock. */
  playedTodayMs: number;
  coinsEarnedToday: number;
  /** Play today crossed the next reality check since the last "keep playing": no new game until acknowledged. */
  realityCheckDue: boolean;
  /** The play time today at which the next reality check falls due. */
  nextRealityCheckAtMs: number;
}

/** One change of a player's limits, for the operators' read-only view. */
export interface PlayLimitChange {
  what: 'daily-limit' | 'reality-check' | 'break' | 'self-exclusion';
  oldValue: string | null;
  newValue: string | null;
  effectiveAt: string;
  at: string;
  actorRole: 'player' | 'operator';
}

export interface OperatorPlayLimits {
  limits: PlayLimits;
  changes: PlayLimitChange[];
}

export const playLimitsEndpoints = {
  getPlayLimits: declare<{ query: typeof PlayerQuery }, PlayLimits>()('GET', '/api/external/v1/account/play-limits', 'player'),
  /** The daily limit and/or reality check interval: a lower limit at once, a higher one or none after 24 hours. */
  updatePlayLimits: declare<{ body: typeof PlayLimitsBody }, PlayLimits>()('PUT', '/api/external/v1/account/play-limits', 'player'),
  /** A break or self-exclusion, at once; it can be made longer, never shorter or lifted. */
  takePlayBreak: declare<{ body: typeof PlayBreakBody }, PlayLimits>()('POST', '/api/external/v1/account/play-limits/break', 'player'),
  /** "Keep playing" after a reality check. */
  acknowledgeRealityCheck: declare<{ body: typeof RealityCheckBody }, PlayLimits>()(
    'POST',
    '/api/external/v1/account/play-limits/reality-check',
    'player',
  ),
  /** The limits and their trail of the player who asked for a withdrawal, read-only (operators). */
  getWithdrawalPlayLimits: declare<{ query: typeof WithdrawalCodeQuery }, OperatorPlayLimits>()(
    'GET',
    '/api/operator/v1/withdrawals/play-limits',
    'operator',
  ),
} as const;
