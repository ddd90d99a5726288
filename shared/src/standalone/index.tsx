/**
 * A remote's standalone mode: its own origin serves its screens at their real routes, inside the
 * providers the shell would give them (config, session, notifications, router), so its team can
 * work and test without the shell. Imported only by remotes' bootstrap files, never by the shell,
 * so none of it is in the page a player loads.
 */
import { createRoot } from 'react-dom/client';
import { parseAppConfig } from 'shared';
import { type RemoteName } from 'contract/federation';
import { StandaloneApp, type ScreenLoaders } from './StandaloneApp';
import { StandaloneNotice } from './StandaloneNotice';

export type { ScreenLoaders } from './StandaloneApp';

async function loadConfig() {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
  return parseAppConfig(await response.json());
}

export function mountStandalone<R extends RemoteName>(remote: R, screens: ScreenLoaders<R>): void {
  const root = createRoot(document.getElementById('root')!);
  loadConfig().then(
    (config) => root.render(<StandaloneApp remote={remote} screens={screens} config={config} />),
    // Deployed behind the shell, a remote's origin has no config.json: say where its screens live.
    (error: unknown) => root.render(<StandaloneNotice remote={remote} detail={error instanceof Error ? error.message : String(error)} />),
  );
}
