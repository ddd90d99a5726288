/** @jest-environment node */
import { joinTabHandoff, type TabHandoff } from '../session/tab-handoff';

describe('the session across tabs', () => {
  const open: TabHandoff[] = [];
  const tab = (token: string | null, onSignedOut = () => undefined) => {
    const handoff = joinTabHandoff({ currentToken: () => token, onSignedOut });
    open.push(handoff);
    return handoff;
  };
  afterEach(() => open.splice(0).forEach((handoff) => handoff.close()));

  it('hands a new tab the token of a signed-in tab', async () => {
    tab('token-of-tab-1');
    await expect(tab(null).ask(150)).resolves.toBe('token-of-tab-1');
  });

  it('starts a new tab signed out when no open tab is signed in', async () => {
    tab(null);
    await expect(tab(null).ask(150)).resolves.toBeNull();
  });

  it('signs every other tab out when one signs out', async () => {
    const signedOut = jest.fn();
    const other = jest.fn();
    const first = tab('t');
    tab('t', signedOut);
    tab('t', other);
    first.signedOut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
