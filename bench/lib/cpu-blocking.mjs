/**
 * Blocking time by CPU time (ADR 074), from a Chromium trace: the page renderer's main-thread
 * tasks, each timed by its thread CPU time (`tdur`), counted as Lighthouse's simulation counts
 * them (4×, a mid-range phone; the part over 50 ms, from the first contentful paint on). Wall
 * time, which Lighthouse uses, also holds the time the thread waited for a core: on a two-core
 * machine shared with the browser's other processes and Lighthouse itself, often as much again.
 * Plain JavaScript: lighthouse-run.mjs (plain Node) and cpu-profile.ts both use it.
 */
export const slowdown = 4;

/** What the browser does inside a task, by the trace events that name it. */
const PHASES = {
  script: ['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayerTree'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
};
const phaseOf = new Map(Object.entries(PHASES).flatMap(([phase, names]) => names.map((name) => [name, phase])));

/**
 * CPU ms per phase of the events (sorted by time) inside [start, end], each counted in its outermost event only: a
 * layout a script forces is the script's time, as the player waits for the script.
 */
function phasesIn(events, start, end) {
  const phases = {};
  let coveredUntil = -Infinity;
  // `events` is sorted by time: the first at or after `start`, by bisection.
  let low = 0;
  for (let high = events.length; low < high;) {
    const middle = (low + high) >> 1;
    if (events[middle].ts < start) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < events.length && events[index].ts <= end; index++) {
    const event = events[index];
    if (event.ph !== 'X' || !phaseOf.has(event.name) || event.ts < coveredUntil) continue;
    coveredUntil = event.ts + (event.dur ?? 0);
    const phase = phaseOf.get(event.name);
    phases[phase] = (phases[phase] ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000;
  }
  return phases;
}

/** The renderer's main-thread top-level tasks after navigation, and the first contentful paint (ms after navigation). */
function mainThreadTasks(events) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'firstContentfulPaint'),
  );
  if (!main) return { tasks: [], fcp: 0 };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid).sort((a, b) => a.ts - b.ts);
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
        phases: phasesIn(onMain, task.ts, task.ts + (task.dur ?? 0)),
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
