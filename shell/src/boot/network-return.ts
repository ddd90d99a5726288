/**
 * After a file of the page failed to arrive (the network dropped): runs `retry` as soon as the
 * browser is back online, or, while it believes it is online, after a wait that doubles with each
 * attempt (1 s, 2 s, 4 s … at most 30 s). Shared by the boot script and the shell's entry.
 */
export function whenNetworkReturns(attempt: number, retry: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    removeEventListener('online', run);
    retry();
  };
  addEventListener('online', run);
  if (navigator.onLine) timer = setTimeout(run, Math.min(1000 * 2 ** attempt, 30_000));
}
