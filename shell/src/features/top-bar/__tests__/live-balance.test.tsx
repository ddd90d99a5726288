import { act, screen, waitFor, within } from '@testing-library/react';
import { eventStreams, useSession } from 'shared';
import { fakeJwt, stubHttp, testConfig } from 'shared/testing';
import { fakeBroadcastChannel, fakeEventStreamFetch, fakeWebLocks, removeBrowserFakes } from './browser-fakes';
import { notClosing, profileAnswer, renderChromeTab, renderTopBar } from './signed-in-chrome';

const PLAYER = 'player-uuid';
const token = fakeJwt({ sub: PLAYER });
const profile = profileAnswer();

/** A browser tab: its own session and cache, the top bar of the signed-in chrome. */
const openTab = () => renderChromeTab();

/** Each tab's own bar: render's queries would search every tab's. */
const balanceIn = (tab: ReturnType<typeof openTab>) => within(tab.container).findByLabelText('Coin balance');

/** The server sends a balance down `stream`, and `tab` shows it, grouped as the page's language writes it. */
async function sendBalance(
  stream: ReturnType<typeof fakeEventStreamFetch>['streams'][number],
  tab: ReturnType<typeof openTab>,
  balance: { coins: number; version: number },
) {
  act(() => stream.send(balance));
  await waitFor(async () => expect(await balanceIn(tab)).toHaveTextContent(balance.coins.toLocaleString('en')));
}

let calls: { url: string }[];
// The chrome also reads whether the account is closing (ADR 059): only the profile's reads count here.
const profileReads = () => calls.filter((call) => call.url.endsWith('/profile'));
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', token);
  calls = stubHttp(testConfig.apiBaseUrl, {
    ...notClosing,
    'GET /api/external/v1/profile': () => ({ status: 200, body: profile }),
  });
});
afterEach(removeBrowserFakes);

describe('live balance in the top bar', () => {
  it('shows a balance event at once, without reading the profile again, over a fetch with the token in the header', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    fakeWebLocks();
    fakeBroadcastChannel();
    const tab = openTab();
    await waitFor(async () => expect(await balanceIn(tab)).toHaveTextContent('1,000'));
    await waitFor(() => expect(server.open()).toHaveLength(1));
    const [stream] = server.streams;
    expect(stream!.url).toBe(`${testConfig.apiBaseUrl}/api/external/v1/events`);
    expect(stream!.authorization).toBe(`Bearer ${token}`);
    await sendBalance(stream!, tab, { coins: 1250, version: 10 });
    expect(profileReads()).toHaveLength(1);
  });

  it('opens one stream for two tabs; the other tab shows its events, and takes the stream over when the first tab closes', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    fakeWebLocks();
    fakeBroadcastChannel();
    const first = openTab();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    const second = openTab();
    await waitFor(async () => expect(await balanceIn(second)).toHaveTextContent('1,000'));
    expect(server.streams).toHaveLength(1);
    await sendBalance(server.streams[0]!, first, { coins: 7, version: 20 });
    await waitFor(async () => expect(await balanceIn(second)).toHaveTextContent('7'));

    first.unmount();
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.streams[0]!.closed).toBe(true);
    await sendBalance(server.streams[1]!, second, { coins: 8, version: 30 });
  });

  it('opens a stream per tab where Web Locks or BroadcastChannel are missing', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    const tab = openTab();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    openTab();
    await waitFor(() => expect(server.open()).toHaveLength(2));
    await sendBalance(server.streams[0]!, tab, { coins: 3, version: 40 });
  });

  it('reconnects a second after a drop', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    const tab = openTab();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    act(() => server.streams[0]!.drop());
    await waitFor(() => expect(server.open()).toHaveLength(1), { timeout: 3000 });
    expect(server.streams).toHaveLength(2);
    await sendBalance(server.streams[1]!, tab, { coins: 55, version: 50 });
  });

  it('waits as long as a full server’s Retry-After says before opening the stream again, showing the player no error', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path, { refusals: [{ status: 503, retryAfter: '2' }] });
    const tab = openTab();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    // The backoff alone would come back after 1 s: the server asked for 2.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(await balanceIn(tab)).toHaveTextContent('1,000');
    expect(within(tab.container).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(server.open()).toHaveLength(1), { timeout: 2000 });
    await sendBalance(server.streams[0]!, tab, { coins: 66, version: 60 });
  });

  it('reopens a stream the server ended at the end of its life after the shortest wait, even after a refusal', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path, { refusals: [{ status: 503, retryAfter: '1' }] });
    const tab = openTab();
    await waitFor(() => expect(server.open()).toHaveLength(1), { timeout: 3000 });
    const ended = Date.now();
    act(() => {
      server.streams[0]!.send({}, 'reconnect');
      server.streams[0]!.drop();
    });
    await waitFor(() => expect(server.open()).toHaveLength(1), { timeout: 3000 });
    // A failure's backoff would now wait 2 s: an end of life is no failure.
    expect(Date.now() - ended).toBeLessThan(1800);
    await sendBalance(server.streams[1]!, tab, { coins: 77, version: 70 });
  });

  it('does not reopen a stream that a newer one (another device) replaced, nor show an older balance', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    const tab = openTab();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    await waitFor(async () => expect(await balanceIn(tab)).toHaveTextContent('1,000'));
    act(() => server.streams[0]!.send({ coins: 90, version: 9 }));
    act(() => server.streams[0]!.send({ coins: 80, version: 8 }));
    await waitFor(async () => expect(await balanceIn(tab)).toHaveTextContent('90'));
    act(() => {
      server.streams[0]!.send({}, 'replaced');
      server.streams[0]!.drop();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(await balanceIn(tab)).toHaveTextContent('90');
  });

  it('does not retry a refused token (the next sign-in brings a new one)', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path, { status: 401 });
    openTab();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('reopens the stream with the new token when the session gets one', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    const renewed = fakeJwt({ sub: PLAYER, exp: 4_000_000_000 });
    function RenewToken() {
      const { set } = useSession();
      return <button onClick={() => set('accessToken', renewed)}>renew</button>;
    }
    renderTopBar(<RenewToken />);
    await waitFor(() => expect(server.open()).toHaveLength(1));
    act(() => screen.getByRole('button', { name: 'renew' }).click());
    await waitFor(() => expect(server.open().map((stream) => stream.authorization)).toEqual([`Bearer ${renewed}`]));
  });

  it('stops the stream on sign-out', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    stubHttp(testConfig.identity.baseUrl, { 'POST /realms/players/protocol/openid-connect/revoke': () => ({ status: 200, body: '' }) });
    renderTopBar();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    act(() => screen.getByRole('button', { name: 'Account menu' }).click());
    act(() => screen.getByRole('menuitem', { name: 'Logout' }).click());
    await waitFor(() => expect(server.open()).toHaveLength(0));
  });

  it('opens no stream for an operator, nor for a visitor', async () => {
    const server = fakeEventStreamFetch(eventStreams.playerEvents.path);
    sessionStorage.setItem('access_token', fakeJwt({ sub: 'operator-uuid', realm_access: { roles: ['payout-operator'] } }));
    const tab = openTab();
    await balanceIn(tab);
    tab.unmount();
    sessionStorage.clear();
    openTab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
