import { serverMessageOf, UnsuccessfulAnswer } from 'shared';

/**
 * What the server said about a refused call (422, 409, 404, status false), or null when it said
 * nothing (no answer, a 5xx): the screen then says its own words, in the language on screen.
 */
export function serverRefusal(error: unknown): string | null {
  if (error instanceof UnsuccessfulAnswer) return error.answer.message || null;
  return serverMessageOf(error) ?? null;
}
