import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { adoptOpenTabSession, handoffWaitMs, joinTabHandoff, type TabHandoff } from '../session/tab-handoff';

// jsdom has no BroadcastChannel; Node's is the same API, between the test's "tabs".
beforeAll(() => Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel }));

describe("a new tab's session", () => {
  const open: TabHandoff[] = [];
  const openTab = (token: string | null) => open.push(joinTabHandoff({ currentToken: () => token, onSignedOut: () => undefined }));
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
  });
  afterEach(() => open.splice(0).forEach((handoff) => handoff.close()));

  it("takes an open tab's token and marks the browser as having a signed-in tab", async () => {
    openTab('token-of-tab-1');
    await adoptOpenTabSession();
    expect(sessionStorage.getItem('access_token')).toBe('token-of-tab-1');
    expect(document.cookie.split('; ')).toContain('signed_in=1');
  });

  it('clears the mark a closed signed-in tab left when no open tab answers', async () => {
    document.cookie = 'signed_in=1; Path=/';
    openTab(null);
    await adoptOpenTabSession();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(document.cookie).not.toContain('signed_in');
  });

  // A signed-in tab busy rendering (a slow phone, a loaded machine) answers late: the new tab that
  // gave up after 150 ms showed "Please sign in to continue." to a signed-in player.
  it('waits for a busy signed-in tab when the browser says one is open, and no longer than needed', async () => {
    document.cookie = 'signed_in=1; Path=/';
    const busyTab = new NodeBroadcastChannel('playprize-session');
    busyTab.onmessage = () => setTimeout(() => busyTab.postMessage({ type: 'token', token: 'token-of-busy-tab' }), 600);
    try {
      const started = Date.now();
      await adoptOpenTabSession();
      expect(sessionStorage.getItem('access_token')).toBe('token-of-busy-tab');
      expect(Date.now() - started).toBeLessThan(handoffWaitMs.signedInTab);
    } finally {
      busyTab.close();
    }
  });

  it('starts signed out after a short wait when no tab of the browser is signed in', async () => {
    openTab(null);
    const started = Date.now();
    await adoptOpenTabSession();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(Date.now() - started).toBeLessThan(handoffWaitMs.signedInTab);
  });
});
