export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

/** A main-thread task: when (ms after navigation), its CPU time, and the script it ran (the first one evaluated or called in it). */
export interface Task {
  /** [start, end] in the trace's µs clock. */
  window: [number, number];
  start: number;
  cpu: number;
  script: string;
  /** CPU ms (not slowed) by what the browser did: script, parse, style, layout, paint, gc; a forced layout counts as its script's. */
  phases: Partial<Record<'script' | 'parse' | 'style' | 'layout' | 'paint' | 'gc', number>>;
}

export const slowdown: number;
export function cpuBlocking(events: TraceEvent[]): { long: Task[]; blocking: number; fcp: number };
