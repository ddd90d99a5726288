import type { FastifyRequest } from 'fastify';
import { accountEndpoints, type AccountDetails, type PlayerSession } from 'contract/account-endpoints';
import * as messages from 'contract/messages';
import {
  AccountDetailsBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  EndSessionsBody,
  OtpCode,
  PlayerQuery,
} from 'contract/schemas';
import { changeEmail, emailUsedByAnother, findAccountDetails, replacePassword, saveAccountDetails } from '../../domain/account-details';
import { mailAccountNews, mailAccountNewsTo, maskedEmail, passwordResetUrl } from '../../domain/account-mails';
import { browserLabel } from '../../domain/browser-label';
import { emailChangeCodeMail } from '../../domain/code-mails';
import { checkPasswordOf } from '../../domain/current-password';
import { hashPassword } from '../../domain/passwords';
import { endPlayerSessions, listPlayerSessions, signInHistory, startSession } from '../../domain/player-sessions';
import { EmailTakenError, findPlayerById, normalizeEmail } from '../../domain/players';
import { consumeCode } from '../../domain/verification-codes';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { accessTokenOf } from '../../plugins/authentication';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import { checkingCode, issueAndMailCode } from './code-delivery';
import type { ApiRoutes } from './context';

const NOT_YOURS = 'You may only see and change your own account.';

const playerNotFound = () => ApiError.notFound('Player not found.');
const emailInUse = () => new ApiError(409, ErrorCode.EMAIL_IN_USE, messages.account.emailInUse);
const wrongCurrentPassword = () => new ApiError(403, ErrorCode.WRONG_PASSWORD, messages.account.wrongCurrentPassword);

/** The browser of this request, as sessions and sign-ins are shown (never the User-Agent itself). */
const browserOf = (request: FastifyRequest) => browserLabel(request.headers['user-agent']);

/**
 * The player's own account (issue 37, ADR 052): details, password, e-mail address, sessions and
 * sign-in history, all for the token's player only (another player's uuid is a 403 before anything
 * is read; a staff token is refused by requireAccessToken). Credentials change only with the
 * current password, checked as a sign-in checks it (domain/current-password.ts).
 */
