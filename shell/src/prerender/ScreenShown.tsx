import { useEffect, useLayoutEffect } from 'react';
import { registerServiceWorker } from '../service-worker/register';
import { screenShown } from './takeover';

/** Rendered after a screen (or its failure): tells a pre-rendered copy of the page, once committed and before it is painted, that the live screen is there. */
export function ScreenShown({ failed = false }: { failed?: boolean }) {
  useLayoutEffect(() => screenShown({ failed }), [failed]);
  // The first screen is live: the worker may now install without delaying it.
  useEffect(() => registerServiceWorker(), []);
  return null;
}
