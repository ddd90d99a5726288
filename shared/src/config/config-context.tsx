import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './app-config';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The runtime configuration the shell loaded. Throws outside a provider: that is a wiring bug. */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a <ConfigProvider> (the shell or a standalone harness provides it).');
  return config;
}
