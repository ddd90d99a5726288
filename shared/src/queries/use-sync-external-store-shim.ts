// What swr imports as 'use-sync-external-store/shim' (rspack.base.ts aliases it here): React 19's own hook.
export { useSyncExternalStore } from 'react';
