import { closureEndpoints, type AccountClosure } from 'contract/closure-endpoints';
import * as messages from 'contract/messages';
import { CloseAccountBody, KeepAccountBody, PlayerQuery } from 'contract/schemas';
import type { Queryable } from '../../db/database';
import { closingDateOf, keepAccount, scheduleClosure } from '../../domain/account-closure';
import { mailAccountNews, passwordResetUrl } from '../../domain/account-mails';
import { checkPasswordOf } from '../../domain/current-password';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const NOT_YOURS = 'You may only see and change your own account.';

/** Sri Lanka's date of a moment, as mails name the closing day ('YYYY-MM-DD'). */
const sriLankaDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Colombo' });

/** The account page where a closing account is kept (the mail's link). */
export const PRIVACY_PAGE = '/account/privacy';

async function closureOf(db: Queryable, playerId: string): Promise<AccountClosure> {
  const closesAt = await closingDateOf(db, playerId);
  if (closesAt === undefined) throw ApiError.notFound('Player not found.');
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM withdrawal_requests WHERE player_id = $1 AND status IN ('pending', 'approved') ORDER BY created_at, id LIMIT 1`,
    [playerId],
  );
  return { closesAt: closesAt?.toISOString() ?? null, openWithdrawal: rows[0]?.code ?? null };
}

/**
 * Closing the account (issue 38, ADR 059): the status, the closure with the current password (not
 * while a withdrawal is pending or approved), and keeping the account during its 14 days. The
 * erasure itself is the privacy job's (domain/privacy-jobs.ts).
 */
export const accountClosureRoutes: ApiRoutes = async (app, { config, db, mailer, requireAccessToken }) => {
  serveEndpoint(app, closureEndpoints.getAccountClosure, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await closureOf(db, playerIdOf(request))),
  });

  serveEndpoint(app, closureEndpoints.closeAccount, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: CloseAccountBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      const checked = await checkPasswordOf(db, playerId, request.body.currentPassword);
      if (checked.check === 'locked') throw new ApiError(429, ErrorCode.RATE_LIMITED, messages.account.passwordLocked);
      if (checked.check !== 'correct') throw new ApiError(403, ErrorCode.WRONG_PASSWORD, messages.account.wrongCurrentPassword);
      const closure = await db.transaction((tx) => scheduleClosure(tx, playerId));
      switch (closure.outcome) {
        case 'no-player':
          throw ApiError.notFound('Player not found.');
        case 'withdrawal-open':
          throw new ApiError(409, ErrorCode.WITHDRAWAL_OPEN, messages.closure.withdrawalOpen(closure.code));
        case 'already-scheduled':
          return ok(await closureOf(db, playerId), messages.closure.alreadyScheduled);
        case 'scheduled':
          await mailAccountNews(mailer, request.log, db, playerId, {
            kind: 'closureScheduled',
            date: sriLankaDate(closure.closesAt),
            accountUrl: `${config.webPublicUrl}${PRIVACY_PAGE}`,
          });
          return ok(await closureOf(db, playerId), messages.closure.closureScheduled);
      }
    },
  });

  serveEndpoint(app, closureEndpoints.keepAccount, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: KeepAccountBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      const kept = await db.transaction((tx) => keepAccount(tx, playerId));
      if (!kept) throw new ApiError(409, ErrorCode.INVALID_TRANSITION, messages.closure.nothingToKeep);
      await mailAccountNews(mailer, request.log, db, playerId, { kind: 'accountKept', resetUrl: passwordResetUrl(config) });
      return ok(await closureOf(db, playerId), messages.closure.accountKept);
    },
  });
};
