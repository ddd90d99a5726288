import { findBank } from 'shared/banks';
import { endpoints } from 'shared/endpoints';
import { messages } from 'shared/messages';
import { PlayerQuery, SaveBankDetailsBody } from 'shared/schemas';
import { bankAccountOnFile, findBankDetails, saveBankDetails, UnreadableAccountNumberError } from '../../domain/bank-details';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

/**
 * POST /api/external/v1/save-bank-details sets the signed-in player's payout account (one current
 * set per player; each withdrawal keeps its own copy); GET /api/external/v1/bank-details reads it
 * back to pre-fill the withdrawal. Both answer the account number by its last 4 digits only; it is
 * stored sealed (ADR 030), and a stored number that does not open reads as none saved (logged),
 * so the player is asked for it again rather than shown an error.
 */
export const bankDetailsRoutes: ApiRoutes = async (app, { db, requireAccessToken, personalData }) => {
  serveEndpoint(app, endpoints.saveBankDetails, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('body', 'You may only save your own bank details.'),
    schema: { body: SaveBankDetailsBody },
    handler: async (request) => {
      const { bankName, accountNumber, accountHolderName, branchName } = request.body;
      const bank = findBank(bankName)!; // the schema accepted only listed banks
      const details = { bankName: bank.name, bankCode: bank.code, accountNumber, accountHolderName, branchName };
      if (!(await saveBankDetails(db, personalData, playerIdOf(request), details))) throw ApiError.notFound('Player not found.');
      return ok(bankAccountOnFile(details), messages.bankStep.saved);
    },
  });

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
