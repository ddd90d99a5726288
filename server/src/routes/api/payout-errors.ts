import type { FastifyRequest } from 'fastify';
import { accessTokenOf, PAYOUT_APPROVER } from '../../plugins/authentication';
import { BatchNotFoundError, NothingToExportError } from '../../domain/payout-batches';
import type { Actor } from '../../domain/actors';
import {
  BankChangeHoldError,
  FourEyesError,
  IdentityNotVerifiedError,
  InvalidTransitionError,
  WithdrawalNotFoundError,
} from '../../domain/payouts';
import { ApiError, ErrorCode } from '../../http/envelope';

/** The signed-in operator as the audit trail records them (behind requireOperator). */
export function operatorOf(request: FastifyRequest): Actor {
  const { sub, email, roles } = accessTokenOf(request);
  const isApprover = roles.includes(PAYOUT_APPROVER);
  return { id: sub.toLowerCase(), email: email ?? sub, role: isApprover ? PAYOUT_APPROVER : 'payout-operator', isApprover };
}

/** The payout domain's refusals as API errors (404, 409, 403); anything else passes through unchanged. */
export function payoutApiError(error: unknown): unknown {
  if (error instanceof WithdrawalNotFoundError || error instanceof BatchNotFoundError) return ApiError.notFound(error.message);
  if (error instanceof InvalidTransitionError) return new ApiError(409, ErrorCode.INVALID_TRANSITION, error.message);
  if (error instanceof FourEyesError) {
    return error.needsApproverRole ? ApiError.forbidden(error.message) : new ApiError(409, ErrorCode.FOUR_EYES_REQUIRED, error.message);
  }
  if (error instanceof BankChangeHoldError) return new ApiError(409, ErrorCode.ACCOUNT_ON_HOLD, error.message);
  if (error instanceof IdentityNotVerifiedError) return new ApiError(409, ErrorCode.IDENTITY_NOT_VERIFIED, error.message);
  if (error instanceof NothingToExportError) return new ApiError(409, ErrorCode.NOTHING_TO_EXPORT, error.message);
  return error;
}
