import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { useWrite } from 'shared/write';
import { gameEndpoints, type AnsweredSum } from 'contract/game-endpoints';
import type { Sum } from 'contract/games';
import { isTransient } from '../../../lib/server-refusal';

/** Tries of one answer that got no reply (or a 5xx) before the round goes to its submission, which says what stands. */
const ANSWER_TRIES = 3;
const RETRY_AFTER_MS = 400;

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

/** How sending an answer ended: the next sum revealed, the last answer taken, or the server refused or was unreachable. */
export type AnswerOutcome = 'next' | 'last' | 'stopped';

/**
 * Answers with the signed-in player's token; `revealed` hears of the next sum as it comes. A lost
 * reply is sent again with the same place, which the server recognises, so an answer is never
 * counted twice; a refusal, or no reply after the tries, stops the answers (the submission says
 * what stands, so nothing is shown here).
 */
export function useAnswerSum(revealed: (index: number, sum: Sum) => void) {
  const api = useApi();
  const { accessToken } = useSession();
  return useWrite({
    send: async (answer: SumAnswer): Promise<AnswerOutcome> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { nextSum } = await contentOf(answerSum(api, accessToken ?? '', answer));
          if (!nextSum) return 'last';
          revealed(answer.index, nextSum);
          return 'next';
        } catch (error: unknown) {
          if (!isTransient(error) || attempt >= ANSWER_TRIES) return 'stopped';
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        }
      }
    },
    failure: () => null,
  });
}
