import { decodeAccessToken, getProfile, messages, type ApiClient } from 'shared';
import { MINIMUM_WITHDRAWAL_COINS } from 'shared/money';

const text = messages.withdrawalGate;

/** Spec §5 "Opening withdrawal": null when the modal may open, else the message to show. */
export async function withdrawalGateProblem(api: ApiClient, token: string | null): Promise<string | null> {
  if (!token) return text.signIn;
  const claims = decodeAccessToken(token);
  if (!claims) return text.invalidToken;
  try {
    const answer = await getProfile(api, token, claims.sub);
    const balance = answer.status ? answer.content.actualUsableCoins : Number.NaN;
    if (typeof balance !== 'number' || !Number.isFinite(balance)) return text.balanceUnavailable;
    if (balance < MINIMUM_WITHDRAWAL_COINS) return text.notEnoughCoins;
    return null;
  } catch {
    return text.somethingWrong;
  }
}
