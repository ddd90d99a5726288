/** What the top bar's tests share: a signed-in player's profile and the chrome rendered as one browser tab. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider, SessionProvider, type Profile } from 'shared';
import { envelope, FreshDataCache, playerProfile, testConfig } from 'shared/testing';
import { SignedInChrome } from '../SignedInChrome';
import { TopBar } from '../TopBar';

/** The profile endpoint's answer for the player `player-uuid`, with `fields` changed. */
export const profileAnswer = (fields: Partial<Profile> = {}) =>
  envelope(playerProfile({ actualUsableCoins: 1000, avatarImagePath: 'http://api.test/static/avatars', ...fields }));

/** The closure read's answer (ADR 059): the day the account closes, or null while it is not closing. */
export const closureAnswer = (closesAt: string | null) => ({ status: 200, body: envelope({ closesAt, openWithdrawal: null }) });

/** The closure read every signed-in page makes, for an account that is not closing. */
export const notClosing = { 'GET /api/external/v1/account/closure': () => closureAnswer(null) };

/** `ui` with what the shell gives the chrome: config, session, a cache of its own and a router. */
function renderWithShellProviders(ui: ReactNode) {
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <FreshDataCache>
          <MemoryRouter>{ui}</MemoryRouter>
        </FreshDataCache>
      </SessionProvider>
    </ConfigProvider>,
  );
}

/** A browser tab: its own session and cache, the signed-in chrome above `page`. */
export const renderChromeTab = (page: ReactNode = <p>page</p>) => renderWithShellProviders(<SignedInChrome>{page}</SignedInChrome>);

/** The top bar alone, with `beside` (a control a test presses) rendered after it. */
export const renderTopBar = (beside: ReactNode = null) =>
  renderWithShellProviders(
    <>
      <TopBar />
      {beside}
    </>,
  );
