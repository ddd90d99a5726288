import { findBank } from 'contract/banks';
import { endpoints } from 'contract/endpoints';
import * as messages from 'contract/messages';
import { PlayerQuery, SaveBankDetailsBody } from 'contract/schemas';
import { checkCurrentPassword, mailBankChange } from '../../domain/bank-changes';
import {
  bankAccountOnFile,
  bankDetailsOnFile,
  findBankDetails,
  PasswordRequiredError,
  redirectsPayouts,
  saveBankDetails,
  UnreadableAccountNumberError,
} from '../../domain/bank-details';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

/**
 * POST /api/external/v1/save-bank-details sets the signed-in player's payout account (one current
 * set per player; each withdrawal keeps its own copy); GET /api/external/v1/bank-details reads it
 * back to pre-fill the withdrawal. Both answer the account number by its last 4 digits only; it is
 * stored sealed (ADR 030), and a stored number that does not open reads as none saved (logged),
 * so the player is asked for it again rather than shown an error. A save that changes the bank, the
 * number or the holder on file needs the current password and mails the player (ADR 042).
 */
export const bankDetailsRoutes: ApiRoutes = async (app, { config, db, mailer, requireAccessToken, personalData }) => {
  serveEndpoint(app, endpoints.saveBankDetails, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', 'You may only save your own bank details.'),
    schema: { body: SaveBankDetailsBody },
    handler: async (request) => {
      const { bankName, accountNumber, accountHolderName, branchName, currentPassword } = request.body;
      const playerId = playerIdOf(request);
      const bank = findBank(bankName)!; // the schema accepted only listed banks
      const details = { bankName: bank.name, bankCode: bank.code, accountNumber, accountHolderName, branchName };
      // Redirecting payouts asks for the password again (ADR 042); the save re-checks under its lock.
      const redirects = redirectsPayouts(await bankDetailsOnFile(db, personalData, playerId), details);
      if (redirects) await requireCurrentPassword(playerId, currentPassword);
      const saved = await saveBankDetails(db, personalData, playerId, details, redirects).catch((error: unknown) => {
        throw error instanceof PasswordRequiredError ? passwordRequired() : error;
      });
      if (!saved.saved) throw ApiError.notFound('Player not found.');
      if (saved.changed) {
        await mailBankChange(mailer, request.log, saved.holder, details, {
          webPublicUrl: config.webPublicUrl,
          holdHours: config.payouts.bankChangeHoldHours,
        });
      }
      return ok(bankAccountOnFile(details), messages.bankStep.saved);
    },
  });

  const passwordRequired = () => new ApiError(403, ErrorCode.PASSWORD_REQUIRED, messages.bankStep.passwordRequired);

  /** Refuses the save unless `password` is the player's: missing or wrong 403, 429 while the sign-in lockout holds. */
  async function requireCurrentPassword(playerId: string, password: string | undefined): Promise<void> {
    if (!password) throw passwordRequired();
    const check = await checkCurrentPassword(db, playerId, password);
    if (check === 'locked') throw new ApiError(429, ErrorCode.RATE_LIMITED, messages.bankStep.passwordLocked);
    if (check === 'wrong') throw new ApiError(403, ErrorCode.WRONG_PASSWORD, messages.bankStep.wrongPassword);
  }

  serveEndpoint(app, endpoints.getBankDetails, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', 'You may only read your own bank details.'),
    schema: { querystring: PlayerQuery },
    handler: async (request) => {
      const details = await findBankDetails(db, personalData, playerIdOf(request)).catch((error: unknown) => {
        if (!(error instanceof UnreadableAccountNumberError)) throw error;
        request.log.error({ err: error }, 'saved bank account number does not open: answered as none saved');
        return undefined;
      });
      return ok(details ? bankAccountOnFile(details) : null);
    },
  });
};
