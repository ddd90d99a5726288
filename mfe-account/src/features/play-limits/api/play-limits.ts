import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { useWrite } from 'shared/write';
import * as messages from 'contract/messages';
import { playLimitsEndpoints, type PlayLimits } from 'contract/play-limits-endpoints';
import type { PlayBreakRequest, PlayLimitsRequest } from 'contract/schemas';
import { serverRefusal } from '../../../components/ui';

export async function getPlayLimits(api: ApiClient, token: string, playerId: string): Promise<Envelope<PlayLimits>> {
  return callEndpoint(api, playLimitsEndpoints.getPlayLimits, { token, query: { uuid: playerId } });
}

/** The player's limits as they stand and today's play (ADR 061). */
export function usePlayLimits() {
  return usePlayerRead(playLimitsEndpoints.getPlayLimits, getPlayLimits);
}

/** The server's own words for what it did (a raise waits 24 hours: it says from when). */
const withMessage = async (answer: Promise<Envelope<PlayLimits>>) => {
  const envelope = await answer;
  await contentOf(Promise.resolve(envelope));
  return envelope.message;
};

/** The daily limit or the reality check interval, each sent alone. */
export function useUpdatePlayLimits() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: (change: Omit<PlayLimitsRequest, 'uuid'>) =>
      withMessage(
        callEndpoint(api, playLimitsEndpoints.updatePlayLimits, { token: accessToken ?? '', body: { uuid: playerId ?? '', ...change } }),
      ),
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [playLimitsEndpoints.getPlayLimits],
  });
}

/** A break or self-exclusion, once confirmed. */
export function useTakePlayBreak() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: (choice: Omit<PlayBreakRequest, 'uuid'>) =>
      withMessage(
        callEndpoint(api, playLimitsEndpoints.takePlayBreak, {
          token: accessToken ?? '',
          body: { uuid: playerId ?? '', ...choice } as PlayBreakRequest,
        }),
      ),
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [playLimitsEndpoints.getPlayLimits],
  });
}
