import { screen, waitFor } from '@testing-library/react';
import { accountEndpoints } from 'contract/account-endpoints';
import { endpoints } from 'contract/endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';

const profilePath = endpoints.getProfile.path;
import { preloadRead, profileRead, screenReads, takePreloadedOpenRead, takePreloadedRead, tokenSubject } from '../api/preloaded-reads';
import { useCountries, useProfile } from '../queries';
import { decodeAccessToken } from '../session/token';
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

function CountriesProbe() {
  const { countries } = useCountries();
  return <p data-testid="countries">{countries ? countries.map(({ name }) => name).join(', ') : 'loading'}</p>;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("the boot script's read of the profile", () => {
  it("names the endpoints' paths", () => {
    expect(profileRead.path).toBe(endpoints.getProfile.path);
    const paths = (route: string) => screenReads[route]!.map(({ path }) => path);
    expect(paths('/withdrawal')).toEqual([endpoints.getIdentityVerification.path, endpoints.getTransactions.path]);
    expect(paths('/games')).toEqual([gameEndpoints.listGames.path, playLimitsEndpoints.getPlayLimits.path]);
    expect(paths('/account')).toEqual([
      accountEndpoints.getAccountDetails.path,
      endpoints.getCountries.path,
      endpoints.getAvatars.path,
      endpoints.getGameCategories.path,
    ]);
    // Each read's kind is its declaration's: an open list asked without the bearer, a player's with it.
    const declared = [endpoints, accountEndpoints, gameEndpoints, playLimitsEndpoints].flatMap((group) => Object.values(group));
    for (const read of Object.values(screenReads).flat()) {
      const declaration = declared.find((endpoint) => endpoint.path === read.path);
      expect([read.path, 'open' in read]).toEqual([read.path, declaration?.access === 'open']);
    }
  });

  it('asks with the bearer and the player, and is taken once by the first read instead of asking again', async () => {
    const token = tokenOf('player-a');
    sessionStorage.setItem('access_token', token);
    const fetchMock = stubFetch(profileOf('player-a', 'Nimal'));
    const calls = stubHttp(testConfig.apiBaseUrl, {});
    preloadRead(testConfig.apiBaseUrl, profileRead, token, 'player-a');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${testConfig.apiBaseUrl.replace(/\/+$/, '')}${profilePath}?uuid=player-a`);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    renderScreen(<ProfileProbe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Nimal'));
    expect(calls).toHaveLength(0);
    expect(takePreloadedRead(profilePath, token, 'player-a')).toBeUndefined();
  });

  it("is never another token's: a read with a different token asks the API", async () => {
    stubFetch(profileOf('player-a', 'Nimal'));
    preloadRead(testConfig.apiBaseUrl, profileRead, tokenOf('player-a'), 'player-a');
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
    preloadRead(testConfig.apiBaseUrl, profileRead, token, 'player-a');
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [`GET ${profilePath}`]: () => ({ status: 200, body: profileOf('player-a', 'Nimal') }),
    });
    renderScreen(<ProfileProbe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Nimal'));
    expect(calls).toHaveLength(1);
  });

  it('names the player in the URL only for a read that takes a uuid, and keeps the answer under the player either way', async () => {
    const token = tokenOf('player-a');
    const fetchMock = stubFetch({ status: true, content: [] });
    preloadRead(testConfig.apiBaseUrl, screenReads['/games']![0]!, token, 'player-a');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${testConfig.apiBaseUrl.replace(/\/+$/, '')}${gameEndpoints.listGames.path}`);
    expect(takePreloadedRead(gameEndpoints.listGames.path, token, 'player-b')).toBeUndefined();
    await expect(takePreloadedRead(gameEndpoints.listGames.path, token, 'player-a')).resolves.toEqual({ status: true, content: [] });
  });

  it("asks an open list without the bearer and gives it, once, to the page's first read of that list, whoever is signed in", async () => {
    const token = tokenOf('player-a');
    sessionStorage.setItem('access_token', token);
    const countries = envelope({ data: [{ id: 1, name: 'Sri Lanka', code: 'LK' }] });
    const fetchMock = stubFetch(countries);
    const countriesRead = screenReads['/account']!.find(({ path }) => path === endpoints.getCountries.path)!;
    preloadRead(testConfig.apiBaseUrl, countriesRead, token, 'player-a');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${testConfig.apiBaseUrl.replace(/\/+$/, '')}${endpoints.getCountries.path}`);
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('Authorization');
    const calls = stubHttp(testConfig.apiBaseUrl, {});
    renderScreen(<CountriesProbe />);
    await waitFor(() => expect(screen.getByTestId('countries').textContent).toBe('Sri Lanka'));
    expect(calls).toHaveLength(0);
    expect(takePreloadedOpenRead(endpoints.getCountries.path)).toBeUndefined();
  });

  it('leaves a failed open list to the read, which asks as usual', async () => {
    stubFetch({}, 503);
    const countriesRead = screenReads['/account']!.find(({ path }) => path === endpoints.getCountries.path)!;
    preloadRead(testConfig.apiBaseUrl, countriesRead, tokenOf('player-a'), 'player-a');
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [`GET ${endpoints.getCountries.path}`]: () => ({ status: 200, body: envelope({ data: [{ id: 2, name: 'India', code: 'IN' }] }) }),
    });
    renderScreen(<CountriesProbe />);
    await waitFor(() => expect(screen.getByTestId('countries').textContent).toBe('India'));
    expect(calls).toHaveLength(1);
  });

  it("reads a token's subject without verifying, and nothing from a token that is not a JWT", () => {
    expect(tokenSubject(tokenOf('player-a'))).toBe('player-a');
    expect(tokenSubject('not-a-token')).toBeNull();
  });

  it('reads the subject as the session does, whatever the characters (UTF-8 in the payload)', () => {
    const token = tokenOf('ප්ලේයර්-ද');
    expect(tokenSubject(token)).toBe('ප්ලේයර්-ද');
    expect(tokenSubject(token)).toBe(decodeAccessToken(token)?.sub);
  });
});
