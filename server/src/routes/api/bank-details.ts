import { findBank, sriLankaBanks } from 'shared/banks';
import { messages } from 'shared/messages';
import { personName } from 'shared/schemas';
import { z } from 'zod';
import { saveBankDetails } from '../../domain/bank-details';
import { ApiError, ok } from '../../http/envelope';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';
import { requiredText } from './text-fields';

/**
 * Sri Lankan account numbers are mostly 8 to 16 digits (10 to 12 at the large commercial banks,
 * up to 15 or 16 at some state banks); 6 to 20 also admits the shorter numbers some finance
 * companies issue and formats not seen yet, while refusing what cannot be an account number.
 * Digits only, as the form sends them (spec §5).
 */
const ACCOUNT_NUMBER = /^\d{6,20}$/;

const SaveBankDetailsBody = z.object({
  uuid: requiredText('uuid', 64),
  bankName: requiredText('bankName', 100).refine(
    (name) => findBank(name) !== undefined,
    `bankName must be one of the ${sriLankaBanks.length} listed banks.`,
  ),
  accountNumber: requiredText('accountNumber', 100).regex(ACCOUNT_NUMBER, 'accountNumber must be 6 to 20 digits.'),
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
