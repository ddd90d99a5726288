import { checkHealth, endpoints, ErrorCode, UnsuccessfulAnswer, type ApiClient } from 'shared';
import { readPolicy, usePlayerRead } from 'shared/queries';

/** The withdrawal page's health check also needs status true (spec §7): any other answer is a failure. */
async function checkPlayerHealth(api: ApiClient, token: string) {
  const answer = await checkHealth(api, token);
  if (answer.error_code !== ErrorCode.NO_ERROR) throw new UnsuccessfulAnswer(answer);
  return answer;
}

/**
 * Spec §6: the page checks the player's token and e-mail when it opens. `failed` is true once the
 * check did not pass (the page then sends the player to sign in); checked again only on opening.
 */
export function useHealthCheck(): { failed: boolean } {
  const { error } = usePlayerRead(endpoints.checkHealth, checkPlayerHealth, { ...readPolicy, revalidateOnFocus: false, revalidateOnReconnect: false });
  return { failed: error !== undefined };
}
