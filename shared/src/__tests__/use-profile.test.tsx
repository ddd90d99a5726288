import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { UnsuccessfulAnswer } from '../api/call-endpoint';
import { usePlayerCache, useProfile } from '../queries';
import { useSession } from '../session/session-context';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig, type StubAnswer } from '../testing';

const PROFILE_PATH = '/api/external/v1/profile';
const tokenOf = (sub: string) => fakeJwt({ sub, given_name: sub });
const profileOf = (uuid: string, firstName: string, coins = 12000) =>
  envelope(
    playerProfile({ uuid, email: `${uuid}@example.com`, firstName, actualUsableCoins: coins, previousSignInAt: null, language: 'en' }),
  );

/** Answers each profile request with the next answer in `answers` (the last one repeats), and records the calls. */
function stubProfile(...answers: StubAnswer[]) {
  let next = 0;
  return stubHttp(testConfig.apiBaseUrl, { [`GET ${PROFILE_PATH}`]: () => answers[Math.min(next++, answers.length - 1)]! });
}

function ProfileProbe({ label }: { label: string }) {
  const { profile, error, isLoading } = useProfile();
  const state = profile ? `${profile.firstName} ${profile.actualUsableCoins}` : error ? 'failed' : isLoading ? 'loading' : 'nothing';
  return <p data-testid={label}>{state}</p>;
}

const shown = (label = 'first') => screen.getByTestId(label).textContent;

/** The probe, and beside it the component that changes what it should show. */
const renderProbeWith = (changer: ReactElement) =>
  renderScreen(
    <>
      <ProfileProbe label="first" />
      {changer}
    </>,
  );

/** Player A's profile read and shown, `changer` beside the probe; returns the profile requests made. */
async function showNimalWith(changer: ReactElement) {
  const calls = stubProfile({ status: 200, body: profileOf('player-a', 'Nimal') });
  renderProbeWith(changer);
  await waitFor(() => expect(shown()).toBe('Nimal 12000'));
  return calls;
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', tokenOf('player-a'));
});
afterEach(() => jest.restoreAllMocks());

