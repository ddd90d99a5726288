/** Helpers of the account area's suites (issue 37): its requests, and sign-ins from a given browser. */
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from 'contract/account-endpoints';
import { clientAuthorization, type TestStack } from './test-apps';

/** Real browsers' User-Agent headers and the labels they are shown with. */
export const BROWSERS = {
  chromeOnAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariOnIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxOnWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const;

/** The token endpoint's answer to a password sign-in sent by `userAgent`. */
export function signInFrom(stack: Pick<TestStack, 'identity' | 'config'>, email: string, password: string, userAgent: string) {
  return stack.identity.inject({
    method: 'POST',
    url: `/realms/${stack.config.realm}/protocol/openid-connect/token`,
    headers: {
      authorization: clientAuthorization(stack.config),
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
    },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
}

/** A session's access token, signed in from `userAgent` (fails the test otherwise). */
export async function tokenFrom(stack: Pick<TestStack, 'identity' | 'config'>, email: string, password: string, userAgent: string) {
  const response = await signInFrom(stack, email, password, userAgent);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().access_token as string;
}

type AccountCall = keyof typeof accountEndpoints;

/** Calls an account endpoint with `token`: a GET's fields as its query, anything else's as its JSON body. */
export function account(api: FastifyInstance, call: AccountCall, token: string, fields: Record<string, unknown>, userAgent?: string) {
  const { method, path } = accountEndpoints[call];
  const headers = { authorization: `Bearer ${token}`, ...(userAgent ? { 'user-agent': userAgent } : {}) };
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]));
    return api.inject({ method, url: `${path}?${query}`, headers });
  }
  return api.inject({ method, url: path, headers, payload: fields });
}

/** GET /api/external/v1/profile with the token: 200 while its session is open, 401 once it ended. */
export async function profileStatus(api: FastifyInstance, token: string, uuid: string): Promise<number> {
  return (await api.inject({ url: `/api/external/v1/profile?uuid=${uuid}`, headers: { authorization: `Bearer ${token}` } })).statusCode;
}
