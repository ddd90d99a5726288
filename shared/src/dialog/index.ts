/**
 * The modal dialog every app uses (the withdrawal dialog, the back office's reason and reference):
 * a subpath, not the root, so only the screens that open one carry it; it uses the root by name.
 */
export * from './Modal';
