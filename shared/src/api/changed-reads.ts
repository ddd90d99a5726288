import type { AnyEndpoint } from './endpoints';

/** One write's change: the endpoints' paths, and the reads already started again for it (by their cache key). */
export interface ReadsChange {
  paths: ReadonlySet<string>;
  /** True the first time a read's key claims this change: two screens showing one read make one request. */
  claim(key: string): boolean;
}

type Listener = (change: ReadsChange) => Promise<unknown>;

const listeners = new Set<Listener>();

/**
 * Each shown read (shared/queries) listens here: a write announces the endpoints it changed and the
 * reads of them are read again. A read not shown is read when it is next shown; and a first visit
 * that writes (a sign-in, a reset) never downloads the data layer (docs/decisions/020).
 */
export function onReadsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reads every shown answer of these endpoints again, whatever its parameters; resolves once they are read. */
export async function readsChanged(changed: readonly AnyEndpoint[]): Promise<void> {
  if (changed.length === 0) return;
  const claimed = new Set<string>();
  const change: ReadsChange = {
    paths: new Set(changed.map((endpoint) => endpoint.path)),
    claim: (key) => !claimed.has(key) && Boolean(claimed.add(key)),
  };
  await Promise.all([...listeners].map((listener) => listener(change)));
}
