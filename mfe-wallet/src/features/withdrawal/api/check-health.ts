import { useState } from 'react';
import { checkHealth, endpoints, ErrorCode, isNetworkError, isServerError, UnsuccessfulAnswer, type ApiClient } from 'shared';
import { readPolicy, usePlayerRead } from 'shared/queries';

/** The withdrawal page's health check also needs status true (spec §7): any other answer is a failure. */
async function checkPlayerHealth(api: ApiClient, token: string) {
  const answer = await checkHealth(api, token);
  if (answer.error_code !== ErrorCode.NO_ERROR) throw new UnsuccessfulAnswer(answer);
  return answer;
}

/** Checked on opening only, and never answered by an earlier check (no deduplication window). */
const healthPolicy = { ...readPolicy, revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: 0 };

/**
 * Spec §6: the page checks the player's token and e-mail when it opens. `failed` once this
 * opening's check was refused (the page then sends the player to sign in); `unavailable` when it
 * got no answer or a 5xx: an outage says nothing about the session, so the player stays (ADR 021).
 */
export function useHealthCheck(): { failed: boolean; unavailable: boolean; retry: () => void } {
  const { error, isValidating, retry } = usePlayerRead(endpoints.checkHealth, checkPlayerHealth, healthPolicy);
  // Until this opening's check has started, the cache may still hold an earlier opening's failure.
  const [checkStarted, setCheckStarted] = useState(isValidating);
  if (isValidating && !checkStarted) setCheckStarted(true);
  const ended = checkStarted && !isValidating && error !== undefined;
  const outage = isNetworkError(error) || isServerError(error);
  return { failed: ended && !outage, unavailable: ended && outage, retry };
}
