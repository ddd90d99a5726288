import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { apiClientFor } from '../api/client';
import { callEndpoint, contentOf } from '../api/call-endpoint';
import { endpoints } from 'contract/endpoints';
import { useWrite, WriteRefused, type FailureTexts, type WriteSpec } from '../write';
import { useProfile } from '../queries';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig, type StubAnswer } from '../testing';

const CONTACT = 'POST /api/open/contact-support';
const PROFILE = 'GET /api/external/v1/profile';
const api = apiClientFor(testConfig.apiBaseUrl);
const texts: FailureTexts = {
  failed: 'Could not send.',
  network: 'No connection.',
  codes: { INVALID_EMAIL: { field: 'email', message: 'Check the e-mail.' } },
};
const body = {
  firstName: 'Nimal',
  lastName: 'Perera',
  phone: '+94771234567',
  email: 'nimal@example.com',
  message: 'Hello there, a question.',
};
const failureOf = (status: number, error_code: string, message = 'Refused.'): StubAnswer => ({
  status,
  body: envelope(null, { status: false, error_code, message }),
});

function ContactProbe(spec: Partial<WriteSpec<void, string>>) {
  const write = useWrite<void, string>({
    send: () => contentOf(callEndpoint(api, endpoints.sendContactMessage, { body })),
    progress: 'Sending…',
    failure: texts,
    ...spec,
  });
  return (
    <>
      <button onClick={() => void write.run()}>Send</button>
      <output data-testid="state">
        {[write.busy ? 'busy' : 'idle', write.status, write.error, write.fieldErrors.email].filter(Boolean).join(' | ')}
      </output>
    </>
  );
}

function ProfileProbe({ label }: { label: string }) {
  const { profile } = useProfile();
  return <p data-testid={label}>{profile?.firstName ?? 'none'}</p>;
}

const state = () => screen.getByTestId('state').textContent;
const profileOf = (firstName: string) => ({
  status: 200,
  body: envelope(
    playerProfile({
      uuid: 'player-a',
      email: 'a@example.com',
      firstName,
      lastName: 'P',
      actualUsableCoins: 1,
      previousSignInAt: null,
      language: 'en',
    }),
  ),
});

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('useWrite', () => {
  it('sends once for presses made while it runs, showing the progress text until the answer', async () => {
    let answer!: (value: StubAnswer) => void;
    const calls = stubHttp(testConfig.apiBaseUrl, { [CONTACT]: () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
    renderScreen(<ContactProbe />);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.tripleClick(send);
    await userEvent.click(send);
    expect(state()).toBe('busy | Sending…');
    answer({ status: 200, body: envelope('done') });
    await waitFor(() => expect(state()).toBe('idle'));
    expect(calls).toHaveLength(1);
    await userEvent.click(send);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("maps the server's refusal to its field, no answer to the network text, a rate limit to the server's wait", async () => {
    const answers: StubAnswer[] = [
      failureOf(400, 'INVALID_EMAIL'),
      'network',
      failureOf(429, 'TOO_MANY_REQUESTS', 'Try again in 5 minutes.'),
      failureOf(500, 'INTERNAL'),
    ];
    stubHttp(testConfig.apiBaseUrl, { [CONTACT]: () => answers.shift()! });
    renderScreen(<ContactProbe />);
    const send = screen.getByRole('button', { name: 'Send' });
    for (const expected of [
      'idle | Check the e-mail.',
      'idle | No connection.',
      'idle | Try again in 5 minutes.',
      'idle | Could not send.',
    ]) {
      await userEvent.click(send);
      await waitFor(() => expect(state()).toBe(expected));
    }
  });

  it("shows each step's progress text, and a problem a step finds without sending anything more", async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, {});
    let release!: () => void;
    renderScreen(
      <ContactProbe
        send={async (_input, progress) => {
          progress('Checking…');
          await new Promise<void>((resolve) => (release = resolve));
          throw new WriteRefused({ field: 'email', message: 'Not this one.' });
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(state()).toBe('busy | Checking…');
    release();
    await waitFor(() => expect(state()).toBe('idle | Not this one.'));
    expect(calls).toHaveLength(0);
  });

  it('reads again, once, what it changed wherever it is shown, and resolves after that read', async () => {
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-a' }));
    const names = ['Nimal', 'Kamal'];
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [PROFILE]: () => profileOf(names[0]!),
      [CONTACT]: () => ({ status: 200, body: envelope('done') }),
    });
    renderScreen(
      <>
        <ProfileProbe label="top-bar" />
        <ProfileProbe label="screen" />
        <ContactProbe
          send={async () => {
            await contentOf(callEndpoint(api, endpoints.sendContactMessage, { body }));
            names.shift();
            return 'done';
          }}
          invalidates={[endpoints.getProfile]}
        />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('Nimal'));
    const profileReads = () => calls.filter((call) => call.url.endsWith('/profile')).length;
    const before = profileReads();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('top-bar').textContent).toBe('Kamal'));
    expect(screen.getByTestId('screen').textContent).toBe('Kamal');
    expect(profileReads() - before).toBe(1);
  });

  it('marks a changed read that is not shown, so it is read again when shown, within the deduplication window too', async () => {
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-a' }));
    const names = ['Nimal', 'Kamal'];
    stubHttp(testConfig.apiBaseUrl, { [PROFILE]: () => profileOf(names[0]!), [CONTACT]: () => ({ status: 200, body: envelope('done') }) });
    function Toggle() {
      const [shownNow, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown(!shownNow)}>toggle</button>
          {shownNow ? <ProfileProbe label="screen" /> : null}
        </>
      );
    }
    renderScreen(
      // The page's window, not the tests' none: a read within a minute of the last would be served from the cache.
      <SWRConfig value={{ dedupingInterval: 60_000 }}>
        <Toggle />
        <ContactProbe
          send={async () => {
            names.shift();
            return 'done';
          }}
          invalidates={[endpoints.getProfile]}
        />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('Nimal'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(state()).toBe('idle'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('Kamal'));
  });
});
