import { gameEndpoints } from 'contract/game-endpoints';
import { gameMessages } from 'contract/games';
import * as messages from 'contract/messages';
import { AnswerMoveBody, LeaderboardQuery, ObjectAttemptBody, StartAttemptBody, SubmitAttemptBody } from 'contract/schemas';
import { AccountClosingError } from '../../domain/account-closure';
import { avatarImagePath } from '../../domain/avatars';
import { PlayerNotFoundError } from '../../domain/coins';
import { recordAnswer } from '../../domain/games/answers';
import { DailyChallengePlayedError, startAttempt } from '../../domain/games/attempts';
import { submitAttempt } from '../../domain/games/judgement';
import { objectToAttempt, playerObjections } from '../../domain/games/objections';
import { dailySeedKey } from '../../domain/games/seeds';
import { playBreakOf, PlayRefusedError } from '../../domain/play-limits/settings';
import { gamesOverview, leaderboard } from '../../domain/games/standings';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { playRefusal } from './play-limits';

/**
 * Requests per player in 10 minutes; per address ten times that, since many players may share one
 * (a mobile carrier's NAT). Deals: far more than anyone plays, few enough that nobody can fill the
 * attempts table. Quick Sums answers: 20 a round, one round a minute at most, so 400 is twice what anyone sends.
 */
const STARTS_PER_PLAYER = 120;
const ANSWERS_PER_PLAYER = 400;
const LIMIT_WINDOW_SECONDS = 10 * 60;

/**
 * A submission of MAX_MOVES moves, each at its longest ({"value":-1000000,"at":86400000}, 33
 * bytes with its comma), is about 33 KB: more than the server's 16 KiB, so this route takes 40 KiB.
 */
const SUBMISSION_BODY_LIMIT_BYTES = 40 * 1024;

/** The refusal of an attempt that is no longer open, by what closed it (a verdict, expiry, or a newer deal). */
function closedAttemptError(status: 'already-submitted' | 'verified' | 'refused' | 'expired' | 'abandoned'): ApiError {
  if (status === 'expired') return new ApiError(409, ErrorCode.ATTEMPT_EXPIRED, gameMessages.expired);
  if (status === 'abandoned') return new ApiError(409, ErrorCode.ATTEMPT_EXPIRED, gameMessages.abandoned);
  return new ApiError(409, ErrorCode.ATTEMPT_SUBMITTED, gameMessages.alreadySubmitted);
}

/**
 * The skill games (ADR 032), all for the signed-in player only (a staff token is refused
 * by requireAccessToken): GET games lists them, POST attempts deals one (today's challenge once a
 * day; one open game at a time), POST attempts/answer takes one Quick Sums answer by the
 * server's clock, POST attempts/submit replays its moves and pays a verified win, GET leaderboard ranks today's challenge. The player is
 * always the token's subject; no request names one, so none can name another.
 */
