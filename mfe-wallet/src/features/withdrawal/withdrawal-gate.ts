import { decodeAccessToken, UnsuccessfulAnswer, type Profile } from 'shared';
import * as messages from 'contract/messages';
import { MINIMUM_WITHDRAWAL_COINS } from 'contract/money';

const text = messages.withdrawalGate;

/**
 * Spec §5 "Opening withdrawal": null when the modal may open, else the message to show.
 * `readProfile` reads the balance now (usePlayerCache), never a cached one.
 */
export async function withdrawalGateProblem(token: string | null, readProfile: () => Promise<Profile>): Promise<string | null> {
  if (!token) return text.signIn;
  if (!decodeAccessToken(token)) return text.invalidToken;
  try {
    const balance: unknown = (await readProfile()).actualUsableCoins;
    if (typeof balance !== 'number' || !Number.isFinite(balance)) return text.balanceUnavailable;
    if (balance < MINIMUM_WITHDRAWAL_COINS) return text.notEnoughCoins;
    return null;
  } catch (failure) {
    return failure instanceof UnsuccessfulAnswer ? text.balanceUnavailable : text.somethingWrong;
  }
}
