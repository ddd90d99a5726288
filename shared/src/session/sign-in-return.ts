/**
 * A screen that needs a signed-in player sends a signed-out one to sign in with this in the
 * navigation's state: the sign-in screen says why, and goes back there afterwards.
 */
export interface SignInReturn {
  /** Where to go after signing in: a path of this site. */
  returnTo: string;
  /** Shown on the sign-in screen, e.g. 'Please sign in to continue.' */
  reason: string;
}

export function signInReturnState(signInReturn: SignInReturn): { signInReturn: SignInReturn } {
  return { signInReturn };
}

/** The return a navigation's state carries, if it is one; only a path of this site (never '//host'). */
export function readSignInReturn(state: unknown): SignInReturn | null {
  const value = (state as { signInReturn?: Partial<SignInReturn> } | null)?.signInReturn;
  if (typeof value?.returnTo !== 'string' || typeof value.reason !== 'string') return null;
  if (!/^\/(?![/\\])/.test(value.returnTo)) return null;
  return { returnTo: value.returnTo, reason: value.reason };
}
