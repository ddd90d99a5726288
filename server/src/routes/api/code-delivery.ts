import type { FastifyReply } from 'fastify';
import type { Transaction } from '../../db/database';
import type { Mailer, MailMessage } from '../../domain/mailer';
import { CodeChecksExhaustedError, CodeThrottledError, issueCode, type CodePurpose } from '../../domain/verification-codes';
import { ApiError, ErrorCode } from '../../http/envelope';
import { retryLater } from '../../plugins/rate-limit';

export interface CodeDelivery {
  reply: FastifyReply;
  mailer: Mailer;
  purpose: CodePurpose;
  /** Whose code it is (a player id). */
  target: string;
  /** config.codeResendIntervalSeconds */
  resendIntervalSeconds: number;
  mail: (code: string) => MailMessage;
  /** The 503 message when the mail cannot be sent. */
  unsentMessage: string;
}

/**
 * Issues a code inside tx and mails it before the commit: a mail that cannot leave rolls the code
 * back (and with it the resend interval), so the player can simply try again. A code asked for
 * within the resend interval is refused with 429 and Retry-After.
 */
export async function issueAndMailCode(tx: Transaction, delivery: CodeDelivery): Promise<void> {
  const { reply } = delivery;
  let code: string;
  try {
    code = await issueCode(tx, delivery.purpose, delivery.target, delivery.resendIntervalSeconds);
  } catch (error) {
    if (!(error instanceof CodeThrottledError)) throw error;
    throw retryLater(reply, error.retryAfterSeconds, new ApiError(429, ErrorCode.RATE_LIMITED, error.message));
  }
  await delivery.mailer.send(delivery.mail(code)).catch((error: unknown) => {
    reply.log.error({ err: error, purpose: delivery.purpose }, 'code mail not sent');
    throw ApiError.unavailable(delivery.unsentMessage);
  });
}

/**
 * Runs a code check (a transaction around consumeCode); a target whose checks of the day are
 * used up gets 429 RATE_LIMITED with Retry-After, whatever the code.
 */
export async function checkingCode<T>(reply: FastifyReply, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof CodeChecksExhaustedError)) throw error;
    throw retryLater(reply, error.retryAfterSeconds, new ApiError(429, ErrorCode.RATE_LIMITED, error.message));
  }
}
