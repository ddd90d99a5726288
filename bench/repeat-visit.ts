/**
 * `tsx bench/repeat-visit.ts`: the repeat visit (ADR 069) of each benchmark route of the composed
 * build: Lighthouse (mobile preset, simulated throttling) on the second load in the same browser,
 * the service worker installed by the first (lib/lighthouse-repeat-run.mjs), median of RUNS
 * (default 3), and where the second load's hashed files came from (none should reach a server).
 * ROUTES as in bench/lighthouse.ts; THROTTLING=applied has Chromium slow the CPU and the network itself
 * (Lighthouse's `devtools` method, the same preset), which times the worker's answers as a phone would
 * (ADR 082).
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { markdownTable, median, writeResults } from './lib/report';
import { benchPlayer, benchRoutes } from './lib/routes';
import { accessTokenFor, startStack } from './lib/bench-stack';

const runs = Number(process.env.RUNS ?? 3);

interface RepeatRun {
  finalUrl: string;
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  sources: Record<'worker cache' | 'http cache' | 'worker network' | 'server', number>;
}

async function repeatRun(url: string, token: string | null): Promise<RepeatRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, 'lib/lighthouse-repeat-run.mjs'), JSON.stringify(chromiumLaunchOptions), url, ...(token ? [token] : [])],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as RepeatRun;
  if (new URL(run.finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${run.finalUrl}`);
  return run;
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const stack = await startStack({ builds: ['composed'] });
  // By the route's key: the signed-in home has the landing's path.
  const results: { route: string; runs: RepeatRun[] }[] = benchRoutes.map(({ key }) => ({ route: key, runs: [] }));
  try {
    for (let attempt = 1; attempt <= runs; attempt++) {
      for (const { key, path: route, signedIn } of benchRoutes) {
        const token = signedIn ? await accessTokenFor(stack.ports, benchPlayer.email, benchPlayer.password) : null;
        const run = await repeatRun(`${stack.origin.composed}${route}`, token);
        results.find((entry) => entry.route === key)!.runs.push(run);
        console.log(
          `${key} #${attempt}: LCP ${run.lcp.toFixed(0)} ms, score ${run.score.toFixed(0)}, hashed files ${JSON.stringify(run.sources)}`,
        );
      }
    }
  } finally {
    await stack.stop();
  }
  console.log(
    `\nRepeat visit, Lighthouse mobile preset (${process.env.THROTTLING === 'applied' ? 'applied' : 'simulated'} throttling), median of ${runs}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (2 cores)\n`,
  );
  console.log(
    markdownTable(
      [
        'route',
        'performance',
        'LCP s',
        'FCP s',
        'TBT ms',
        'CLS',
        'hashed files: worker cache / HTTP cache / worker network / server (max)',
      ],
      results.map(({ route, runs: measured }) => {
        const of = (metric: 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls') => median(measured.map((run) => run[metric]));
        const most = (source: keyof RepeatRun['sources']) => Math.max(...measured.map((run) => run.sources[source]));
        return [
          route,
          of('score').toFixed(0),
          (of('lcp') / 1000).toFixed(2),
          (of('fcp') / 1000).toFixed(2),
          of('tbt').toFixed(0),
          of('cls').toFixed(3),
          `${most('worker cache')} / ${most('http cache')} / ${most('worker network')} / ${most('server')}`,
        ];
      }),
    ),
  );
  console.log(`\nresults: ${writeResults('repeat-visit', results)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
