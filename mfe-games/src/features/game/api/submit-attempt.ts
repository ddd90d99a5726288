import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { useWrite } from 'shared/write';
import { gameEndpoints, type AttemptResult } from 'contract/game-endpoints';
import type { Move } from 'contract/games';
import { usePlayerCache } from 'shared/queries';
import { standings } from '../../../lib/server-refusal';

/** The moves of a dealt game, in the order played: the server replays them (422 impossible, 409 already submitted). */
export async function submitAttempt(
  api: ApiClient,
  token: string,
  attemptId: string,
  moves: readonly Move[],
): Promise<Envelope<AttemptResult>> {
  return callEndpoint(api, gameEndpoints.submitAttempt, { token, body: { attemptId, moves: [...moves] } });
}

/**
 * Submits with the signed-in player's token. The result is the round's at once (`finished`) and the
 * top bar's balance changes with it (unless the live balance already showed a newer one); then the
 * standings are read again, as they are after the server's refusal. `failed` hears of a failure.
 */
export function useSubmitAttempt(round: { finished(result: AttemptResult): void; failed(failure: unknown): void }) {
  const api = useApi();
  const { accessToken } = useSession();
  const playerCache = usePlayerCache();
  return useWrite({
    send: async ({ attemptId, moves }: { attemptId: string; moves: readonly Move[] }) => {
      const result = await contentOf(submitAttempt(api, accessToken ?? '', attemptId, moves));
      round.finished(result);
      void playerCache.setBalance(result.balance, result.balanceVersion);
      return result;
    },
    invalidates: standings,
    failure: (failure) => {
      round.failed(failure);
      return null;
    },
  });
}
