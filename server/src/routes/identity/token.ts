import type { FastifyBaseLogger } from 'fastify';
import { TOKEN_SCOPE } from '../../domain/access-tokens';
import { lockForSignIn } from '../../domain/account-closure';
import { mailAccountNews, passwordResetUrl } from '../../domain/account-mails';
import { browserLabel } from '../../domain/browser-label';
import { verifyPassword } from '../../domain/passwords';
import { recordSignInEvent, startSession, type SignInOutcome } from '../../domain/player-sessions';
import { recordSignIn } from '../../domain/players';
import { clearSignInFailures, findSignInAccount, lockedTheAccount, reserveSignInAttempt } from '../../domain/sign-in-lockout';
import { formField, serveClientEndpoint, type IdentityRoutes } from './context';
import { OAuthError } from './oauth-errors';

/** Keycloak's error_code for a correct password on an account whose e-mail is not verified. */
const ACCOUNT_NOT_SET_UP = '140004';

/**
 * POST /realms/{realm}/protocol/openid-connect/token: the resource-owner password grant of a
 * confidential client, answering like Keycloak (same status codes, error fields and claims).
 */
export const tokenRoutes: IdentityRoutes = async (app, { config, db, mailer, personalData, rateLimit }) => {
  serveClientEndpoint(app, { config, rateLimit }, 'token', async (request, reply) => {
    const grantType = formField(request.body, 'grant_type');
    if (grantType === undefined) throw new OAuthError(400, 'invalid_request', 'Missing form parameter: grant_type');
    if (grantType !== 'password') throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type');

    const username = formField(request.body, 'username');
    const password = formField(request.body, 'password');
    if (username === undefined) throw new OAuthError(400, 'invalid_request', 'Missing parameter: username');
    if (password === undefined) throw new OAuthError(400, 'invalid_request', 'Missing parameter: password');

    const account = await findSignInAccount(db, username);
    // The attempt is counted before the password is checked, so parallel guesses cannot all
    // be checked before the lock (domain/sign-in-lockout.ts).
    const failures = account === undefined ? undefined : await reserveSignInAttempt(db, account.id);
    const reserved = failures !== undefined;
    // Always one argon2 verification, against a dummy hash for unknown e-mails and locked
    // accounts: the answer and its timing are the same for "no such account", "wrong password"
    // and "locked", and a locked account's password is never checked (docs/decisions/007).
    const player = reserved ? account : undefined;
    const passwordOk = await verifyPassword(player?.passwordHash, password);
    const browser = browserLabel(request.headers['user-agent']);
    if (!player || !passwordOk) {
      request.log.info({ known: Boolean(account), locked: Boolean(account) && !reserved }, 'sign-in refused');
      // The account's sign-in history (ADR 052); not awaited either, for the same reason.
      if (account) void recordRefusal(account.id, browser, reserved ? 'wrong_password' : 'locked', request.log);
      // Not awaited: the answer (and its timing) stays the same as for an unknown address.
      if (player && failures !== undefined && lockedTheAccount(failures) && mailer) {
        void mailAccountNews(mailer, request.log, db, player.id, { kind: 'locked', resetUrl: passwordResetUrl(config) });
      }
      throw new OAuthError(401, 'invalid_grant', 'Invalid user credentials');
    }
    await clearSignInFailures(db, player.id);
    if (!player.emailVerified) {
      throw new OAuthError(400, 'invalid_grant', 'Account is not fully set up', { error_code: ACCOUNT_NOT_SET_UP });
    }

    // One transaction with the account locked: an erasure racing this sign-in either waits and then
    // erases what it records, or goes first and this sign-in is refused (ADR 059).
    const accessToken = await db.transaction(async (tx) => {
      if (!(await lockForSignIn(tx, player.id, player.sessionVersion))) return undefined;
      // Recorded as a session the player can see and end (ADR 052), with the browser it came from.
      const { token } = await startSession(
        tx,
        personalData,
        player,
        { issuer: config.issuer, clientId: config.clientId, ttlSeconds: config.accessTokenTtlSeconds },
        browser,
      );
      // After the token is made, so a sign-in that fails gives no token and records nothing. This
      // grant is the only sign-in: a token passed to a new tab (docs/decisions/022) continues one.
      await recordSignIn(tx, player.id);
      await recordSignInEvent(tx, player.id, browser, 'success');
      return token;
    });
    if (accessToken === undefined) throw new OAuthError(401, 'invalid_grant', 'Invalid user credentials');
    // RFC 6749 §5.1: token responses must not be cached.
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return {
      access_token: accessToken,
      expires_in: config.accessTokenTtlSeconds,
      token_type: 'Bearer',
      scope: TOKEN_SCOPE,
    };
  });

  /** A refused sign-in in the account's history; a failure to record it is logged, never answered. */
  async function recordRefusal(playerId: string, browser: string, outcome: SignInOutcome, log: FastifyBaseLogger): Promise<void> {
    try {
      await recordSignInEvent(db, playerId, browser, outcome);
    } catch (error) {
      log.error({ err: error, outcome }, 'refused sign-in not recorded in the history');
    }
  }
};