describe('useProfile', () => {
  it('makes one request for two components reading the profile at once, with the token and player id', async () => {
    const calls = stubProfile({ status: 200, body: profileOf('player-a', 'Nimal') });
    renderScreen(
      <>
        <ProfileProbe label="first" />
        <ProfileProbe label="second" />
      </>,
    );
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown('second')).toBe('Nimal 12000'));
    expect(shown()).toBe('Nimal 12000');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toEqual({ uuid: 'player-a' });
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${tokenOf('player-a')}`);
  });

  it('reads nothing while signed out', async () => {
    sessionStorage.clear();
    const calls = stubProfile({ status: 200, body: profileOf('player-a', 'Nimal') });
    renderScreen(<ProfileProbe label="first" />);
    await act(async () => undefined);
    expect(shown()).toBe('nothing');
    expect(calls).toHaveLength(0);
  });

  it("never shows the previous player's profile after the player changes", async () => {
    stubHttp(testConfig.apiBaseUrl, {
      [`GET ${PROFILE_PATH}`]: ({ params }) => {
        const uuid = (params as { uuid: string }).uuid;
        return { status: 200, body: profileOf(uuid, uuid === 'player-a' ? 'Nimal' : 'Kamala') };
      },
    });
    function SwitchPlayer() {
      const session = useSession();
      return <button onClick={() => session.set('accessToken', tokenOf('player-b'))}>switch</button>;
    }
    renderProbeWith(<SwitchPlayer />);
    await waitFor(() => expect(shown()).toBe('Nimal 12000'));
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('Kamala 12000'));
  });

  describe('after a change', () => {
    function Changer() {
      const cache = usePlayerCache();
      return <button onClick={() => void cache.setProfile(profileOf('player-a', 'Nimal', 500).content)}>updated</button>;
    }

    it('shows the profile an update answered with everywhere, without reading it again', async () => {
      const calls = await showNimalWith(<Changer />);
      act(() => screen.getByRole('button', { name: 'updated' }).click());
      await waitFor(() => expect(shown()).toBe('Nimal 500'));
      expect(calls).toHaveLength(1);
    });
  });

  describe('a balance the server announced', () => {
    function Announcer() {
      const cache = usePlayerCache();
      return (
        <>
          <button onClick={() => void cache.setBalance(700, 7)}>balance 7</button>
          <button onClick={() => void cache.setBalance(300, 3)}>balance 3</button>
        </>
      );
    }

    it('is shown without a read, and an older one that arrives later is not', async () => {
      const calls = await showNimalWith(<Announcer />);
      act(() => screen.getByRole('button', { name: 'balance 7' }).click());
      await waitFor(() => expect(shown()).toBe('Nimal 700'));
      act(() => screen.getByRole('button', { name: 'balance 3' }).click());
      await act(async () => undefined);
      expect(shown()).toBe('Nimal 700');
      expect(calls).toHaveLength(1);
    });

    it("announced while the first read is under way, never discards that read's answer", async () => {
      let answer!: (value: StubAnswer) => void;
      stubHttp(testConfig.apiBaseUrl, { [`GET ${PROFILE_PATH}`]: () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
      renderProbeWith(<Announcer />);
      await waitFor(() => expect(answer).toBeDefined());
      act(() => screen.getByRole('button', { name: 'balance 7' }).click());
      await act(async () => answer({ status: 200, body: profileOf('player-a', 'Nimal', 700) }));
      await waitFor(() => expect(shown()).toBe('Nimal 700'));
    });
  });

  describe('retries', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    // Past both retries' back-off (0.5 s, then 1 s).
    const waitOutRetries = () => act(() => jest.advanceTimersByTimeAsync(5_000));

    it.each<[string, StubAnswer]>([
      ['a 503', { status: 503, body: envelope(null, { status: false, error_code: 'SERVICE_UNAVAILABLE' }) }],
      ['no answer', 'network'],
    ])('tries again after %s, with back-off', async (_case, failure) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubProfile(failure, { status: 200, body: profileOf('player-a', 'Nimal') });
      renderScreen(<ProfileProbe label="first" />);
      await waitFor(() => expect(shown()).toBe('failed'));
      expect(calls).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(499));
      expect(calls).toHaveLength(1);
      await waitOutRetries();
      expect(shown()).toBe('Nimal 12000');
      expect(calls).toHaveLength(2);
    });

    it('gives up after two retries', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubProfile('network');
      renderScreen(<ProfileProbe label="first" />);
      await waitOutRetries();
      await waitOutRetries();
      expect(shown()).toBe('failed');
      expect(calls).toHaveLength(3);
    });

    it('never tries again after a 401: the token has ended, so the tab signs out and reads nothing more', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubProfile(
        { status: 401, body: envelope(null, { status: false, error_code: 'UNAUTHORIZED' }) },
        { status: 200, body: profileOf('player-a', 'Nimal') },
      );
      renderScreen(<ProfileProbe label="first" />);
      await waitOutRetries();
      expect(shown()).toBe('nothing');
      expect(calls).toHaveLength(1);
      expect(sessionStorage.getItem('access_token')).toBeNull();
    });

    it.each<[string, StubAnswer]>([
      ['a 404', { status: 404, body: envelope(null, { status: false, error_code: 'NOT_FOUND' }) }],
      ['a status-false answer', { status: 200, body: envelope(null, { status: false, error_code: 'NOT_FOUND' }) }],
    ])('never tries again after %s', async (_case, refusal) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubProfile(refusal, { status: 200, body: profileOf('player-a', 'Nimal') });
      renderScreen(<ProfileProbe label="first" />);
      await waitOutRetries();
      expect(shown()).toBe('failed');
      expect(calls).toHaveLength(1);
      // Logged once, as every failed read is.
      expect(log).toHaveBeenCalledTimes(1);
    });
  });

  it('tells a status-false answer from a failed request, and reads again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubProfile(
      { status: 200, body: envelope(null, { status: false, error_code: 'NOT_FOUND' }) },
      { status: 200, body: profileOf('player-a', 'Nimal') },
    );
    let read: ReturnType<typeof useProfile> | undefined;
    function Capture() {
      read = useProfile();
      return null;
    }
    renderScreen(<Capture />);
    await waitFor(() => expect(read?.error).toBeInstanceOf(UnsuccessfulAnswer));
    act(() => read!.retry());
    await waitFor(() => expect(read?.profile?.firstName).toBe('Nimal'));
    expect(read?.error).toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});
