/**
 * One Lighthouse run in a fresh Chromium:
 * `node bench/lib/lighthouse-run.mjs <Chromium launch options as JSON> <url> [access token]`,
 * prints the run's metrics as one JSON line. Plain Node on purpose: Lighthouse sends its own
 * functions to the page as source text, and tsx's transform would add helpers the page lacks. The
 * launch options are scripts/lib/chromium.ts's, passed by bench/lighthouse.ts (plain Node cannot import TypeScript).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuBlocking } from './cpu-blocking.mjs';
import { measureInFreshChromium, performanceRun } from './lighthouse-session.mjs';

await measureInFreshChromium(async (page, url) => {
  const { lhr, artifacts, score, numeric } = await performanceRun(page, url);
  // LHR_DIR keeps each run's full report, to see where the blocking time goes (long-tasks, bootup-time…);
  // LHR_TRACE=1 its trace beside it, to match a simulated long task with what the page really ran.
  if (process.env.LHR_DIR) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LHR_DIR, name), JSON.stringify(lhr));
    if (process.env.LHR_TRACE)
      writeFileSync(path.join(process.env.LHR_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(artifacts.Trace));
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
  // What moved, when anything did: the elements of the layout shifts, with each shift's score.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`,
  );
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    score,
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    // The same run's blocking time with each task timed by its CPU time instead of its wall time (cpu-blocking.mjs).
    tbtByCpu: cpuBlocking(artifacts.Trace.traceEvents).blocking,
    fcp: numeric('first-contentful-paint'),
    bytes: numeric('total-byte-weight'),
    lcpElement,
    shifts,
    // The host's CPU by Lighthouse's own benchmark: it expects 1,000 or more, and warns below (its 4× slowdown then overstates a phone).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
});
