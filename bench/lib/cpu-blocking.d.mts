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
}

export const slowdown: number;
export function cpuBlocking(events: TraceEvent[]): { long: Task[]; blocking: number; fcp: number };
