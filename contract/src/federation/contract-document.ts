import { apps, manifestFile, remoteNames, type RemoteName } from './apps';
import { discoverySchema, type DiscoveryDocument } from './discovery';
import { screenRoutes } from './screen-routes';

/**
 * The discovery document of the contract's remotes (ADR 049), each at the base URL given, with the
 * routes of the contract's table: what a stack's `config.json` holds unless an operator edits it.
 */
export function contractDocument(baseUrlOf: (remote: RemoteName) => string, version = '1.0.0'): DiscoveryDocument {
  return {
    schema: discoverySchema,
    microFrontends: Object.fromEntries(
      remoteNames.map((remote) => [
        apps[remote].federationName,
        [
          {
            url: new URL(manifestFile, `${baseUrlOf(remote).replace(/\/+$/, '')}/`).href,
            metadata: { version },
            extras: {
              routes: screenRoutes
                .filter((route) => route.remote === remote)
                .map(({ path, module, topBar, requiresRole }) => ({
                  path,
                  module,
                  ...(topBar && { topBar }),
                  ...(requiresRole && { requiresRole }),
                })),
            },
          },
        ],
      ]),
    ),
  };
}
