/**
 * The one write engine (docs/decisions/047-one-write-engine.md): a subpath, not the root, so only
 * the screens that write carry it and no route's first visit grows by it; it uses the page's one
 * `shared` root by name (the reads a write changed are announced through the root's singleton).
 */
export * from './use-write';
