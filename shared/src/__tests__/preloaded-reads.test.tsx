import { screen, waitFor } from '@testing-library/react';
import { endpoints } from 'contract/endpoints';
import { preloadRead, profilePath, takePreloadedRead, tokenSubject } from '../api/preloaded-reads';
import { useProfile } from '../queries';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig } from '../testing';

const tokenOf = (sub: string) => fakeJwt({ sub, given_name: sub });
const profileOf = (uuid: string, firstName: string) =>
  envelope(
    playerProfile({ uuid, email: `${uuid}@example.com`, firstName, actualUsableCoins: 500, previousSignInAt: null, language: 'en' }),
  );

/** The boot script's fetch (jsdom has none): answers `body` with `status`, and records the calls. */
function stubFetch(body: unknown, status = 200) {
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function ProfileProbe() {
  const { profile } = useProfile();
  return <p data-testid="probe">{profile ? profile.firstName : 'loading'}</p>;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("the boot script's read of the profile", () => {
  it("is the profile endpoint's path", () => {
    expect(profilePath).toBe(endpoints.getProfile.path);
  });

  it('asks with the bearer and the player, and is taken once by the first read instead of asking again', async () => {
    const token = tokenOf('player-a');
    sessionStorage.setItem('access_token', token);
    const fetchMock = stubFetch(profileOf('player-a', 'Nimal'));
    const calls = stubHttp(testConfig.apiBaseUrl, {});
    preloadRead(testConfig.apiBaseUrl, profilePath, token, 'player-a');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${testConfig.apiBaseUrl.replace(/\/+$/, '')}${profilePath}?uuid=player-a`);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    renderScreen(<ProfileProbe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Nimal'));
    expect(calls).toHaveLength(0);
    expect(takePreloadedRead(profilePath, token, 'player-a')).toBeUndefined();
  });

  it("is never another token's: a read with a different token asks the API", async () => {
    stubFetch(profileOf('player-a', 'Nimal'));
    preloadRead(testConfig.apiBaseUrl, profilePath, tokenOf('player-a'), 'player-a');
    sessionStorage.setItem('access_token', tokenOf('player-b'));
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [`GET ${profilePath}`]: () => ({ status: 200, body: profileOf('player-b', 'Kamala') }),
    });
    renderScreen(<ProfileProbe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Kamala'));
    expect(calls).toHaveLength(1);
  });

  it('leaves a refused answer to the read, which asks as usual (a 401 then signs the tab out)', async () => {
    const token = tokenOf('player-a');
    sessionStorage.setItem('access_token', token);
    stubFetch({}, 401);
    preloadRead(testConfig.apiBaseUrl, profilePath, token, 'player-a');
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [`GET ${profilePath}`]: () => ({ status: 200, body: profileOf('player-a', 'Nimal') }),
    });
    renderScreen(<ProfileProbe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Nimal'));
    expect(calls).toHaveLength(1);
  });

  it("reads a token's subject without verifying, and nothing from a token that is not a JWT", () => {
    expect(tokenSubject(tokenOf('player-a'))).toBe('player-a');
    expect(tokenSubject('not-a-token')).toBeNull();
  });
});
