import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { readPolicy, usePlayerRead } from 'shared/queries';
import { useWrite } from 'shared/write';
import { playLimitsEndpoints, type PlayLimits } from 'contract/play-limits-endpoints';
import { serverRefusal } from '../../lib/server-refusal';

export async function getPlayLimits(api: ApiClient, token: string, playerId: string): Promise<Envelope<PlayLimits>> {
  return callEndpoint(api, playLimitsEndpoints.getPlayLimits, { token, query: { uuid: playerId } });
}

/** Read again each minute: a reality check falls due while the player is on the list, after a game. */
const REFRESH_MS = 60_000;

/** The player's limits and today's play (ADR 061). */
export function usePlayLimits() {
  return usePlayerRead(playLimitsEndpoints.getPlayLimits, getPlayLimits, { ...readPolicy, refreshInterval: REFRESH_MS });
}

/** "Keep playing" after a reality check. */
export function useKeepPlaying() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite<void, PlayLimits>({
    send: () =>
      contentOf(
        callEndpoint(api, playLimitsEndpoints.acknowledgeRealityCheck, {
          token: accessToken ?? '',
          body: { uuid: playerId ?? '', choice: 'continue' },
        }),
      ),
    failure: (failure) => serverRefusal(failure),
    invalidates: [playLimitsEndpoints.getPlayLimits],
  });
}
