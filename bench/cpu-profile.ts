/**
 * `tsx bench/cpu-profile.ts`: where a page's main-thread time goes, for the blocking-time work of
 * issue 40 (BENCHMARKS.md "Blocking time of the signed-in routes"). Each route of lib/routes.ts
 * (ROUTES as for bench:lighthouse) is opened RUNS times (default 2) per build, interleaved, in a
 * fresh Chromium, signed in where the route is, and traced until LOAD_MS after load (default
 * 5,000). Each main-thread task is timed by its thread CPU time, so a shared machine's load
 * stretches it far less than wall time, and counted as Lighthouse's simulation does: 4× (a
 * mid-range phone), its part over 50 ms blocking from the first contentful paint on. Prints the
 * long tasks (4× ms @ start, the script they ran, {what the browser did in them: script, style,
 * layout, ...}) and the median blocking time per route and
 * build; PROFILE=1 adds the CPU profile's self time by original source (source maps) or package,
 * DETAIL=<one of them> that one's functions.
 */

import { loadavg } from 'node:os';

import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { accessTokenFor, startStack, type Build, type RunningStack } from './lib/bench-stack';
import { median } from './lib/report';
import { benchPlayer, benchRoutes, presetSession } from './lib/routes';
import { cpuBlocking, slowdown, type Task, type TraceEvent } from './lib/cpu-blocking.mjs';

const builds = (process.env.BUILDS?.split(',') ?? ['composed', 'mono']) as Build[];
const runs = Number(process.env.RUNS ?? 2);
const settleMs = Number(process.env.LOAD_MS ?? 5000);
const top = Number(process.env.TOP ?? 12);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, Promise<SourceMapConsumer | null>>();

/** The source map of a served script, read from the staged copy the stack serves (the same bytes). */
function consumerFor(stack: RunningStack, url: string): Promise<SourceMapConsumer | null> {
  if (!consumers.has(url)) {
    consumers.set(
      url,
      fetch(`${url}.map`)
        .then((response) => (response.ok ? response.text() : null))
        .then((text) => (text ? new SourceMapConsumer(JSON.parse(text) as never) : null))
        .catch(() => null),
    );
  }
  void stack;
  return consumers.get(url)!;
}

/** A package (node_modules/<name>) or a workspace file, from a source map's source path. */
function sourceLabel(source: string): string {
  const modules = source.split('node_modules/');
  if (modules.length > 1) {
    const parts = modules.at(-1)!.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\.\//, '');
}

/** Self time by source; with `window` ([from, to] in the trace's µs clock, which the profile shares), only the samples in it. */
async function selfTimeBySource(stack: RunningStack, profile: Profile, window?: [number, number]): Promise<Map<string, number>> {
  const byNode = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (!window || (at >= window[0] && at <= window[1])) byNode.set(id, (byNode.get(id) ?? 0) + delta / 1000);
  });
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id);
    if (!ms) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let label = url ? new URL(url).pathname : `(${functionName || 'program'})`;
    if (url.endsWith('.js')) {
      const consumer = await consumerFor(stack, url);
      const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (original?.source) label = sourceLabel(original.source);
      // DETAIL=<label> splits that source or package by function, to see which of its work costs.
      if (original?.source && label === process.env.DETAIL)
        label += ` ${original.name ?? functionName} ${original.source.split('/').at(-1)}:${original.line}`;
    }
    if (!label.includes(' ') && label === process.env.DETAIL) label += ` ${functionName} ${lineNumber + 1}:${columnNumber}`;
    totals.set(label, (totals.get(label) ?? 0) + ms);
  }
  return totals;
}

async function measure(stack: RunningStack, url: string, token: string | null) {
  const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (token) await page.evaluateOnNewDocument(presetSession, token);
    const cdp = await page.createCDPSession();
    const profiling = Boolean(process.env.DETAIL || process.env.PROFILE);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.tracing.start({
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
    const profile = profiling ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile : undefined;
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended at ${page.url()}`);
    const { long, blocking, fcp } = cpuBlocking(trace.traceEvents);
    // With a profile, what each long task spent its time in (the three largest sources).
    const inside = new Map<Task, string>();
    for (const task of profile ? long : []) {
      const sources = [...(await selfTimeBySource(stack, profile!, task.window)).entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
      inside.set(task, sources.map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(' · '));
    }
    return { tasks: long, inside, blocking, fcp, selfTime: profile ? await selfTimeBySource(stack, profile) : new Map<string, number>() };
  } finally {
    await browser.close();
  }
}

/** A task's three largest phases (script, style, layout, ...), at 4× like the task. */
function phases(task: Task): string {
  return Object.entries(task.phases)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([phase, ms]) => `${phase} ${Math.round(ms * slowdown)}`)
    .join(' · ');
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const stack = await startStack({ builds });
  try {
    for (const { key, path: routePath, signedIn } of benchRoutes) {
      const results = new Map<Build, Awaited<ReturnType<typeof measure>>[]>(builds.map((build) => [build, []]));
      for (let attempt = 1; attempt <= runs; attempt++) {
        for (const build of builds) {
          const token = signedIn ? await accessTokenFor(stack.ports, benchPlayer.email, benchPlayer.password) : null;
          const result = await measure(stack, `${stack.origin[build]}${routePath}`, token);
          results.get(build)!.push(result);
          const list = result.tasks
            .map(
              (task) =>
                `${Math.round(task.cpu * slowdown)}@${Math.round(task.start)}${task.script ? ` ${task.script}` : ''} {${phases(task)}}${result.inside.has(task) ? ` [${result.inside.get(task)}]` : ''}`,
            )
            .join(', ');
          console.log(
            `${key} ${build} #${attempt}: blocking ${result.blocking} ms after FCP ${Math.round(result.fcp)}; long tasks ${list} (load ${loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
      for (const build of builds) {
        const measured = results.get(build)!;
        const labels = new Set(measured.flatMap((result) => [...result.selfTime.keys()]));
        const rows = [...labels]
          .map((label) => [label, median(measured.map((result) => result.selfTime.get(label) ?? 0))] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, top);
        console.log(`\n${key} ${build}: median blocking ${median(measured.map((result) => result.blocking))} ms`);
        if (rows.length > 0) console.log('CPU self time by source (median ms, not slowed; the profiler adds its own):');
        for (const [label, ms] of rows) console.log(`  ${ms.toFixed(0).padStart(6)}  ${label}`);
      }
      console.log('');
    }
  } finally {
    await stack.stop();
  }
  console.log(`load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (2 cores)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
