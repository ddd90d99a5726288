import {
  callEndpoint,
  endpoints,
  ErrorCode,
  errorCodeOf,
  formProblem,
  serverMessageOf,
  useApi,
  useSession,
  type ApiClient,
  type BankAccountOnFile,
  type EndpointCall,
  type WithdrawalReceipt,
} from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { identityMessages } from 'contract/identity-messages';
import type { WithdrawalTier } from 'contract/money';
import { keepsSavedAccount, type BankForm, type Receiver } from '../modal/withdrawal-draft';
import { saveBankStep, type PasswordAnswers } from './save-bank-details';

const text = messages.bankStep;

/**
 * Debits the tier and creates a pending request. The Idempotency-Key makes a retried or
 * double-clicked submission replay the first answer instead of debiting again.
 */
export async function requestWithdrawal(
  api: ApiClient,
  token: string,
  request: EndpointCall<typeof endpoints.requestWithdrawal>['body'],
  idempotencyKey: string,
) {
  return callEndpoint(api, endpoints.requestWithdrawal, { token, body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}

export const loadBankDetailsForm = () => import('contract/schemas').then((schemas) => schemas.BankDetailsForm);

/** The bank step as pressed: its entries, the saved account they may keep, and the password when it is asked for. */
export interface BankStepEntries {
  form: BankForm;
  tier: WithdrawalTier | null;
  savedAccount: BankAccountOnFile | null | undefined;
  receiver: Receiver;
  idempotencyKey: string;
  asksPassword: boolean;
  currentPassword: string;
}

/** Identity verification comes first (ADR 031): the server's words say what to do, not a generic failure. */
function requestRefusal(failure: unknown): string {
  if (errorCodeOf(failure) === ErrorCode.IDENTITY_NOT_VERIFIED) return serverMessageOf(failure) ?? identityMessages.verificationRequired;
  return serverMessageOf(failure) ? text.amountFailed : text.unexpected;
}

/**
 * The bank step's submission (spec §4, §5, §8 "Bank step"): saves the details unless the saved
 * account is kept as it is, then requests the tier. `requested` hears of the receipt at once (the
 * next step follows it by the spec's delay); the balance, the requests and the saved account are
 * then read again.
 */
export function useRequestWithdrawal(answers: PasswordAnswers & { requested(receipt: WithdrawalReceipt): void }) {
  const api = useApi();
  const { accessToken, claims } = useSession();
  return useWrite({
    send: async ({ form, tier, savedAccount, receiver, idempotencyKey, asksPassword, currentPassword }: BankStepEntries, progress) => {
      // The saved account as it is needs no save; changed, its number must be typed again (it is never sent back).
      const keepSaved = keepsSavedAccount(form, savedAccount);
      if (!keepSaved && savedAccount && form.accountNumber === '')
        throw new WriteRefused(text.retypeAccountNumber(savedAccount.accountNumberEnding));
      const problem = keepSaved ? null : await formProblem(loadBankDetailsForm, form, text.unexpected);
      if (problem) throw new WriteRefused(problem);
      if (tier === null) throw new WriteRefused(text.selectAmount);
      if (!keepSaved && asksPassword && currentPassword === '') throw new WriteRefused(text.passwordRequired);
      if (!accessToken || !claims) throw new WriteRefused(text.mustBeLoggedIn);
      if (!keepSaved) {
        progress(messages.progress.saving);
        const details = {
          bankName: form.bankName,
          accountNumber: form.accountNumber,
          accountHolderName: form.accountHolderName.trim(),
          branchName: form.branch.trim(),
        };
        await saveBankStep(api, accessToken, { uuid: claims.sub, ...details, ...(asksPassword ? { currentPassword } : {}) }, answers);
        progress(text.saved);
      } else {
        progress(messages.progress.sending);
      }
      const answer = await requestWithdrawal(api, accessToken, { uuid: claims.sub, selectedTierAmount: tier, ...receiver }, idempotencyKey);
      if (!answer.status)
        throw new WriteRefused(
          answer.error_code === ErrorCode.IDENTITY_NOT_VERIFIED
            ? answer.message || identityMessages.verificationRequired
            : text.amountFailed,
        );
      progress(text.amountSent);
      answers.requested(answer.content);
      return answer.content;
    },
    invalidates: [endpoints.getProfile, endpoints.getTransactions, endpoints.getBankDetails],
    failure: requestRefusal,
  });
}
