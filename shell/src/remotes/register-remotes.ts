import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { runningVersion } from 'contract/discovery';
import type { AppConfig } from 'shared';
import { bootManifestsPlugin } from './boot-manifests-plugin';
import { entryIntegrityPlugin } from './entry-integrity-plugin';

/**
 * Tells the federation runtime where each micro-frontend's manifest is, and the integrity and
 * fallback of its entry; nothing is fetched until a route needs it.
 */
export function registerRemotesFrom(config: AppConfig): void {
  registerPlugins([bootManifestsPlugin(), entryIntegrityPlugin(config)]);
  registerRemotes(Object.entries(config.microFrontends).map(([name, versions]) => ({ name, entry: runningVersion(versions).url })));
}
