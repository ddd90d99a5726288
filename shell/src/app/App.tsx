import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalStyle, NoticesFollowNavigation, PlatformProviders, screenRoutes, type AppConfig } from 'shared';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { SignedInChrome } from '../features/top-bar/SignedInChrome';
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
        <AppRoutes />
      </BrowserRouter>
    </PlatformProviders>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {screenRoutes.map(({ path, remote, module, topBar, requiresRole }) => {
        // Keyed by path: leaving a failed remote's route mounts a fresh slot for the next one.
        const screen = <RemoteScreen key={path} remote={remote} module={module} />;
        const framed = topBar ? <SignedInChrome>{screen}</SignedInChrome> : screen;
        return <Route key={path} path={path} element={requiresRole ? <RoleGate role={requiresRole}>{framed}</RoleGate> : framed} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
