import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { AppConfig } from '../config/app-config';
import { contractDocument } from 'contract/federation';
import { NoticesFollowNavigation } from '../notify/notify-context';
import { FocusFollowsNavigation } from '../navigation/FocusFollowsNavigation';
import { PlatformProviders } from '../platform-providers';

export const testConfig: AppConfig = {
  apiBaseUrl: 'http://api.test',
  identity: { baseUrl: 'http://identity.test', realm: 'players', clientId: 'player-web', clientAuthorization: 'Basic dGVzdDp0ZXN0' },
  ...contractDocument((remote) => `http://${remote}.test`),
  support: { email: 'support@example.com', phone: '+94 11 000 0000' },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * A cache of server data of its own for one rendered tree, so no test sees another's reads, and no
 * deduplication window: a test's second read is a second request, as its stubs expect.
 */
export function FreshDataCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** Renders a screen with the providers the shell gives it, at `route`, and shows the current path. */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path = '*', state }: { route?: string; path?: string; state?: unknown } = {},
) {
  return render(
    <PlatformProviders config={testConfig}>
      <FreshDataCache>
        <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
          <NoticesFollowNavigation />
          <FocusFollowsNavigation />
        </MemoryRouter>
      </FreshDataCache>
    </PlatformProviders>,
  );
}

/** A structurally valid unsigned JWT with the given claims (the client never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
