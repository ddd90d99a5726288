/**
 * Every API answer has this shape (spec §7). `error_code` is always a string:
 * 'NO_ERROR' on success, otherwise one of `ErrorCode` (the spec's numeric codes as text).
 */
export interface Envelope<T = unknown> {
  status: boolean;
  error_code: string;
  message: string;
  content: T;
}

export const ErrorCode = {
  NO_ERROR: 'NO_ERROR',
  /** Sign-in or health check for a player whose e-mail is not verified. */
  EMAIL_NOT_VERIFIED: '140004',
  /** Registration with an e-mail that already has an account. */
  EMAIL_EXISTS: '150005',
  /** Forgot-password send for an unknown e-mail. */
  USER_NOT_FOUND: '290002',
  /** Reset-password with an invalid or used reset token. */
  INVALID_RESET_CODE: '290005',
  /** Forgot-password code that does not match. */
  INVALID_RESET_OTP: '290006',
  /** E-mail verification code that does not match. */
  INVALID_VERIFICATION_OTP: '340004',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The mail server of the address refused it for good (no such mailbox …): the code cannot be mailed there. */
  EMAIL_UNDELIVERABLE: 'EMAIL_UNDELIVERABLE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A withdrawal larger than the balance, or below the chosen tier. */
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  /** A withdrawal before any bank details were saved. */
  BANK_DETAILS_REQUIRED: 'BANK_DETAILS_REQUIRED',
  /** The same Idempotency-Key reused with a different request. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** A payout transition not allowed from the request's current status (ADR 027). */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** A large payout approved without another operator's review, or by its own reviewer (ADR 027). */
  FOUR_EYES_REQUIRED: 'FOUR_EYES_REQUIRED',
  /** A bank file asked for while no approved request is waiting for one. */
  NOTHING_TO_EXPORT: 'NOTHING_TO_EXPORT',
  /** An exported bank file whose requests no longer rebuild the bytes first exported (ADR 043): not handed out. */
  BANK_FILE_CHANGED: 'BANK_FILE_CHANGED',
  /** A withdrawal asked for, or approved, while the player's identity is not (yet) verified (ADR 031). */
  IDENTITY_NOT_VERIFIED: 'IDENTITY_NOT_VERIFIED',
  /** An NIC number another account holds: refused and flagged for the operators (ADR 031). */
  NIC_IN_USE: 'NIC_IN_USE',
  /** An identity submission while one is under review or verified. */
  IDENTITY_SUBMITTED: 'IDENTITY_SUBMITTED',
  /** A card photo that is not a JPEG, PNG or WebP by its content, too large, or unreadable. */
  INVALID_PHOTO: 'INVALID_PHOTO',
  /** A game's moves that cannot have been played: illegal, unsolved or faster than a human (ADR 032). */
  IMPOSSIBLE_RESULT: 'IMPOSSIBLE_RESULT',
  /** A person's review of a refused game result asked for again: one request per attempt (ADR 060). */
  REVIEW_ALREADY_REQUESTED: 'REVIEW_ALREADY_REQUESTED',
  /** A game submitted again with other moves: its first result stands. */
  ATTEMPT_SUBMITTED: 'ATTEMPT_SUBMITTED',
  /** Today's challenge asked for again once the player's one attempt at it is over. */
  DAILY_CHALLENGE_PLAYED: 'DAILY_CHALLENGE_PLAYED',
  /** A game submitted after its time ran out. */
  ATTEMPT_EXPIRED: 'ATTEMPT_EXPIRED',
  /** An approval of a request paid to an account changed within the hold (ADR 042). */
  ACCOUNT_ON_HOLD: 'ACCOUNT_ON_HOLD',
  /** A change of the payout account sent without the current password, or with a wrong one (ADR 042). */
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** A new date of birth once an identity is verified or under review: the date is the NIC's (issue 37). */
  DATE_OF_BIRTH_LOCKED: 'DATE_OF_BIRTH_LOCKED',
  /** An e-mail change to an address another account uses (issue 37). */
  EMAIL_IN_USE: 'EMAIL_IN_USE',
  /** A new archive of the player's data asked for while one is being prepared (ADR 058). */
  EXPORT_IN_PROGRESS: 'EXPORT_IN_PROGRESS',
  /** Closing an account while a withdrawal is pending or approved (ADR 059). */
  WITHDRAWAL_OPEN: 'WITHDRAWAL_OPEN',
  /** A withdrawal or a game while the account is closing (ADR 059). */
  ACCOUNT_CLOSING: 'ACCOUNT_CLOSING',
  /** A new game refused by the player's own limits (ADR 061): the daily limit reached, a break or self-exclusion. */
  PLAY_LIMIT_REACHED: 'PLAY_LIMIT_REACHED',
  PLAY_BREAK: 'PLAY_BREAK',
  /** A new game while a reality check awaits "keep playing" (ADR 061). */
  REALITY_CHECK_DUE: 'REALITY_CHECK_DUE',
  /** A break or self-exclusion asked to end sooner than the one in force (ADR 061). */
  BREAK_NOT_SHORTENED: 'BREAK_NOT_SHORTENED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
