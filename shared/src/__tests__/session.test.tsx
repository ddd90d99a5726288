import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConfigProvider } from '../config/config-context';
import { SessionProvider, useSession } from '../session/session-context';
import { decodeAccessToken } from '../session/token';
import { fakeJwt, testConfig } from '../testing/render';
import { stubHttp, type StubAnswer } from '../testing/stub-http';
import { apiClientFor, bearer } from '../api/client';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigProvider config={testConfig}>
    <SessionProvider>{children}</SessionProvider>
  </ConfigProvider>
);

const REVOKE_PATH = '/realms/players/protocol/openid-connect/revoke';

/** Stubs the identity service's revocation endpoint and returns the calls it receives. */
function stubRevocation(answer: StubAnswer = { status: 200, body: '' }) {
  return stubHttp(testConfig.identity.baseUrl, { [`POST ${REVOKE_PATH}`]: () => answer });
}

beforeEach(() => {
  sessionStorage.clear();
  stubRevocation();
});

describe('session', () => {
  it('keeps the spec items in sessionStorage under their spec names', () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => {
      result.current.set('accessToken', 'a');
      result.current.set('userEmail', 'p@example.com');
      result.current.set('uuid', 'u-1');
      result.current.set('resetCode', 'r');
    });
    expect({ ...sessionStorage }).toEqual({ access_token: 'a', user_email: 'p@example.com', uuid: 'u-1', code: 'r' });
    act(() => result.current.signOut());
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it("marks the browser as having a signed-in tab while the token is kept, so the shell's server sends no signed-out copy", () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.set('userEmail', 'p@example.com'));
    expect(document.cookie).not.toContain('signed_in');
    act(() => result.current.set('accessToken', 'a'));
    expect(document.cookie.split('; ')).toContain('signed_in=1');
    act(() => result.current.signOut());
    expect(document.cookie).not.toContain('signed_in');
  });

  it('reads the player id from the token subject, falling back to the saved uuid', () => {
    sessionStorage.setItem('uuid', 'from-registration');
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.playerId).toBe('from-registration');
    act(() => result.current.set('accessToken', fakeJwt({ sub: 'from-token', given_name: 'Nimal' })));
    expect(result.current.playerId).toBe('from-token');
    expect(result.current.claims?.given_name).toBe('Nimal');
  });

  it('decodes nothing from a malformed token or one without a subject', () => {
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken(fakeJwt({ given_name: 'x' }))).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });

  it('signs out at once and asks the identity service to revoke the token', async () => {
    const token = fakeJwt({ sub: 'player-uuid' });
    sessionStorage.setItem('access_token', token);
    let answer: (value: StubAnswer) => void = () => undefined;
    const calls = stubHttp(testConfig.identity.baseUrl, {
      [`POST ${REVOKE_PATH}`]: () => new Promise<StubAnswer>((resolve) => (answer = resolve)),
    });
    const { result } = renderHook(() => useSession(), { wrapper });

    act(() => result.current.signOut());
    expect(result.current.accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: REVOKE_PATH, body: `token=${token}&token_type_hint=access_token` });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: testConfig.identity.clientAuthorization,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    // Still unanswered, and the player is already signed out.
    expect(result.current.accessToken).toBeNull();
    answer({ status: 200, body: '' });
  });

  it.each([
    ['no answer', 'network'],
    ['401 for a bad client', { status: 401, body: { error: 'invalid_client' } }],
  ] as const)('ignores a revocation that gets %s: the player is signed out all the same', async (_failure, answer) => {
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid' }));
    const calls = stubRevocation(answer);
    const { result } = renderHook(() => useSession(), { wrapper });

    act(() => result.current.signOut());
    expect(result.current.accessToken).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    // Lets the failed call settle within this test: Jest fails a test whose rejection goes unhandled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it("forgets a token the API refuses (its session ended elsewhere), and only that one: another tab's newer token stays", async () => {
    const ended = fakeJwt({ sub: 'player-uuid', jti: 'ended' });
    sessionStorage.setItem('access_token', ended);
    stubHttp(testConfig.apiBaseUrl, {
      'GET /api/external/v1/profile': () => ({
        status: 401,
        body: { status: false, error_code: 'UNAUTHORIZED', message: 'Invalid or expired token.' },
      }),
    });
    const { result } = renderHook(() => useSession(), { wrapper });
    const api = apiClientFor(testConfig.apiBaseUrl);
    const refuse = (token: string) => api.request({ url: '/api/external/v1/profile', headers: bearer(token) }).catch(() => undefined);

    await act(() => refuse(fakeJwt({ sub: 'player-uuid', jti: 'older' })));
    expect(result.current.accessToken).toBe(ended);
    await act(() => refuse(ended));
    expect(result.current.accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });
});
