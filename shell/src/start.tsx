import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { routesOf } from 'contract/discovery';
import { parseAppConfig } from 'shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { bootHandoff } from './boot/handoff';
import { nextTask } from './boot/next-task';
import { coverWithPrerendered, screenShown } from './prerender/takeover';
import { preloadScreen, preloadScreensOnIntent } from './remotes/preload-screen';
import { registerRemotesFrom } from './remotes/register-remotes';

async function fetchConfig(): Promise<unknown> {
  // Never cached: a redeploy or a moved remote must be seen at the next load.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

/** The boot script has usually read config.json already; without it (dev tools, tests) the shell reads it. */
async function loadConfig() {
  return parseAppConfig(await (bootHandoff.takeConfig() ?? fetchConfig()));
}

/** The shell's start, once bootstrap.ts has evaluated its modules in tasks of their own. */
export function start(): void {
  const rootElement = document.getElementById('root')!;
  // A pre-rendered screen stays on show while the live page renders hidden beside it (ADR 035).
  coverWithPrerendered(rootElement);
  const root = createRoot(rootElement);

  // The session an open tab handed over must be in sessionStorage before the session is first read.
  Promise.all([loadConfig(), bootHandoff.takeSession()]).then(
    async ([config]) => {
      registerRemotesFrom(config);
      const routes = routesOf(config);
      // This route's screen starts downloading now, its remote entry and chunks side by side.
      preloadScreen(routes, location.pathname);
      preloadScreensOnIntent(routes, document);
      // The federation runtime's registration above and React's first render in separate tasks (ADR 074).
      await nextTask();
      // A transition: React renders in slices and yields between them, so the first render (of a
      // page hidden behind its pre-rendered copy, or a blank one) never holds the main thread long.
      startTransition(() => root.render(<App config={config} />));
    },
    (error: unknown) => {
      console.error(error);
      screenShown({ failed: true });
      root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
    },
  );
}
