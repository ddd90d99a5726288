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

  it("says what each task's CPU time went to, a layout forced by a script counted as the script's", () => {
    const on = { pid: 1, tid: 1 };
    const at = (ms: number) => 1_000_000 + ms * 1000;
    const events: TraceEvent[] = [
      ...trace(10, [{ atMs: 100, wallMs: 40, cpuMs: 30 }]),
      // Inside the task: a script with a forced layout and a collection in it, then the frame's style and layout.
      { name: 'FunctionCall', ph: 'X', ts: at(101), dur: 10_000, tdur: 8000, ...on },
      { name: 'Layout', ph: 'X', ts: at(105), dur: 2000, tdur: 2000, ...on },
      { name: 'MinorGC', ph: 'X', ts: at(108), dur: 1000, tdur: 1000, ...on },
      { name: 'UpdateLayoutTree', ph: 'X', ts: at(112), dur: 12_000, tdur: 12_000, ...on },
      { name: 'Layout', ph: 'X', ts: at(125), dur: 9000, tdur: 9000, ...on },
      { name: 'Paint', ph: 'X', ts: at(135), dur: 1000, tdur: 1000, ...on },
      // After the task, and on another thread: not its.
      { name: 'Layout', ph: 'X', ts: at(150), dur: 5000, tdur: 5000, ...on },
      { name: 'Layout', ph: 'X', ts: at(110), dur: 5000, tdur: 5000, pid: 1, tid: 2 },
    ];
    const [task] = cpuBlocking(events).long;
    expect(task!.phases).toEqual({ script: 8, style: 12, layout: 9, paint: 1 });
  });

  it('is 0 for a trace without a painted page', () => {
    expect(cpuBlocking([{ name: 'RunTask', ph: 'X', ts: 1, dur: 500_000, tdur: 500_000, pid: 1, tid: 1 }]).blocking).toBe(0);
  });
});
