import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ScreenShown } from '../prerender/ScreenShown';
import { forgetScreen, lazyScreen } from './load-screen';
import { RemoteIncompatible, RemoteUnavailable, ScreenLoading } from './RemoteFallbacks';

/**
 * The federation runtime refuses a remote built for another major release of a singleton
 * (strictVersion, see rspack.base.ts). Retrying cannot help: the remote needs a new release.
 */
function isIncompatibleRelease(error: unknown): boolean {
  return error instanceof Error && /does not satisfy the requirement/.test(error.message);
}

/**
 * Renders one exposed screen of a remote, with a loading state and a Retry that needs no page reload.
 * The error boundary keeps a failing remote inside its slot: the shell and the other remotes go on working.
 */
export function RemoteScreen({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(remote, module);

  return (
    <ErrorBoundary
      // Retry bumps the attempt: the boundary resets and renders the screen loaded afresh.
      resetKeys={[attempt]}
      onError={(error) => {
        console.error(`Screen ${remote}/${module} failed`, error);
        // Forget the failed load at once, so Retry or the next visit to this route loads afresh.
        forgetScreen(remote, module);
      }}
      fallbackRender={({ error }) => (
        <>
          <ScreenShown failed />
          {isIncompatibleRelease(error) ? <RemoteIncompatible /> : <RemoteUnavailable onRetry={() => setAttempt((count) => count + 1)} />}
        </>
      )}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}
