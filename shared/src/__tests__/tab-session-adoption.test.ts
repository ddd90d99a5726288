import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { adoptOpenTabSession, joinTabHandoff, type TabHandoff } from '../session/tab-handoff';

// jsdom has no BroadcastChannel; Node's is the same API, between the test's "tabs".
beforeAll(() => Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel }));

describe("a new tab's session", () => {
  const open: TabHandoff[] = [];
  const openTab = (token: string | null) => open.push(joinTabHandoff({ currentToken: () => token, onSignedOut: () => undefined }));
  beforeEach(() => sessionStorage.clear());
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
});
