import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { endpoints, type ContentOf } from 'contract/endpoints';
import { identityMessages } from 'contract/identity';
import * as messages from 'contract/messages';
import { formatLkr, formatNumber, isWithdrawalTier, MINIMUM_WITHDRAWAL_COINS, type WithdrawalTier } from 'contract/money';
import { CancelWithdrawalBody, PlayerQuery, WithdrawalBody } from 'contract/schemas';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { mailAccountNews } from '../../domain/account-mails';
import { UnreadableAccountNumberError } from '../../domain/bank-details';
import { InsufficientCoinsError, PlayerNotFoundError } from '../../domain/coins';
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyConflictError, requestFingerprint, runIdempotent } from '../../domain/idempotency';
import {
  BankDetailsRequiredError,
  findCountryName,
  IdentityVerificationRequiredError,
  listWithdrawals,
  requestWithdrawal,
  type Receiver,
} from '../../domain/withdrawals';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { Mailer } from '../../domain/mailer';
import { cancelWithdrawal } from '../../domain/payouts';
import { accessTokenOf } from '../../plugins/authentication';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { AccountClosingError } from '../../domain/account-closure';
import { payoutApiError } from './payout-errors';

const TRANSACTIONS_LIMIT = 50;

/** The tier the player chose; a numeric string from a form field counts as its number. */
function tierOf(value: unknown): WithdrawalTier | undefined {
  const amount = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isWithdrawalTier(amount) ? amount : undefined;
}

/** The receiver details as stored: the country under its canonical name (400 when unknown). */
async function receiverOf(db: Queryable, body: z.output<typeof WithdrawalBody>): Promise<Receiver> {
  const receiver = { name: body.receiverName, email: body.receiverEmail, phone: body.receiverPhone, country: null };
  if (body.receiverCountry === null) return receiver;
  const country = await findCountryName(db, body.receiverCountry);
  if (!country) throw ApiError.validation('receiverCountry must be a country from the list.');
  return { ...receiver, country };
}

/** The Idempotency-Key header, if sent; 400 when it is not 1 to 100 printable characters. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw ApiError.validation('Idempotency-Key must be 1 to 100 printable characters.');
  }
  return key;
}

function insufficientCoins(balance: number, tier: WithdrawalTier): ApiError {
  const message =
    balance < MINIMUM_WITHDRAWAL_COINS
      ? messages.withdrawalGate.notEnoughCoins
      : `You need ${formatNumber(tier)} or more coins to withdraw ${formatLkr(tier)}.`;
  return new ApiError(409, ErrorCode.INSUFFICIENT_COINS, message);
}

/** Domain refusals as API errors; anything else passes through unchanged. */
function toApiError(error: unknown, tier: WithdrawalTier): unknown {
  if (error instanceof InsufficientCoinsError) return insufficientCoins(error.balance, tier);
  // Saved details whose number does not open count as none: the player saves them again.
  if (error instanceof BankDetailsRequiredError || error instanceof UnreadableAccountNumberError) {
    return new ApiError(400, ErrorCode.BANK_DETAILS_REQUIRED, 'Please save your bank details before requesting a withdrawal.');
  }
  if (error instanceof IdentityVerificationRequiredError) {
    return new ApiError(409, ErrorCode.IDENTITY_NOT_VERIFIED, identityMessages.verificationRequired);
  }
  if (error instanceof IdempotencyConflictError) {
    return new ApiError(422, ErrorCode.IDEMPOTENCY_CONFLICT, 'This Idempotency-Key was already used with a different request.');
  }
  if (error instanceof PlayerNotFoundError) return ApiError.notFound('Player not found.');
  if (error instanceof AccountClosingError) return new ApiError(409, ErrorCode.ACCOUNT_CLOSING, messages.closure.accountClosing);
  return error;
}

/** "We received your request", naming the account by its last four digits only. */
async function mailWithdrawalReceived(
  db: Queryable,
  mailer: Mailer,
  log: FastifyBaseLogger,
  playerId: string,
  code: string,
): Promise<void> {
  const { rows } = await db.query<{ amount: number; accountEnding: string; bankName: string }>(
    'SELECT amount_lkr AS amount, account_number_ending AS "accountEnding", bank_name AS "bankName" FROM withdrawal_requests WHERE code = $1',
    [code],
  );
  const request = rows[0];
  if (request)
    await mailAccountNews(mailer, log, db, playerId, { kind: 'withdrawalReceived', code, ...request, amount: Number(request.amount) });
}

/**
 * POST get-user-withdrawl: debits a tier and records a pending withdrawal request, at most once
 * per Idempotency-Key. POST withdrawals/cancel: the player takes back a pending request, coins
 * refunded at once (ADR 027). GET transactions: the player's withdrawal requests, newest first.
 */
export const withdrawalRoutes: ApiRoutes = async (app, { db, mailer, requireAccessToken, personalData }) => {
  const withdrawal = endpoints.requestWithdrawal;
  serveEndpoint(app, withdrawal, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', 'You may only withdraw from your own account.'),
    schema: { body: WithdrawalBody },
    handler: async (request, reply) => {
      const { body } = request;
      const playerId = playerIdOf(request);
      const amount = tierOf(body.selectedTierAmount);
      if (amount === undefined) throw ApiError.validation(messages.bankStep.selectAmount);
      const key = idempotencyKeyOf(request);
      const receiver = await receiverOf(db, body);
      const fingerprint = requestFingerprint(withdrawal.method, withdrawal.path, amount, receiver);
      const keyed = key === undefined ? undefined : { playerId, key, fingerprint };

      // Set only when this call made the request: a replay of it is not mailed again.
      let created: string | undefined;
      const outcome = await runIdempotent(db, keyed, async (tx) => {
        const { code, status, balance, createdAt } = await requestWithdrawal(tx, personalData, { playerId, amount, receiver });
        created = code;
        // Stored as JSON for replays, out of serveEndpoint's sight: the declaration types it here.
        const receipt: ContentOf<typeof withdrawal> = { code, amount, status, balance, createdAt: createdAt.toISOString() };
        return { statusCode: 200, body: JSON.stringify(ok(receipt, messages.bankStep.amountSent)) };
      }).catch((error: unknown) => {
        if (error instanceof UnreadableAccountNumberError)
          request.log.error({ err: error }, 'saved bank account number does not open: withdrawal refused');
        throw toApiError(error, amount);
      });
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      else if (created) await mailWithdrawalReceived(db, mailer, request.log, playerId, created);
      return reply.code(outcome.answer.statusCode).type('application/json; charset=utf-8').send(outcome.answer.body);
    },
  });

  serveEndpoint(app, endpoints.cancelWithdrawal, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', 'You may only cancel your own withdrawal requests.'),
    schema: { body: CancelWithdrawalBody },
    handler: async (request) => {
      const player = { id: playerIdOf(request), email: accessTokenOf(request).email ?? '', role: 'player', isApprover: false };
      const code = request.body.code.toUpperCase();
      // Another player's code answers 404 like an unknown one: codes are not to be probed.
      const cancelled = await db
        .transaction((tx) => cancelWithdrawal(tx, code, player))
        .catch((error: unknown) => {
          throw payoutApiError(error);
        });
      const content = { code: cancelled.code, status: 'cancelled' as const, balance: cancelled.balance! };
      return ok(content, 'Your withdrawal request was cancelled and the coins are back.');
    },
  });

  serveEndpoint(app, endpoints.getTransactions, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', 'You may only read your own transactions.'),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await listWithdrawals(db, playerIdOf(request), TRANSACTIONS_LIMIT)),
  });
};
