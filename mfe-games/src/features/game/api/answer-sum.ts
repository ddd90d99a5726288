import { useCallback } from 'react';
import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { gameEndpoints, type AnsweredSum } from 'contract/game-endpoints';

export interface SumAnswer {
  attemptId: string;
  /** The sum's place, 0 to 19: a resend of the same answer is recognised. */
  index: number;
  value: number;
}

/** One Quick Sums answer: the server times it by its own clock and reveals the next sum (ADR 041). */
export async function answerSum(api: ApiClient, token: string, answer: SumAnswer): Promise<Envelope<AnsweredSum>> {
  return callEndpoint(api, gameEndpoints.answerSum, { token, body: answer });
}

/** Answers with the signed-in player's token; rejects with the call's failure. */
export function useAnswerSum(): (answer: SumAnswer) => Promise<AnsweredSum> {
  const api = useApi();
  const { accessToken } = useSession();
  return useCallback((answer) => contentOf(answerSum(api, accessToken ?? '', answer)), [api, accessToken]);
}
