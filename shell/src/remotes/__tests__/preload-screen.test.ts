import { preloadRemote } from '@module-federation/enhanced/runtime';
import { contractDocument, routesOf } from 'contract/federation';
import { preloadScreen as preloadScreenOf, preloadScreensOnIntent } from '../preload-screen';

// The federation runtime is the edge here: it fetches manifests and scripts from other origins.
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));
const preloadRemoteMock = jest.mocked(preloadRemote);

beforeEach(() => {
  preloadRemoteMock.mockReset();
  preloadRemoteMock.mockResolvedValue(undefined);
});

const routes = routesOf(contractDocument((remote) => `http://${remote}.test`));
const preloadScreen = (pathname: string) => preloadScreenOf(routes, pathname);

// Preloads are remembered for the page's life, so each case uses its own screens.
describe('preloadScreen', () => {
  it("preloads the remote entry and the screen's own chunks, never the remote's singletons, once", () => {
    preloadScreen('/signin');
    preloadScreen('/signin');
    expect(preloadRemoteMock).toHaveBeenCalledTimes(1);
    expect(preloadRemoteMock).toHaveBeenCalledWith([
      { nameOrAlias: 'auth', exposes: ['./SignIn'], resourceCategory: 'sync', share: false },
    ]);
  });

  it('finds the screen of a nested route', () => {
    preloadScreen('/get-started/otp');
    expect(preloadRemoteMock).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'onboarding', exposes: ['./GetStarted'] })]);
  });

  it('preloads nothing for a path no screen owns', () => {
    preloadScreen('/no-such-page');
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });

  it('preloads nothing behind a role (a link to the back office loads it only through the gate)', () => {
    preloadScreen('/operator');
    preloadScreen('/operator/requests/WD-7K3M9Q');
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });

  it('may try again after a failed preload', async () => {
    preloadRemoteMock.mockRejectedValueOnce(new Error('manifest unreachable'));
    preloadScreen('/withdrawal');
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadScreen('/withdrawal');
    expect(preloadRemoteMock).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreensOnIntent', () => {
  beforeAll(() => preloadScreensOnIntent(routes, document));
  afterEach(() => document.body.replaceChildren());

  function link(href: string) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'a link';
    document.body.append(anchor);
    return anchor;
  }

  it('preloads the screen behind a link the player points at', () => {
    link('/cashprizes').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteMock).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'content', exposes: ['./CashPrizes'] })]);
  });

  it('preloads the screen behind a link reached by keyboard', () => {
    link('/contact').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloadRemoteMock).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'content', exposes: ['./Contact'] })]);
  });

  it('ignores links to other origins', () => {
    link('https://example.com/privacypolicy').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });
});