export const gameRoutes: ApiRoutes = async (app, { config, db, requireAccessToken, rateLimit }) => {
  const seedKey = dailySeedKey(config.personalDataKey);
  /** The rule of every game request a player repeats: `limit` per player, ten times it per address. */
  const perPlayer = (name: string, limit: number) =>
    rateLimit({
      name,
      perIp: { limit: 10 * limit, windowSeconds: LIMIT_WINDOW_SECONDS },
      perTarget: { limit, windowSeconds: LIMIT_WINDOW_SECONDS, target: (request) => playerIdOf(request) },
    });

  serveEndpoint(app, gameEndpoints.listGames, {
    onRequest: requireAccessToken,
    schema: {},
    handler: async (request) => ok(await gamesOverview(db, playerIdOf(request))),
  });

  serveEndpoint(app, gameEndpoints.startAttempt, {
    onRequest: requireAccessToken,
    preHandler: perPlayer('game-start', STARTS_PER_PLAYER),
    schema: { body: StartAttemptBody },
    handler: async (request) => {
      const { gameId, mode } = request.body;
      const dealt = await startAttempt(db, seedKey, { playerId: playerIdOf(request), gameId, mode }).catch((error: unknown) => {
        if (error instanceof DailyChallengePlayedError) throw new ApiError(409, ErrorCode.DAILY_CHALLENGE_PLAYED, gameMessages.dailyPlayed);
        if (error instanceof AccountClosingError) throw new ApiError(409, ErrorCode.ACCOUNT_CLOSING, messages.closure.accountClosing);
        if (error instanceof PlayRefusedError) throw playRefusal(error.refusal);
        throw error instanceof PlayerNotFoundError ? ApiError.notFound('Player not found.') : error;
      });
      return ok(dealt);
    },
  });

  serveEndpoint(app, gameEndpoints.submitAttempt, {
    onRequest: requireAccessToken,
    bodyLimit: SUBMISSION_BODY_LIMIT_BYTES,
    schema: { body: SubmitAttemptBody },
    handler: async (request) => {
      const { attemptId, moves } = request.body;
      const outcome = await submitAttempt(db, { playerId: playerIdOf(request), attemptId, moves });
      switch (outcome.kind) {
        case 'verified':
          return ok(outcome.result, outcome.result.message);
        case 'not-found':
          throw ApiError.notFound(gameMessages.attemptNotFound);
        case 'already-submitted':
        case 'expired':
        case 'abandoned':
          throw closedAttemptError(outcome.kind);
        case 'refused':
          throw new ApiError(422, ErrorCode.IMPOSSIBLE_RESULT, gameMessages.refusals[outcome.refusal]);
      }
    },
  });

  serveEndpoint(app, gameEndpoints.answerMove, {
    onRequest: requireAccessToken,
    preHandler: perPlayer('game-answer', ANSWERS_PER_PLAYER),
    schema: { body: AnswerMoveBody },
    handler: async (request) => {
      const outcome = await recordAnswer(db, { playerId: playerIdOf(request), ...request.body });
      switch (outcome.kind) {
        case 'recorded':
          return ok(outcome.answered);
        case 'not-found':
          throw ApiError.notFound(gameMessages.attemptNotFound);
        case 'not-answerable':
          throw new ApiError(409, ErrorCode.ATTEMPT_SUBMITTED, gameMessages.notAnswerable);
        case 'out-of-order':
          throw new ApiError(409, ErrorCode.ATTEMPT_SUBMITTED, gameMessages.answerOutOfOrder);
        case 'too-late':
          throw new ApiError(409, ErrorCode.ATTEMPT_EXPIRED, gameMessages.answerTooLate);
        case 'too-fast':
          throw new ApiError(422, ErrorCode.IMPOSSIBLE_RESULT, gameMessages.refusals['too-fast']);
        case 'closed':
          throw closedAttemptError(outcome.status);
      }
    },
  });

  // ADR 060: a person's review of a refused result, one per attempt; few enough to ask that a limit is the deals' own.
  serveEndpoint(app, gameEndpoints.objectToAttempt, {
    onRequest: requireAccessToken,
    preHandler: perPlayer('game-objection', STARTS_PER_PLAYER),
    schema: { body: ObjectAttemptBody },
    handler: async (request) => {
      const outcome = await objectToAttempt(db, playerIdOf(request), request.body.attemptId.toLowerCase());
      switch (outcome.kind) {
        case 'opened':
          return ok(outcome.objection, gameMessages.objection.sent);
        case 'already-asked':
          throw new ApiError(409, ErrorCode.REVIEW_ALREADY_REQUESTED, gameMessages.objection.alreadyAsked);
        case 'not-found':
          throw ApiError.notFound(gameMessages.attemptNotFound);
        case 'not-refused':
          throw new ApiError(409, ErrorCode.INVALID_TRANSITION, gameMessages.objection.notRefused);
      }
    },
  });

  serveEndpoint(app, gameEndpoints.listObjections, {
    onRequest: requireAccessToken,
    schema: {},
    handler: async (request) => ok(await playerObjections(db, playerIdOf(request))),
  });

  serveEndpoint(app, gameEndpoints.getLeaderboard, {
    onRequest: requireAccessToken,
    schema: { querystring: LeaderboardQuery },
    handler: async (request) => {
      // On a break or self-excluded, the player sees no leaderboard (and no other sees theirs: standings.ts).
      const refusal = await playBreakOf(db, playerIdOf(request));
      if (refusal) throw playRefusal(refusal);
      return ok(await leaderboard(db, avatarImagePath(config), playerIdOf(request), request.query.gameId));
    },
  });
};
