import type { FastifyReply } from 'fastify';
import type { Transaction } from '../../db/database';
import { RecipientRefusedError, type Mailer, type MailMessage } from '../../domain/mailer';
import { CodeChecksExhaustedError, CodeThrottledError, issueCode, type CodePurpose } from '../../domain/verification-codes';
import { ApiError, ErrorCode } from '../../http/envelope';
import { retryLater } from '../../plugins/rate-limit';

export interface CodeDelivery {
  reply: FastifyReply;
  mailer: Mailer;
  purpose: CodePurpose;
  /** Whose code it is (a player id). */
  target: string;
  /** What else the code is bound to (an e-mail change's new address): verification-codes.ts. */
  binding?: string;
  /** config.codeResendIntervalSeconds */
  resendIntervalSeconds: number;
  mail: (code: string) => Promise<MailMessage>;
  /** The 503 message when the mail cannot be sent for now. */
  unsentMessage: string;
}

const UNDELIVERABLE_MESSAGE = 'This email address cannot receive mail.';

/**
 * Issues a code inside tx and mails it before the commit: a mail that cannot leave rolls the code
 * back (and with it the resend interval, and a registration's new account), so nothing is left
 * half done. An address its mail server refuses for good is a 400 EMAIL_UNDELIVERABLE; any other
 * failure a 503, and the player can simply try again. A code asked for within the resend interval
 * is refused with 429 and Retry-After.
 */
export async function issueAndMailCode(tx: Transaction, delivery: CodeDelivery): Promise<void> {
  const { reply } = delivery;
  let code: string;
  try {
    code = await issueCode(tx, delivery.purpose, delivery.target, delivery.resendIntervalSeconds, delivery.binding);
  } catch (error) {
    if (!(error instanceof CodeThrottledError)) throw error;
    throw retryLater(reply, error.retryAfterSeconds, new ApiError(429, ErrorCode.RATE_LIMITED, error.message));
  }
  const message = await delivery.mail(code);
  // Whose code it is, recorded in tx: a registration rolled back leaves no record (sent-mails.ts).
  const about = message.about && { ...message.about, playerId: delivery.target, within: tx };
  await delivery.mailer.send({ ...message, about }).catch((error: unknown) => {
    if (error instanceof RecipientRefusedError) {
      // Trying again cannot help: a 400 that says so, not a 503 "try again later".
      reply.log.info({ err: error, purpose: delivery.purpose }, 'code mail refused by the recipient server');
      throw new ApiError(400, ErrorCode.EMAIL_UNDELIVERABLE, UNDELIVERABLE_MESSAGE);
    }
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
