import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { runningVersion } from 'contract/discovery';
import type { AppConfig } from 'shared';
import { manifestsPlugin } from './manifests-plugin';
import { integrityPlugin } from './integrity-plugin';

/**
 * Tells the federation runtime where each micro-frontend's manifest is, its fallback, and the
 * integrity of its entry; nothing is fetched until a route needs it.
 */
export function registerRemotesFrom(config: AppConfig): void {
  registerPlugins([manifestsPlugin(config), integrityPlugin(config)]);
  registerRemotes(Object.entries(config.microFrontends).map(([name, versions]) => ({ name, entry: runningVersion(versions).url })));
}
