import { cpuBlocking, type TraceEvent } from '../../bench/lib/cpu-blocking.mjs';

/** A renderer's main thread (pid 1) with its navigation at 0 and its first contentful paint at `fcpMs`. */
function trace(fcpMs: number, tasks: { atMs: number; wallMs: number; cpuMs: number; url?: string }[]): TraceEvent[] {
  const on = { pid: 1, tid: 1 };
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...on, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...on },
    { name: 'firstContentfulPaint', ph: 'R', ts: 1_000_000 + fcpMs * 1000, ...on },
    // Another renderer's thread: never counted.
    { name: 'RunTask', ph: 'X', ts: 1_500_000, dur: 90_000, tdur: 90_000, pid: 2, tid: 2 },
    ...tasks.flatMap(({ atMs, wallMs, cpuMs, url }) => {
      const ts = 1_000_000 + atMs * 1000;
      const task: TraceEvent = { name: 'RunTask', ph: 'X', ts, dur: wallMs * 1000, tdur: cpuMs * 1000, ...on };
      return url ? [task, { name: 'EvaluateScript', ph: 'X', ts: ts + 10, dur: 1000, ...on, args: { data: { url } } }] : [task];
    }),
  ];
}

describe('blocking time by CPU time (bench/lib/cpu-blocking.mjs)', () => {
  it('counts each task by its CPU time at 4×, its part over 50 ms, from the first paint on', () => {
    const { blocking, long, fcp } = cpuBlocking(
      trace(100, [
        { atMs: 50, wallMs: 40, cpuMs: 40 }, // before the first paint: long, never blocking
        { atMs: 200, wallMs: 60, cpuMs: 20, url: 'http://localhost:4000/static/js/main.abc.js' }, // 80 at 4×: 30
        { atMs: 300, wallMs: 40, cpuMs: 12 }, // 48 at 4×: not long, however long its wall time
        { atMs: 400, wallMs: 30, cpuMs: 30 }, // 120 at 4×: 70
      ]),
    );
    expect(fcp).toBe(100);
    expect(blocking).toBe(100);
    expect(long.map((task) => [task.start, task.script])).toEqual([
      [50, ''],
      [200, 'main.abc.js'],
      [400, ''],
    ]);
  });

  it('is 0 for a trace without a painted page', () => {
    expect(cpuBlocking([{ name: 'RunTask', ph: 'X', ts: 1, dur: 500_000, tdur: 500_000, pid: 1, tid: 1 }]).blocking).toBe(0);
  });
});
