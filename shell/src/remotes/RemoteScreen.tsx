import { Component, Suspense, useState, type ReactNode } from 'react';
import type { ExposedModule, RemoteName } from 'shared';
import { forgetScreen, lazyScreen } from './load-screen';
import { RemoteIncompatible, RemoteUnavailable, ScreenLoading } from './RemoteFallbacks';

interface BoundaryProps {
  label: string;
  onFailure: () => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/**
 * The federation runtime refuses a remote built for another major release of a singleton
 * (strictVersion, see rspack.base.ts). Retrying cannot help: the remote needs a new release.
 */
function isIncompatibleRelease(error: Error): boolean {
  return /does not satisfy the requirement/.test(error.message);
}

/** Keeps a failing remote inside its slot: the shell and the other remotes go on working. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    console.error(`Screen ${this.props.label} failed`, error);
    this.props.onFailure();
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Renders one exposed screen of a remote, with a loading state and a Retry that needs no page reload. */
export function RemoteScreen<R extends RemoteName>({ remote, module }: { remote: R; module: ExposedModule<R> }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(remote, module);

  return (
    <RemoteBoundary
      key={attempt}
      label={`${remote}/${module}`}
      // Forget the failed load at once, so Retry or the next visit to this route loads afresh.
      onFailure={() => forgetScreen(remote, module)}
      fallback={(error) =>
        isIncompatibleRelease(error) ? <RemoteIncompatible /> : <RemoteUnavailable onRetry={() => setAttempt((count) => count + 1)} />
      }
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}
