import { callEndpoint, contentOf, errorCodeOf, useApi, useSession } from 'shared';
import { useWrite } from 'shared/write';
import { gameEndpoints } from 'contract/game-endpoints';
import { serverRefusal } from '../../../lib/server-refusal';
/**
 * Asks for a person to review a refused result (ADR 060). Asked already (409 REVIEW_ALREADY_REQUESTED)
 * is as good as sent: `asked` hears of both, and the server's words say which.
 */
export function useObjectToAttempt(asked: (message: string) => void, failedText: string) {
  const api = useApi();
  const { accessToken } = useSession();
  return useWrite({
    send: async (attemptId: string) => {
      const envelope = await callEndpoint(api, gameEndpoints.objectToAttempt, { token: accessToken ?? '', body: { attemptId } });
      const objection = await contentOf(Promise.resolve(envelope));
      asked(envelope.message);
      return objection;
    },
    invalidates: [gameEndpoints.listObjections],
    failure: (failure) => {
      const message = serverRefusal(failure);
      if (errorCodeOf(failure) === 'REVIEW_ALREADY_REQUESTED' && message) {
        asked(message);
        return null;
      }
      return message ?? failedText;
    },
  });
}
