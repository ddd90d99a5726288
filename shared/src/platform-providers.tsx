import type { ReactNode } from 'react';
import type { AppConfig } from './config/app-config';
import { ConfigProvider } from './config/config-context';
import { NotifyProvider } from './notify/notify-context';
import { SessionProvider } from './session/session-context';
import type { SessionValues } from './session/storage';

/**
 * What every screen is rendered inside, in this order: the config, the session (docs/decisions/002)
 * and notifications. The shell renders it once per page, a remote's standalone harness and the
 * test renderer the same way; each adds its own router inside. A build-time render passes the
 * `session` it renders under (ADR 076); a page's reads its tab's storage.
 */
export function PlatformProviders({ config, session, children }: { config: AppConfig; session?: SessionValues; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <SessionProvider initialValues={session}>
        <NotifyProvider>{children}</NotifyProvider>
      </SessionProvider>
    </ConfigProvider>
  );
}
