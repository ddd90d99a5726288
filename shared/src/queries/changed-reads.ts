import type { AnyEndpoint } from 'contract/endpoints';

/** One write's change: the paths of the endpoints it changed. */
export interface ReadsChange {
  paths: ReadonlySet<string>;
}

type Listener = (change: ReadsChange) => Promise<unknown>;

const listeners = new Set<Listener>();

/**
 * Each page's read cache listens here (read.ts): a write announces the endpoints it changed and the
 * cached reads of them are read again. Part of the data layer: a write that changed reads runs on a
 * screen that shows them, so the layer is there; a first visit that only writes (a sign-in, a reset)
 * never downloads it (docs/decisions/020).
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
