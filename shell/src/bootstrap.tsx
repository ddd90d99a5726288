import { createRoot } from 'react-dom/client';
import { parseAppConfig } from 'shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerRemotesFrom } from './remotes/register-remotes';

async function loadConfig() {
  // Never cached: a redeploy or a moved remote must be seen at the next load.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
  return parseAppConfig(await response.json());
}

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) => {
    registerRemotesFrom(config);
    root.render(<App config={config} />);
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
  },
);
