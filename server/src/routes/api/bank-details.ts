import { findBank, sriLankaBanks } from 'shared/banks';
import { messages } from 'shared/messages';
import { accountNumber, personName, playerUuid, requiredText } from 'shared/schemas';
import { z } from 'zod';
import { saveBankDetails } from '../../domain/bank-details';
import { ApiError, ok } from '../../http/envelope';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const SaveBankDetailsBody = z.object({
  uuid: playerUuid,
  bankName: requiredText('bankName', 100).refine(
    (name) => findBank(name) !== undefined,
    `bankName must be one of the ${sriLankaBanks.length} listed banks.`,
  ),
  accountNumber,
  accountHolderName: personName('accountHolderName'),
  branchName: requiredText('branchName', 100),
});

/**
 * POST /api/external/v1/save-bank-details: sets the signed-in player's payout account (one
 * current set per player; each withdrawal keeps its own copy).
 */
export const bankDetailsRoutes: ApiRoutes = async (app, { db, requireAccessToken }) => {
  app.post(
    '/api/external/v1/save-bank-details',
    {
      onRequest: requireAccessToken,
      preValidation: requireOwnUuid('body', 'You may only save your own bank details.'),
      schema: { body: SaveBankDetailsBody },
    },
    async (request) => {
      const { bankName, accountNumber, accountHolderName, branchName } = request.body;
      const bank = findBank(bankName)!; // the schema accepted only listed banks
      const details = { bankName: bank.name, bankCode: bank.code, accountNumber, accountHolderName, branchName };
      if (!(await saveBankDetails(db, playerIdOf(request), details))) throw ApiError.notFound('Player not found.');
      return ok(details, messages.bankStep.saved);
    },
  );
};
