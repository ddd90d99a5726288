import type { AnyEndpoint } from 'contract/endpoints';

/** One write's change: the paths of the endpoints it changed. */
export interface ReadsChange {
  paths: ReadonlySet<string>;
}

type Listener = (change: ReadsChange) => Promise<unknown>;

const listeners = new Set<Listener>();

/**
 * The data layer (shared/queries) listens here once it has loaded: a write announces the endpoints
 * it changed and the cached reads of them are read again. A first visit that writes (a sign-in, a
 * reset) never downloads the data layer, and has nothing cached to read again (docs/decisions/020).
 */
export function onReadsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reads every shown answer of these endpoints again, whatever its parameters; resolves once they are read. */
export async function readsChanged(changed: readonly AnyEndpoint[]): Promise<void> {
  if (changed.length === 0) return;
  const change: ReadsChange = { paths: new Set(changed.map((endpoint) => endpoint.path)) };
  await Promise.all([...listeners].map((listener) => listener(change)));
}
