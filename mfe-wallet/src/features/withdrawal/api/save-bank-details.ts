import { callEndpoint, endpoints, ErrorCode, errorCodeOf, serverMessageOf, type ApiClient, type EndpointCall } from 'shared';
import * as messages from 'contract/messages';
import { WriteRefused } from 'shared/write';

type BankDetails = EndpointCall<typeof endpoints.saveBankDetails>['body'];

export async function saveBankDetails(api: ApiClient, token: string, details: BankDetails) {
  return callEndpoint(api, endpoints.saveBankDetails, { token, body: details });
}

/** What the step learns from a refused save: the server wants the current password, or it was wrong (ADR 042). */
export interface PasswordAnswers {
  passwordAsked(): void;
  passwordWrong(): void;
}

/** Saves the bank step's details before its request; a refusal is shown in the server's words and nothing more is sent. */
export async function saveBankStep(api: ApiClient, token: string, details: BankDetails, answers: PasswordAnswers): Promise<void> {
  let saved;
  try {
    saved = await saveBankDetails(api, token, details);
  } catch (failure) {
    const code = errorCodeOf(failure);
    // A number that ends alike but is another one: the server asks, and the field appears.
    if (code === ErrorCode.PASSWORD_REQUIRED) answers.passwordAsked();
    if (code === ErrorCode.WRONG_PASSWORD) answers.passwordWrong();
    throw new WriteRefused(serverMessageOf(failure) ?? messages.bankStep.saveFailed);
  }
  if (!saved.status) throw new WriteRefused(saved.message || messages.bankStep.saveFailed);
}
