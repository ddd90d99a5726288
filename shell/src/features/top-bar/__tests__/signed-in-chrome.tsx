/** What the top bar's tests share: a signed-in player's profile and the chrome rendered as one browser tab. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider, SessionProvider, type Profile } from 'shared';
import { envelope, FreshDataCache, testConfig } from 'shared/testing';
import { SignedInChrome } from '../SignedInChrome';

/** The profile endpoint's answer for the player `player-uuid`, with `fields` changed. */
export const profileAnswer = (fields: Partial<Profile> = {}) =>
  envelope({
    uuid: 'player-uuid',
    email: 'player@example.com',
    firstName: 'Nimal',
    lastName: 'Perera',
    actualUsableCoins: 1000,
    country: null,
    avatarImagePath: 'http://api.test/static/avatars',
    avatarImage: null,
    gameCategories: [],
    ...fields,
  });

/** A browser tab: its own session and cache, the signed-in chrome above `page`. */
export function renderChromeTab(page: ReactNode = <p>page</p>) {
  return render(
    <ConfigProvider config={testConfig}>
      <SessionProvider>
        <FreshDataCache>
          <MemoryRouter>
            <SignedInChrome>{page}</SignedInChrome>
          </MemoryRouter>
        </FreshDataCache>
      </SessionProvider>
    </ConfigProvider>,
  );
}
