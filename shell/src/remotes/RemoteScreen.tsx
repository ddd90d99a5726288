import { Component, Suspense, useState, type ReactNode } from 'react';
import type { ExposedModule, RemoteName } from 'shared';
import { forgetScreen, lazyScreen } from './load-screen';
import { RemoteUnavailable, ScreenLoading } from './RemoteFallbacks';

interface BoundaryProps {
  label: string;
  onFailure: () => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote inside its slot: the shell and the other remotes go on working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`Screen ${this.props.label} failed`, error);
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
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
      fallback={<RemoteUnavailable onRetry={() => setAttempt((count) => count + 1)} />}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}
