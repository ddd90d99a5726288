import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalStyle, NoticesFollowNavigation, PlatformProviders, screenRoutes, type AppConfig } from 'shared';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { SignedInChrome } from '../features/top-bar/SignedInChrome';
import { useDocumentTitleFromHeading } from './document-title';
import { NotFound } from './NotFound';

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
      {screenRoutes.map(({ path, remote, module, topBar }) => {
        // Keyed by path: leaving a failed remote's route mounts a fresh slot for the next one.
        const screen = <RemoteScreen key={path} remote={remote} module={module} />;
        return <Route key={path} path={path} element={topBar ? <SignedInChrome>{screen}</SignedInChrome> : screen} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
