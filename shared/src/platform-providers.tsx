import type { ReactNode } from 'react';
import type { AppConfig } from './config/app-config';
import { ConfigProvider } from './config/config-context';
import { NotifyProvider } from './notify/notify-context';
import { SessionProvider } from './session/session-context';

/**
 * What every screen is rendered inside, in this order: the config, the session (docs/decisions/002)
 * and notifications. The shell renders it once per page, a remote's standalone harness and the
 * test renderer the same way; each adds its own router inside.
 */
export function PlatformProviders({ config, children }: { config: AppConfig; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <SessionProvider>
        <NotifyProvider>{children}</NotifyProvider>
      </SessionProvider>
    </ConfigProvider>
  );
}
