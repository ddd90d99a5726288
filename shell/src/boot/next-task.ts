/**
 * Resolves in a later task, so that input and paint can run in between: the shell's start is cut
 * into steps this way, none of them a long task on a slow phone (ADR 074). `scheduler.yield` where
 * the browser has it (the continuation goes ahead of other queued work), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