export const accountRoutes: ApiRoutes = async (app, { config, db, mailer, requireAccessToken, sessions, rateLimit, personalData }) => {
  const { perIp, perTarget } = config.rateLimits;

  async function detailsOf(playerId: string): Promise<AccountDetails> {
    const details = await findAccountDetails(db, playerId);
    if (!details) throw playerNotFound();
    return details;
  }

  /** The current password again; 403 when wrong, 429 while the sign-in lockout holds. Answers the hash checked. */
  async function requireCurrentPassword(playerId: string, password: string): Promise<string> {
    const checked = await checkPasswordOf(db, playerId, password);
    if (checked.check === 'correct') return checked.passwordHash;
    throw checked.check === 'locked' ? new ApiError(429, ErrorCode.RATE_LIMITED, messages.account.passwordLocked) : wrongCurrentPassword();
  }

  async function sessionsOf(request: FastifyRequest, playerId: string): Promise<PlayerSession[]> {
    const { jti } = accessTokenOf(request);
    return (await listPlayerSessions(db, playerId)).map((session) => ({
      id: session.id,
      browser: session.browser,
      signedInAt: session.signedInAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      current: session.id === jti,
    }));
  }

  serveEndpoint(app, accountEndpoints.getAccountDetails, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await detailsOf(playerIdOf(request))),
  });

  /** Name, mobile and country always; the date of birth only while no identity is verified or under review (409 then). */
  serveEndpoint(app, accountEndpoints.updateAccountDetails, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: AccountDetailsBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      const { firstName, lastName, mobile, country, dateOfBirth } = request.body;
      const outcome = await db.transaction((tx) =>
        saveAccountDetails(tx, playerId, { firstName, lastName, mobile, countryId: country, dateOfBirth }),
      );
      if (outcome === 'no-player') throw playerNotFound();
      if (outcome === 'unknown-country') throw ApiError.validation('country: no country has this id.');
      if (outcome === 'date-of-birth-locked') throw new ApiError(409, ErrorCode.DATE_OF_BIRTH_LOCKED, messages.account.dateOfBirthLocked);
      return ok(await detailsOf(playerId), messages.account.detailsSaved);
    },
  });

  /**
   * The current password, then the new one: every session ends (the session version moves on), the
   * caller gets a fresh token as a sign-in gives one (recorded with its browser), and the player is mailed.
   */
  serveEndpoint(app, accountEndpoints.changePassword, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: ChangePasswordBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      const { currentPassword, password } = request.body;
      // Compares the two passwords sent, not the stored one: this tells a guesser nothing.
      if (password === currentPassword) throw ApiError.validation(messages.account.samePassword);
      const checkedHash = await requireCurrentPassword(playerId, currentPassword);
      const newHash = await hashPassword(password);
      const account = await db.transaction((tx) => replacePassword(tx, playerId, checkedHash, newHash));
      // Changed by another request since it was checked: the password sent is no longer the current one.
      if (!account) throw wrongCurrentPassword();
      sessions.forget(playerId);
      const issued = await startSession(
        db,
        personalData,
        account,
        { issuer: config.issuer, clientId: config.clientId, ttlSeconds: config.accessTokenTtlSeconds },
        browserOf(request),
      );
      await mailAccountNews(mailer, request.log, db, playerId, { kind: 'passwordChanged', resetUrl: passwordResetUrl(config) });
      return ok({ accessToken: issued.token, expiresIn: config.accessTokenTtlSeconds }, messages.account.passwordChanged);
    },
  });

  /**
   * The current password and a new address: a code bound to the player and that address is mailed
   * there (the verification engine: one a minute, and at most RATE_LIMIT_PER_TARGET mails per player
   * in its window). The password is checked before the address, so only the owner learns whether
   * another account uses it.
   */
  serveEndpoint(app, accountEndpoints.changeEmail, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    preHandler: rateLimit({ name: 'email-change-code-mail', perIp, perTarget: { ...perTarget, target: (request) => playerIdOf(request) } }),
    schema: { body: ChangeEmailBody },
    handler: async (request, reply) => {
      const playerId = playerIdOf(request);
      const email = normalizeEmail(request.body.email);
      await requireCurrentPassword(playerId, request.body.currentPassword);
      const player = await findPlayerById(db, playerId);
      if (!player) throw playerNotFound();
      if (normalizeEmail(player.email) === email) throw ApiError.validation(messages.account.sameEmail);
      if (await emailUsedByAnother(db, playerId, email)) throw emailInUse();
      await db.transaction((tx) =>
        issueAndMailCode(tx, {
          reply,
          mailer,
          resendIntervalSeconds: config.codeResendIntervalSeconds,
          purpose: 'email-change',
          target: playerId,
          binding: email,
          mail: (code) => emailChangeCodeMail(email, player.firstName, code, player.language),
          unsentMessage: 'The code could not be mailed to your new address. Please try again later.',
        }),
      );
      return ok(null, messages.account.emailCodeSent);
    },
  });

  /**
   * The code from the new address, with that address: the address changes in one transaction (the
   * unique index decides between two players confirming it at once), and the old address is told,
   * masked. The player's sessions go on (ADR 052).
   */
  serveEndpoint(app, accountEndpoints.confirmEmailChange, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: ConfirmEmailChangeBody },
    handler: async (request, reply) => {
      const playerId = playerIdOf(request);
      const email = normalizeEmail(request.body.email);
      const { code } = request.body;
      const changed = OtpCode.safeParse(code).success
        ? await checkingCode(reply, () =>
            db.transaction(async (tx) =>
              // A wrong code returns (and commits its counted attempt); a taken address throws (and rolls all back).
              (await consumeCode(tx, 'email-change', playerId, code, email)) ? changeEmail(tx, playerId, email) : undefined,
            ),
          ).catch((error: unknown) => {
            throw error instanceof EmailTakenError ? emailInUse() : error;
          })
        : undefined;
      if (!changed) throw new ApiError(400, ErrorCode.INVALID_VERIFICATION_OTP, messages.account.invalidCode);
      await mailAccountNewsTo(
        mailer,
        request.log,
        playerId,
        { email: changed.oldEmail, firstName: changed.firstName, language: changed.language },
        { kind: 'emailChanged', newAddress: maskedEmail(email), supportEmail: config.supportEmail },
      );
      return ok(await detailsOf(playerId), messages.account.emailChanged);
    },
  });

  /** The player's open sessions, newest first; the one of this request is `current`. */
  serveEndpoint(app, accountEndpoints.getSessions, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await sessionsOf(request, playerIdOf(request))),
  });

  /**
   * Ends one of the player's sessions by its id, or every other one: their tokens are revoked.
   * An id that names no open session of this player (another player's, one already ended) is a
   * 404 and ends nothing. Answers the sessions left.
   */
  serveEndpoint(app, accountEndpoints.endSessions, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', NOT_YOURS),
    schema: { body: EndSessionsBody },
    handler: async (request) => {
      const playerId = playerIdOf(request);
      const { body } = request;
      if ('allOthers' in body) {
        await endPlayerSessions(db, playerId, { allBut: accessTokenOf(request).jti });
        sessions.forget(playerId);
        return ok(await sessionsOf(request, playerId), messages.account.otherSessionsEnded);
      }
      const ended = await endPlayerSessions(db, playerId, { sessionId: body.sessionId });
      if (ended.length === 0) throw ApiError.notFound(messages.account.notFound);
      sessions.forget(playerId);
      return ok(await sessionsOf(request, playerId), messages.account.sessionEnded);
    },
  });

  /** Sign-ins of the last 30 days, newest first: when, from which browser, and how they ended. */
  serveEndpoint(app, accountEndpoints.getSignInHistory, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', NOT_YOURS),
    schema: { querystring: PlayerQuery },
    handler: async (request) =>
      ok(
        (await signInHistory(db, playerIdOf(request))).map((event) => ({
          at: event.at.toISOString(),
          browser: event.browser,
          outcome: event.outcome,
        })),
      ),
  });
};
