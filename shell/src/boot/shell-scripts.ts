import { shellScriptsId } from 'contract/federation';
import { whenNetworkReturns } from './network-return';

/**
 * On a pre-rendered page (ADR 035) the HTML names only the boot script: the shell's own scripts are
 * listed in the element `shellScriptsId` names and asked for once the screen has painted, so that
 * nothing shares the link with the HTML before the first paint.
 */

/** Runs `task` in the frame after the next paint. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

function addScript(source: string, attempt: number): void {
  const script = document.createElement('script');
  script.src = source;
  // Dynamic scripts run as they arrive unless told otherwise.
  script.async = false;
  // The copy on show would stay lifeless: the script is asked for again once the network is back.
  // The order still holds: a chunk that arrives late is picked up by the runtime when it does.
  script.addEventListener(
    'error',
    () => {
      script.remove();
      whenNetworkReturns(attempt, () => addScript(source, attempt + 1));
    },
    { once: true },
  );
  document.head.append(script);
}

/** Adds the listed scripts; they run in their listed order, as `defer` would have them. */
export function loadShellScripts(): void {
  const list = document.getElementById(shellScriptsId);
  if (!list) return;
  for (const source of (list.getAttribute('data-sources') ?? '').split(' ').filter(Boolean)) addScript(source, 0);
}
