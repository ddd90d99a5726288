import { z } from '../zod';
import { findBank, sriLankaBanks } from '../data/banks';
import * as messages from '../messages';
import { MAX_PERSON_NAME_LENGTH } from '../validation';
import {
  accountNumber,
  filledInFields,
  filledInFirst,
  nullableText,
  optionalEmail,
  optionalPersonName,
  personName,
  playerUuid,
  receiverPhone,
  requiredText,
} from './fields';

/**
 * A field the server's handler checks itself (so its refusal can use the spec's wording): it
 * passes this schema as it came (the handler sees `unknown`), while callers are typed to send T.
 */
const sentAs = <T>() => z.optional(z.unknown()) as z.ZodOptional<z.ZodType<unknown, T>>;

/** GET profile and transactions: the player the token names (the server refuses anyone else's uuid). */
export const PlayerQuery = z.object({ uuid: playerUuid });

/**
 * PUT /api/external/v1/profile. The avatar and category choices are shape-checked by the server's
 * handler, so a bad one gets the spec's own message word for word.
 */
export const ProfileUpdateBody = z.object({
  uuid: playerUuid,
  // Null, absent or blank keeps the stored name (the client pre-fills them from the token).
  firstName: nullableText('firstName', MAX_PERSON_NAME_LENGTH),
  lastName: nullableText('lastName', MAX_PERSON_NAME_LENGTH),
  avatarImageId: sentAs<number>(),
  gameCategoryIds: sentAs<number[]>(),
});

/** One of the listed banks, by name (any case); the message names the field unless a form words it. */
const listedBank = (notListedMessage = `bankName must be one of the ${sriLankaBanks.length} listed banks.`) =>
  requiredText('bankName', 100).refine((name) => findBank(name) !== undefined, notListedMessage);

/**
 * POST /api/external/v1/save-bank-details: one of the listed banks, digits-only account number.
 * currentPassword: required (and checked) only when the save changes the bank, the number or the
 * holder of an account on file (ADR 042); never trimmed.
 */
export const SaveBankDetailsBody = z.object({
  uuid: playerUuid,
  bankName: listedBank(),
  accountNumber,
  accountHolderName: personName('accountHolderName'),
  branchName: requiredText('branchName', 100),
  currentPassword: z
    .string({ error: 'currentPassword must be text.' })
    .max(128, 'currentPassword must be at most 128 characters.')
    .optional(),
});

/**
 * The withdrawal's bank step (spec §5; the amount and the sign-in are checked apart): every field
 * filled in, then the request's rules, a bank missing from the list in the form's words.
 */
export const BankDetailsForm = filledInFirst(
  filledInFields(['bankName', 'accountNumber', 'accountHolderName', 'branch'], messages.registration.allFieldsRequired),
  z.object({
    bankName: listedBank(messages.ui.chooseListedBank),
    accountNumber,
    accountHolderName: SaveBankDetailsBody.shape.accountHolderName,
    branch: SaveBankDetailsBody.shape.branchName,
  }),
);

/**
 * POST /api/external/v1/get-user-withdrawl (sic, the spec's path). The tier is checked by the
 * server's handler, which answers the spec's own message for a missing or unknown one.
 */
export const WithdrawalBody = z.object({
  uuid: playerUuid,
  selectedTierAmount: sentAs<number>(),
  receiverName: optionalPersonName('receiverName'),
  receiverEmail: optionalEmail('receiverEmail'),
  receiverPhone,
  receiverCountry: nullableText('receiverCountry', 100),
});

/**
 * The withdrawal's receiver step (spec §5): every field filled in, then the request's rules for
 * them, a malformed e-mail in the forms' words.
 */
export const ReceiverForm = filledInFirst(
  filledInFields(['receiverName', 'receiverEmail', 'receiverPhone', 'receiverCountry'], messages.registration.allFieldsRequired),
  z.object({
    receiverName: WithdrawalBody.shape.receiverName,
    receiverEmail: optionalEmail('receiverEmail', messages.registration.invalidEmail),
    receiverPhone: WithdrawalBody.shape.receiverPhone,
    receiverCountry: WithdrawalBody.shape.receiverCountry,
  }),
);

/** POST /api/external/v1/withdrawals/cancel: one of the player's own requests, by its code (WD-…). */
export const CancelWithdrawalBody = z.object({
  uuid: playerUuid,
  code: requiredText('code', 20),
});
