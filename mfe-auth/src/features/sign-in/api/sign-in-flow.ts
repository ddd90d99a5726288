/** The sign-in's calls, loaded once the player starts on the form (prefetchSignIn) or presses. */
import {
  checkHealth,
  decodeAccessToken,
  errorBody,
  hasRealmRole,
  ErrorCode,
  isNetworkError,
  isRateLimited,
  isServerError,
  paths,
  realmRoles,
  requestToken,
  type ApiClient,
  type AppConfig,
  type Profile,
} from 'shared';
import * as messages from 'contract/messages';

const text = messages.signIn;

/** What the screen does after a sign-in attempt. */
export type SignInOutcome =
  /** `credentialsRefused`: the identity service turned the e-mail and password down (not an outage). */
  | { kind: 'failed'; error: string; credentialsRefused?: boolean }
  | { kind: 'unverified'; email: string }
  /** `resumable`: the destination is where this account normally lands, so a sign-in return may replace it. */
  | { kind: 'signed-in'; token: string; destination: string; greet: boolean; resumable: boolean };

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

/** Spec §4 "Sign-in": token, then health check, then profile, for a form already checked (validateSignIn). */
export async function signIn(
  deps: { identity: AppConfig['identity']; api: ApiClient; storeToken: (token: string | null) => void },
  email: string,
  password: string,
): Promise<SignInOutcome> {
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
