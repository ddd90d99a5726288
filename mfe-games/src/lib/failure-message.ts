import { serverMessageOf, UnsuccessfulAnswer } from 'shared';

/** What the server said about a refused call (422, 409, 404, status false), or `fallback` when it said nothing (no answer, a 5xx). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof UnsuccessfulAnswer) return error.answer.message || fallback;
  return serverMessageOf(error) ?? fallback;
}
