import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId } from 'contract/federation';

type Screen = ComponentType<Record<string, never>>;

const screens = new Map<string, LazyExoticComponent<Screen>>();

/**
 * A remote's script that could not be downloaded: its entry, as the federation runtime reports
 * it, or one of its chunks, as the remote's chunk loader does. Not a timeout, not a script that
 * downloaded and then threw.
 */
function isScriptDownloadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return (error as Error & { type?: unknown }).type === 'error';
  return error.message.includes('ScriptNetworkError: Failed to load script');
}

/**
 * Loads one exposed screen. Chromium hands a `<link rel=preload>` that failed (the boot script's,
 * or the federation runtime's from preloadRemote) to the next script with the same URL, which then
 * fails at once without a request. So a script that failed to download is tried once more: that
 * try goes to the network, and a Retry after the network is back needs no second press.
 */
export async function loadScreen(id: string): Promise<{ default: Screen }> {
  const load = async () => {
    const loaded = await loadRemote<{ default?: Screen }>(id);
    if (!loaded?.default) throw new Error(`Remote module "${id}" has no default export.`);
    return { default: loaded.default };
  };
  try {
    return await load();
  } catch (error) {
    if (!isScriptDownloadError(error)) throw error;
    return load();
  }
}

/**
 * A lazy component per exposed screen, reused across navigations so a loaded screen never
 * suspends twice. React.lazy caches a failure forever, so `forget` drops it for a Retry.
 */
export function lazyScreen(remote: string, module: string): LazyExoticComponent<Screen> {
  const id = remoteModuleId(remote, module);
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(() => loadScreen(id));
    screens.set(id, screen);
  }
  return screen;
}

export function forgetScreen(remote: string, module: string): void {
  screens.delete(remoteModuleId(remote, module));
}
