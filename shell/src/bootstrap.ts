import { nextTask } from './boot/next-task';

/**
 * The shell's start in steps (ADR 074). Evaluating its modules all at once was one task of about
 * 55 ms of CPU on this machine (≈ 220 ms on Lighthouse's 4× slower phone), all blocking time on a
 * page whose layout or pre-rendered screen has already painted. The largest part is the shared
 * package's module (one concatenated module for shared, ui and contract); React's DOM renderer
 * next. Each is evaluated in a task of its own; "eager" keeps them in this chunk, so no request
 * is added.
 */
export async function bootstrap(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  start();
}
