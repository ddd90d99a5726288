import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { apps, remoteNames, type AppConfig } from 'shared';
import { bootManifestsPlugin } from './boot-manifests-plugin';

/** Tells the federation runtime where each remote's manifest is; nothing is fetched until a route needs it. */
export function registerRemotesFrom(config: AppConfig): void {
  registerPlugins([bootManifestsPlugin()]);
  registerRemotes(remoteNames.map((remote) => ({ name: apps[remote].federationName, entry: config.remotes[remote] })));
}
