import { checkHealth, decodeAccessToken, errorCodeOf, ErrorCode, type ApiClient, type AccessTokenClaims, type Session } from 'shared';
import * as messages from 'contract/messages';

const text = messages.onboarding;

/** The avatar and favourites steps need a stored, decodable token (spec §6). */
export function signedInPlayer(
  session: Pick<Session, 'accessToken'>,
): { token: string; claims: AccessTokenClaims; problem?: undefined } | { problem: string } {
  if (!session.accessToken) return { problem: text.tokenMissing };
  const claims = decodeAccessToken(session.accessToken);
  if (!claims) return { problem: text.invalidSession };
  return { token: session.accessToken, claims };
}

/** The health check of spec §8 "Avatar and category steps": null when the e-mail is verified, else the message. */
export async function verificationProblem(api: ApiClient, token: string): Promise<string | null> {
  try {
    const health = await checkHealth(api, token);
    return health.error_code === ErrorCode.NO_ERROR ? null : text.emailNotVerified;
  } catch (error) {
    return errorCodeOf(error) === ErrorCode.EMAIL_NOT_VERIFIED ? text.emailNotVerified : text.somethingWrong;
  }
}
