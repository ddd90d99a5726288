import { useCallback } from 'react';
import { callEndpoint, contentOf, endpoints, ErrorCode, errorCodeOf, UnsuccessfulAnswer, useApi, useSession, type ApiClient, type EndpointCall } from 'shared';
import { usePlayerCache } from 'shared/queries';

export type IdentitySubmission = EndpointCall<typeof endpoints.submitIdentityVerification>['body'];

/** The NIC, the name on it and both photos, as multipart/form-data (the declaration's encoding). */
export async function submitIdentityVerification(api: ApiClient, token: string, submission: IdentitySubmission) {
  return callEndpoint(api, endpoints.submitIdentityVerification, { token, body: submission });
}

/**
 * Sends the player's submission; once accepted, the identity read is made again wherever it is
 * shown (the panel then says 'Under review'); so it is after a refusal saying one is already
 * under review or verified, the status shown being out of date. Rejects with the call's failure,
 * or with UnsuccessfulAnswer for a status-false answer; a missing session rejects too.
 */
export function useSubmitIdentityVerification() {
  const api = useApi();
  const { accessToken, claims } = useSession();
  const playerCache = usePlayerCache();
  return useCallback(
    async (entries: Omit<IdentitySubmission, 'uuid'>) => {
      if (!accessToken || !claims) throw new Error('No player is signed in.');
      const refresh = () => playerCache.invalidate(endpoints.getIdentityVerification).catch(() => undefined);
      try {
        const state = await contentOf(submitIdentityVerification(api, accessToken, { uuid: claims.sub, ...entries }));
        await refresh();
        return state;
      } catch (failure) {
        const code = failure instanceof UnsuccessfulAnswer ? failure.answer.error_code : errorCodeOf(failure);
        if (code === ErrorCode.IDENTITY_SUBMITTED) void refresh();
        throw failure;
      }
    },
    [api, accessToken, claims, playerCache],
  );
}
