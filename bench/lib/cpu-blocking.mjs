/**
 * Blocking time by CPU time (ADR 074), from a Chromium trace: the page renderer's main-thread
 * tasks, each timed by its thread CPU time (`tdur`), counted as Lighthouse's simulation counts
 * them (4×, a mid-range phone; the part over 50 ms, from the first contentful paint on). Wall
 * time, which Lighthouse uses, also holds the time the thread waited for a core: on a two-core
 * machine shared with the browser's other processes and Lighthouse itself, often as much again.
 * Plain JavaScript: lighthouse-run.mjs (plain Node) and cpu-profile.ts both use it.
 */
export const slowdown = 4;

/** The renderer's main-thread top-level tasks after navigation, and the first contentful paint (ms after navigation). */
function mainThreadTasks(events) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'firstContentfulPaint'),
  );
  if (!main) return { tasks: [], fcp: 0 };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const origin = onMain.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0].ts;
  const fcp = ((onMain.find((event) => event.name === 'firstContentfulPaint')?.ts ?? origin) - origin) / 1000;
  const scripts = onMain.filter(
    (event) => (event.name === 'EvaluateScript' || event.name === 'FunctionCall' || event.name === 'v8.compile') && event.args?.data?.url,
  );
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= origin)
    .map((task) => {
      const inside = scripts.find((event) => event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0));
      const url = inside?.args?.data?.url ?? '';
      return {
        window: [task.ts, task.ts + (task.dur ?? 0)],
        start: (task.ts - origin) / 1000,
        cpu: (task.tdur ?? task.dur ?? 0) / 1000,
        // Lighthouse's own scripts are named, not addressed (`_lighthouse-eval.js`): the name's last segment either way.
        script: url.split(/[?#]/)[0].split('/').at(-1),
      };
    });
  return { tasks, fcp };
}

/** The tasks long at 4×, and the blocking time they add from the first contentful paint on. */
export function cpuBlocking(events) {
  const { tasks, fcp } = mainThreadTasks(events);
  const long = tasks.filter((task) => task.cpu * slowdown > 50);
  const blocking = Math.round(long.filter((task) => task.start >= fcp).reduce((sum, task) => sum + task.cpu * slowdown - 50, 0));
  return { long, blocking, fcp };
}
