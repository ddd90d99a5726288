import type { FastifyRequest } from 'fastify';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import * as messages from 'contract/messages';
import { NO_DAILY_LIMIT, PlayBreakBody, PlayerQuery, PlayLimitsBody, RealityCheckBody, WithdrawalCodeQuery } from 'contract/schemas';
import { acknowledgeRealityCheck, changeLimits, takeBreak } from '../../domain/play-limits/changes';
import type { DealRefusal } from '../../domain/play-limits/settings';
import { operatorPlayLimits, playLimitsOf } from '../../domain/play-limits/status';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const NOT_YOURS = 'You may only see and change your own play limits.';
const playerNotFound = () => ApiError.notFound('Player not found.');

/** A moment as the player reads it: Colombo's date and time ('YYYY-MM-DD HH:mm'), the messages saying "(Colombo time)". */
export const colomboTime = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Colombo', dateStyle: 'short', timeStyle: 'short' }).format(at);

/** A new game refused by the player's limits (ADR 061), as the games screen shows it. */
export function playRefusal(refusal: DealRefusal): ApiError {
  switch (refusal.reason) {
    case 'daily-limit':
      return new ApiError(403, ErrorCode.PLAY_LIMIT_REACHED, messages.playLimits.dailyLimitReached(refusal.minutes));
    case 'reality-check':
      return new ApiError(409, ErrorCode.REALITY_CHECK_DUE, messages.playLimits.realityCheckDue);
    case 'break':
      return new ApiError(403, ErrorCode.PLAY_BREAK, breakMessage(refusal.kind, refusal.until));
  }
}

export function breakMessage(kind: 'break' | 'self-exclusion', until: Date | null): string {
  if (until === null) return messages.playLimits.excludedForGood;
  return kind === 'break' ? messages.playLimits.onBreak(colomboTime(until)) : messages.playLimits.excludedUntil(colomboTime(until));
}

/**
 * Responsible play (issue 39, ADR 061), for the token's player only: the limits and today's play,
 * the daily limit and reality check interval, a break or self-exclusion, "keep playing". The
 * operators read a withdrawing player's limits and their trail, never change them.
 */
export const playLimitRoutes: ApiRoutes = async (app, { db, requireAccessToken, requireOperator }) => {
  const actorOf = (request: FastifyRequest) => ({ id: playerIdOf(request), role: 'player' as const });
  const current = async (playerId: string) => {
    const limits = await playLimitsOf(db, playerId);
    if (!limits) throw playerNotFound();
    return limits;
  };

  serveEndpoint(app, playLimitsEndpoints.getPlayLimits, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await current(playerIdOf(request))),
  });

  serveEndpoint(app, playLimitsEndpoints.updatePlayLimits, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: PlayLimitsBody },
    handler: async (request) => {
      const { dailyLimitMinutes, realityCheckMinutes } = request.body;
      const playerId = playerIdOf(request);
      const wanted = { dailyLimitMinutes: dailyLimitMinutes === NO_DAILY_LIMIT ? null : dailyLimitMinutes, realityCheckMinutes };
      const changed = await db.transaction((tx) => changeLimits(tx, playerId, wanted, actorOf(request)));
      if (changed.outcome === 'no-player') throw playerNotFound();
      const message = changed.pendingFrom ? messages.playLimits.raisePending(colomboTime(changed.pendingFrom)) : messages.playLimits.saved;
      return ok(await current(playerId), message);
    },
  });

  serveEndpoint(app, playLimitsEndpoints.takePlayBreak, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: PlayBreakBody },
    handler: async (request) => {
      const { kind, period } = request.body;
      const playerId = playerIdOf(request);
      const taken = await db.transaction((tx) => takeBreak(tx, playerId, { kind, period }, actorOf(request)));
      switch (taken.outcome) {
        case 'no-player':
          throw playerNotFound();
        case 'shorter':
          throw new ApiError(409, ErrorCode.BREAK_NOT_SHORTENED, messages.playLimits.cannotShorten);
        case 'permanent-already':
          throw new ApiError(409, ErrorCode.BREAK_NOT_SHORTENED, messages.playLimits.alreadyForGood);
        case 'taken': {
          const message =
            kind === 'break' && taken.until ? messages.playLimits.breakTaken(colomboTime(taken.until)) : messages.playLimits.selfExcluded;
          return ok(await current(playerId), message);
        }
      }
    },
  });

  serveEndpoint(app, playLimitsEndpoints.acknowledgeRealityCheck, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: RealityCheckBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      if (!(await db.transaction((tx) => acknowledgeRealityCheck(tx, playerId)))) throw playerNotFound();
      return ok(await current(playerId));
    },
  });

  serveEndpoint(app, playLimitsEndpoints.getWithdrawalPlayLimits, {
    onRequest: requireOperator,
    schema: { querystring: WithdrawalCodeQuery },
    handler: async (request) => {
      const { rows } = await db.query<{ playerId: string }>('SELECT player_id AS "playerId" FROM withdrawal_requests WHERE code = $1', [
        request.query.code,
      ]);
      const found = rows[0] && (await operatorPlayLimits(db, rows[0].playerId));
      if (!found) throw ApiError.notFound(`There is no withdrawal request ${request.query.code}.`);
      return ok(found);
    },
  });
};
