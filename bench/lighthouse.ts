/**
 * `tsx bench/lighthouse.ts`: Lighthouse (mobile preset, its default simulated throttling) on each
 * benchmark route of the composed build and of the single-bundle build, in the same run, runs
 * interleaved so machine load falls on both alike; prints the median of RUNS (default 5) per
 * metric. Drives /usr/bin/chromium (CHROME_PATH) and downloads nothing. The signed-in routes
 * (lib/routes.ts) are opened signed in: a fresh token from the identity service is put in sessionStorage before any page
 * script runs, as the sign-in screen would have left it. The same run measures each route's
 * first-visit transfer (lib/transfers.ts) and prints one table for both builds. LANGUAGE=si|ta
 * measures the pages in Sinhala or Tamil. Beside Lighthouse's TBT, each run's blocking time by CPU
 * time (lib/cpu-blocking.mjs): Lighthouse times tasks by wall time, which on a shared two-core
 * machine also holds the time the page's thread waited for a core.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { kB, markdownTable, median, writeResults } from './lib/report';
import { benchPlayer, benchRoutes } from './lib/routes';
import { accessTokenFor, startStack, type Build } from './lib/bench-stack';
import { breakdownTable, buildLabel, gzipRatio, measureTransfers, singletonCell, type TransferResult } from './lib/transfers';

// BUILDS=composed (or mono) measures one build only, e.g. while trying a lever.
const builds = (process.env.BUILDS?.split(',') ?? ['composed', 'mono']) as Build[];
const runs = Number(process.env.RUNS ?? 5);
// LANGUAGE=si or ta opens each route in that language (`?lang=`): its script's font and longer words (ADR 034).
const language = process.env.LANGUAGE;
const query = language ? `?lang=${encodeURIComponent(language)}` : '';

interface Run {
  lighthouseVersion: string;
  finalUrl: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The same run's TBT with each task timed by its CPU time, not its wall time (lib/cpu-blocking.mjs). */
  tbtByCpu: number;
  fcp: number;
  /** Bytes the page transferred, all resources (Lighthouse's total-byte-weight). */
  bytes: number;
  lcpElement: string;
  /** The elements that moved, with each shift's score (none when CLS is 0). */
  shifts: string[];
  /** Lighthouse's benchmark of the host's CPU during the run (it expects at least 1,000). */
  benchmarkIndex: number;
}

/** One run in its own Node process and its own fresh Chromium (see lib/lighthouse-run.mjs). */
async function lighthouseRun(url: string, token: string | null): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, 'lib/lighthouse-run.mjs'), JSON.stringify(chromiumLaunchOptions), url, ...(token ? [token] : [])],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
  // A signed-in route that bounced to /signin would measure the wrong page.
  if (new URL(run.finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${run.finalUrl}`);
  return run;
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const stack = await startStack({ builds });
  const results: { route: string; build: Build; runs: Run[] }[] = benchRoutes.flatMap(({ key }) =>
    builds.map((build) => ({ route: key, build, runs: [] })),
  );
  let transfers: TransferResult[];
  try {
    transfers = await measureTransfers(stack, builds);
    for (const { key, path, signedIn } of benchRoutes) {
      for (let attempt = 1; attempt <= runs; attempt++) {
        for (const build of builds) {
          const token = signedIn ? await accessTokenFor(stack.ports, benchPlayer.email, benchPlayer.password) : null;
          const run = await lighthouseRun(`${stack.origin[build]}${path}${query}`, token);
          results.find((entry) => entry.route === key && entry.build === build)!.runs.push(run);
          const moved = run.shifts.length > 0 ? ` (moved: ${run.shifts.join('; ')})` : '';
          console.log(
            `${key} ${build} #${attempt}: score ${run.score.toFixed(0)}, LCP ${run.lcp.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, TBT ${run.tbt.toFixed(0)} ms (by CPU time ${run.tbtByCpu} ms), host CPU index ${run.benchmarkIndex.toFixed(0)}${moved}`,
          );
        }
      }
    }
  } finally {
    await stack.stop();
  }

  console.log(
    `\nLighthouse ${results[0]?.runs[0]?.lighthouseVersion}, mobile preset, simulated throttling, median of ${runs} runs; first-visit JS as served ` +
      `(kB = 1,000 bytes); load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (2 cores)`,
  );
  const indexes = results.flatMap((entry) => entry.runs.map((run) => run.benchmarkIndex));
  console.log(
    `Host CPU by Lighthouse's benchmark index: median ${median(indexes).toFixed(0)} (${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}); ` +
      `Lighthouse expects 1,000 or more for its 4× CPU slowdown, and TBT grows as the index falls\n`,
  );
  console.log(
    markdownTable(
      [
        'route',
        'build',
        'performance',
        'LCP s',
        'CLS',
        'TBT ms',
        'TBT by CPU time ms',
        'FCP s',
        'JS gzip kB',
        'JS brotli kB',
        'requests (JS)',
        'composed / single (gzip)',
        'singletons once',
      ],
      results.map(({ route, build, runs: measured }) => {
        const of = (metric: 'score' | 'lcp' | 'cls' | 'tbt' | 'tbtByCpu' | 'fcp') => median(measured.map((run) => run[metric]));
        const transfer = transfers.find((entry) => entry.route === route && entry.build === build)!;
        return [
          route,
          buildLabel(build),
          of('score').toFixed(0),
          (of('lcp') / 1000).toFixed(2),
          of('cls').toFixed(3),
          of('tbt').toFixed(0),
          of('tbtByCpu').toFixed(0),
          (of('fcp') / 1000).toFixed(2),
          kB(transfer.gzip),
          kB(transfer.brotli),
          `${transfer.requests} (${transfer.jsRequests})`,
          build === 'composed' ? gzipRatio(transfers, route) : '',
          singletonCell(transfer),
        ];
      }),
    ),
  );
  console.log('\nLargest contentful paint element (first run of each)\n');
  for (const { route, build, runs: measured } of results) console.log(`- ${route} ${buildLabel(build)}: ${measured[0]?.lcpElement}`);
  console.log('\nJS gzip kB by package (from source maps; shares of each file estimated in proportion to its minified bytes)\n');
  console.log(breakdownTable(transfers));
  console.log(`\nresults: ${writeResults('lighthouse', { lighthouse: results, transfers })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
