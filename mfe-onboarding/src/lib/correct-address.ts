/**
 * 'Wrong address? Start again' on the e-mail code screen goes back to Register Account with this
 * state: the form then shows what the player typed (but the passwords) for them to correct.
 */
export const correctingAddress = { correctingAddress: true } as const;

export const isCorrectingAddress = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { correctingAddress?: unknown }).correctingAddress === true;
