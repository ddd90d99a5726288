import { shellScriptsId } from 'shared/federation';

/**
 * On a pre-rendered page (ADR 035) the HTML names only the boot script: the shell's own scripts are
 * listed in the element `shellScriptsId` names and asked for once the screen has painted, so that
 * nothing shares the link with the HTML before the first paint.
 */

/** Runs `task` in the frame after the next paint. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** Adds the listed scripts; they run in their listed order, as `defer` would have them. */
export function loadShellScripts(): void {
  const list = document.getElementById(shellScriptsId);
  if (!list) return;
  for (const source of (list.getAttribute('data-sources') ?? '').split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.src = source;
    // Dynamic scripts run as they arrive unless told otherwise.
    script.async = false;
    document.head.append(script);
  }
}
