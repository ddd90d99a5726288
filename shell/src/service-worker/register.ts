let asked = false;

/**
 * Registers the service worker (ADR 069) once the first screen is live and the page has loaded,
 * when the browser is idle: its install (precaching the shell's files) never competes with the first
 * paint. Production builds only: a development server's files change at every edit.
 */
export function registerServiceWorker(): void {
  if (asked || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  asked = true;
  const register = () => {
    // Revalidated at every check, whatever the HTTP cache holds: a new worker is seen at the next load.
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
