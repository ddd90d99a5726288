import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routesOf } from 'contract/discovery';
import {
  FocusFollowsNavigation,
  GlobalStyle,
  NoticeSlot,
  NoticesFollowNavigation,
  PlatformProviders,
  useConfig,
  type AppConfig,
} from 'shared';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { LanguageBar } from '../features/top-bar/LanguageBar';
import { ClosingNoticeSlot, SignedInChrome } from '../features/top-bar/SignedInChrome';
import { useDocumentTitleFromHeading } from './document-title';
import { NotFound } from './NotFound';
import { RoleGate } from './RoleGate';

export function App({ config }: { config: AppConfig }) {
  useDocumentTitleFromHeading();
  return (
    <PlatformProviders config={config}>
      <GlobalStyle />
      <BrowserRouter>
        <NoticesFollowNavigation />
        <FocusFollowsNavigation />
        <AppRoutes />
      </BrowserRouter>
    </PlatformProviders>
  );
}

/** The routes of the micro-frontends config.json lists (ADR 049), each in its remote's slot. */
export function AppRoutes() {
  const config = useConfig();
  return (
    <Routes>
      {routesOf(config).map(({ path, remote, module, topBar, requiresRole }) => {
        // Keyed by path: leaving a failed remote's route mounts a fresh slot for the next one.
        const screen = <RemoteScreen key={path} remote={remote} module={module} />;
        // The back office stays in English (ADR 034): no language control there.
        if (requiresRole) return <Route key={path} path={path} element={<RoleGate role={requiresRole}>{screen}</RoleGate>} />;
        const framed = topBar ? (
          <SignedInChrome>{screen}</SignedInChrome>
        ) : (
          <>
            <LanguageBar />
            <ClosingNoticeSlot />
            <NoticeSlot />
            {screen}
          </>
        );
        return <Route key={path} path={path} element={framed} />;
      })}
      <Route
        path="*"
        element={
          <>
            <LanguageBar />
            <NotFound />
          </>
        }
      />
    </Routes>
  );
}
