import { whenNetworkReturns } from './boot/network-return';

// Federation needs an async boundary before any shared module is used. If the chunk does not
// arrive (the network dropped), it is asked for again once the network is back: a failed chunk
// load is not cached, and a pre-rendered copy on show would otherwise stay lifeless.
function start(attempt: number): void {
  import('./bootstrap')
    .then(({ bootstrap }) => bootstrap())
    .catch((error: unknown) => {
      if ((error as Error | null)?.name !== 'ChunkLoadError') throw error;
      whenNetworkReturns(attempt, () => start(attempt + 1));
    });
}
start(0);
