import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import {
  CenteredMessage,
  FocusFollowsNavigation,
  GlobalStyle,
  NoticeSlot,
  NoticesFollowNavigation,
  PlatformProviders,
  type AppConfig,
} from 'shared';
import { apps, screenRoutes, type ExposedModule, type RemoteName } from 'contract/federation';
import { devAccounts, HarnessBar } from './HarnessBar';

type Screen = ComponentType<Record<string, never>>;
/** One loader per exposed module: the type makes a remote list every module it exposes. */
export type ScreenLoaders<R extends RemoteName> = Record<ExposedModule<R>, () => Promise<{ default: Screen }>>;

class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CenteredMessage role="alert">
        <h1>This screen crashed</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{this.state.error.message}</pre>
      </CenteredMessage>
    );
  }
}

/** A route the shell gives to another app: a link there instead of a blank page. */
function OwnedElsewhere({ owner, path, ownPaths }: { owner: RemoteName; path: string; ownPaths: string[] }) {
  const shellUrl = `http://localhost:${apps.shell.port}${path}`;
  return (
    <CenteredMessage>
      <h1>Not part of this remote</h1>
      <p>
        {path} belongs to the {apps[owner].federationName} remote. In the composed stack it opens at <a href={shellUrl}>{shellUrl}</a>.
      </p>
      {owner === 'auth' && <p>To sign in here, use the dev sign-in in the bar above.</p>}
      <p>
        Back to this remote:{' '}
        {ownPaths.map((ownPath) => (
          <Link key={ownPath} to={ownPath} style={{ marginRight: '0.75rem' }}>
            {ownPath}
          </Link>
        ))}
      </p>
    </CenteredMessage>
  );
}

export function StandaloneApp<R extends RemoteName>({
  remote,
  screens,
  config,
}: {
  remote: R;
  screens: ScreenLoaders<R>;
  config: AppConfig;
}) {
  const lazyScreens = new Map(
    (Object.entries(screens) as [ExposedModule<R>, () => Promise<{ default: Screen }>][]).map(([module, load]) => [module, lazy(load)]),
  );
  // Route patterns end in `*` where a screen owns sub-routes; links go to the pattern's base.
  const ownPaths = screenRoutes.filter((route) => route.remote === remote).map((route) => route.path.replace(/\*$/, ''));
  const ownsStaffRoutes = screenRoutes.some((route) => route.remote === remote && route.requiresRole);
  return (
    <PlatformProviders config={config}>
      <GlobalStyle />
      <BrowserRouter>
        <NoticesFollowNavigation />
        <FocusFollowsNavigation />
        <HarnessBar remote={remote} routes={ownPaths} devAccount={ownsStaffRoutes ? devAccounts.operator : devAccounts.player} />
        <NoticeSlot />
        <Routes>
          {screenRoutes.map((route) => {
            const Screen = route.remote === remote ? lazyScreens.get(route.module as ExposedModule<R>) : undefined;
            const element = Screen ? (
              <ScreenBoundary>
                <Suspense fallback={<CenteredMessage aria-busy="true">Loading…</CenteredMessage>}>
                  <Screen />
                </Suspense>
              </ScreenBoundary>
            ) : (
              <OwnedElsewhere owner={route.remote} path={route.path.replace(/\*$/, '')} ownPaths={ownPaths} />
            );
            return <Route key={route.path} path={route.path} element={element} />;
          })}
          <Route
            path="*"
            element={
              <CenteredMessage>
                <h1>Page not found</h1>
                <Link to={ownPaths[0] ?? '/'}>Open this remote's first screen</Link>
              </CenteredMessage>
            }
          />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>
  );
}
