import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type ExposedModule, type RemoteName } from 'shared';

type Screen = ComponentType<Record<string, never>>;

const screens = new Map<string, LazyExoticComponent<Screen>>();

/**
 * A lazy component per exposed screen, reused across navigations so a loaded screen never
 * suspends twice. React.lazy caches a failure forever, so `forget` drops it for a Retry.
 */
export function lazyScreen<R extends RemoteName>(remote: R, module: ExposedModule<R>): LazyExoticComponent<Screen> {
  const id = remoteModuleId(remote, module);
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(async () => {
      const loaded = await loadRemote<{ default?: Screen }>(id);
      if (!loaded?.default) throw new Error(`Remote module "${id}" has no default export.`);
      return { default: loaded.default };
    });
    screens.set(id, screen);
  }
  return screen;
}

export function forgetScreen<R extends RemoteName>(remote: R, module: ExposedModule<R>): void {
  screens.delete(remoteModuleId(remote, module));
}
