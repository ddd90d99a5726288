import { useState } from 'react';
import {
  checkHealth,
  decodeAccessToken,
  errorBody,
  hasRealmRole,
  ErrorCode,
  isEmail,
  isNetworkError,
  isRateLimited,
  isServerError,
  messages,
  paths,
  realmRoles,
  requestToken,
  type ApiClient,
  type AppConfig,
  type Profile,
  useConfig,
} from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import { useAuthStep } from '../../../lib/use-auth-step';
import { countRefusal, forgetRefusals, showsPauseHint } from '../refused-sign-ins';

const text = messages.signIn;

/** What the screen does after a sign-in attempt. */
export type SignInOutcome =
  | { kind: 'invalid'; error: string }
  /** `credentialsRefused`: the identity service turned the e-mail and password down (not an outage). */
  | { kind: 'failed'; error: string; credentialsRefused?: boolean }
  | { kind: 'unverified'; email: string }
  /** `resumable`: the destination is where this account normally lands, so a sign-in return may replace it. */
  | { kind: 'signed-in'; token: string; destination: string; greet: boolean; resumable: boolean };

function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return text.allFieldsRequired;
  if (!isEmail(email)) return text.invalidEmail;
  return null;
}

/**
 * Why the token call failed, truthfully: only the identity service's own refusal of the
 * credentials (400/401) is a wrong password. No answer or a 5xx is an outage; a 429 carries the
 * lockout's own message (how long to wait).
 */
function tokenRefusal(error: unknown): string {
  if (isRateLimited(error)) {
    const description = errorBody(error)?.error_description;
    return typeof description === 'string' && description.trim() ? description : text.unavailable;
  }
  if (isNetworkError(error) || isServerError(error)) return text.unavailable;
  return text.invalidCredentials;
}

function isUnverified(error: unknown): boolean {
  return String(errorBody(error)?.error_code ?? '') === ErrorCode.EMAIL_NOT_VERIFIED;
}

/**
 * Where a player goes after signing in. The spec sends everyone to /, which would leave a
 * player who verified but never chose an avatar or favourites with no way back into onboarding
 * (docs/decisions/005-sign-in-destination.md).
 */
function destinationFor(profile: Profile): string {
  if (!profile.avatarImage) return paths.getStarted.setAvatar;
  if (profile.gameCategories.length === 0) return paths.getStarted.selectFavourites;
  return paths.home;
}

/** Spec §4 "Sign-in": token, then health check, then profile. */
export async function signIn(
  deps: { identity: AppConfig['identity']; api: ApiClient; storeToken: (token: string | null) => void },
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const invalid = validateSignIn(email, password);
  if (invalid) return { kind: 'invalid', error: invalid };
  const address = email.trim();

  let token: string | undefined;
  try {
    token = (await requestToken(deps.identity, address, password)).access_token;
  } catch (error) {
    if (isUnverified(error)) return { kind: 'unverified', email: address };
    const refusal = tokenRefusal(error);
    return { kind: 'failed', error: refusal, credentialsRefused: refusal === text.invalidCredentials };
  }
  const claims = decodeAccessToken(token);
  if (!token || !claims) return { kind: 'failed', error: text.noToken };
  deps.storeToken(token);
  // A payout operator has no player account (the player API refuses staff tokens, ADR 027): no
  // health check or profile to read, and the back office is where they work.
  if (hasRealmRole(claims, realmRoles.payoutOperator))
    return { kind: 'signed-in', token, destination: paths.operator.root, greet: false, resumable: true };

  try {
    const health = await checkHealth(deps.api, token);
    if (health.error_code !== ErrorCode.NO_ERROR) {
      deps.storeToken(null);
      return { kind: 'unverified', email: address };
    }
  } catch (error) {
    deps.storeToken(null);
    if (isUnverified(error)) return { kind: 'unverified', email: address };
    return { kind: 'failed', error: text.verificationError };
  }

  try {
    // Read through the page's cache, so the screens after sign-in start from this profile; loaded
    // here, not with the form, which does not need swr.
    const { loadProfile } = await import('shared/queries');
    const profile = await loadProfile(deps.api, token, claims.sub);
    const destination = destinationFor(profile);
    return { kind: 'signed-in', token, destination, greet: Boolean(profile.avatarImage), resumable: destination === paths.home };
  } catch {
    return { kind: 'failed', error: text.profileError };
  }
}

/**
 * The sign-in press: the flow above, then where its outcome sends the player. A wrong password is
 * counted for the pause hint, which the hook answers beside the write.
 */
export function useSignIn(returnTo: string | undefined) {
  const { identity } = useConfig();
  const { api, session, moveOn } = useAuthStep();
  // Kept in the browser: a reload or a new tab still shows it (refused-sign-ins.ts).
  const [pauseHint, setPauseHint] = useState(() => showsPauseHint());
  const write = useWrite({
    send: async ({ email, password }: { email: string; password: string }) => {
      const outcome = await signIn({ identity, api, storeToken: (token) => session.set('accessToken', token) }, email, password);
      switch (outcome.kind) {
        case 'invalid':
          throw new WriteRefused(outcome.error);
        case 'failed':
          if (outcome.credentialsRefused) setPauseHint(countRefusal());
          throw new WriteRefused(outcome.error);
        case 'unverified':
          session.set('userEmail', outcome.email);
          moveOn(paths.getStarted.otp, text.emailNotVerified, 'error');
          return;
        case 'signed-in':
          forgetRefusals();
          // Unfinished onboarding comes first; a finished player (or an operator) goes back where they were sent from.
          moveOn(outcome.resumable && returnTo ? returnTo : outcome.destination, outcome.greet ? text.success : null);
      }
    },
    progress: text.signingIn,
    // The flow answers every failure it expects; anything else is the identity service's outage text.
    failure: { failed: text.unavailable },
  });
  return { ...write, pauseHint };
}
