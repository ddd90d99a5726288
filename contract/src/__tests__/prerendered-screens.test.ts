import { pageNameOf, prerenderedScreens, signedInScreens, skeletonScreens } from '../federation';

/**
 * The pre-rendered screens (ADRs 035, 076): a remote writes every fragment into one folder, and the
 * shell one page per name and layout, so no two may share a name.
 */
describe('the pre-rendered screens', () => {
  it("name each remote's fragments once, signed out and signed in together", () => {
    const fragments = [...prerenderedScreens, ...signedInScreens].map(({ remote, fragment }) => `${remote}/${fragment}`);
    expect(new Set(fragments).size).toBe(fragments.length);
  });

  it('give each signed-in page one source: a screen of its own or the loading layout', () => {
    const pages = [...signedInScreens.map(({ path }) => pageNameOf(path)), ...skeletonScreens.map(({ fragment }) => fragment)];
    expect(new Set(pages).size).toBe(pages.length);
  });
});
