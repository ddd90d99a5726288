import { createRoot } from 'react-dom/client';
import { parseAppConfig } from 'shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { preloadScreen, preloadScreensOnIntent } from './remotes/preload-screen';
import { registerRemotesFrom } from './remotes/register-remotes';

async function loadConfig() {
  // Never cached: a redeploy or a moved remote must be seen at the next load. index.html preloads
  // it (the server marks it no-cache), so it downloads beside the first script.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
  return parseAppConfig(await response.json());
}

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) => {
    registerRemotesFrom(config);
    // This route's screen starts downloading now, its remote entry and chunks side by side.
    preloadScreen(location.pathname);
    preloadScreensOnIntent(document);
    root.render(<App config={config} />);
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
  },
);
