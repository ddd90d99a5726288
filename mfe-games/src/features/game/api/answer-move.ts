import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { useWrite } from 'shared/write';
import { gameEndpoints, type AnsweredMove } from 'contract/game-endpoints';
import { isTransient } from '../../../lib/server-refusal';

/** Tries of one move that got no reply (or a 5xx) before the round goes to its submission, which says what stands. */
const ANSWER_TRIES = 3;
const RETRY_AFTER_MS = 400;

export interface MoveAnswer {
  attemptId: string;
  /** The move's place, 0 for the first: a resend of the same move is recognised. */
  index: number;
  value: number;
}

/** One move of a paced game: the server times it by its own clock and reveals what comes next (ADR 041, ADR 062). */
export async function answerMove(api: ApiClient, token: string, move: MoveAnswer): Promise<Envelope<AnsweredMove>> {
  return callEndpoint(api, gameEndpoints.answerMove, { token, body: move });
}

/** How sending a move ended: more to play, the game's last move taken, or the server refused or was unreachable. */
export type AnswerOutcome = 'next' | 'last' | 'stopped';

/**
 * Sends moves with the signed-in player's token; `revealed` hears of each reply's view as it comes,
 * the last one's included. A lost reply is sent again with the same place, which the server
 * recognises, so a move is never counted twice; a refusal, or no reply after the tries, stops the
 * moves (the submission says what stands, so nothing is shown here).
 */
export function useAnswerMove(revealed: (reply: AnsweredMove) => void) {
  const api = useApi();
  const { accessToken } = useSession();
  return useWrite({
    send: async (move: MoveAnswer): Promise<AnswerOutcome> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const reply = await contentOf(answerMove(api, accessToken ?? '', move));
          revealed(reply);
          return reply.finished ? 'last' : 'next';
        } catch (error: unknown) {
          if (!isTransient(error) || attempt >= ANSWER_TRIES) return 'stopped';
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        }
      }
    },
    failure: () => null,
  });
}
