/**
 * `tsx bench/build-times.ts`: production build times, each a fresh `rspack build` process as
 * `npm run build` runs it (Rspack keeps no cache between runs here, so every build is cold):
 * every app (the shell and six remotes) one after another, one remote alone (all a change to that remote rebuilds and
 * redeploys), and the single-bundle build for comparison. Median of RUNS (default 3). Output goes
 * to a temporary folder, so the working builds other runs may be serving are left alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/stack';
import { apps } from '../contract/src/federation';
import { markdownTable, median, writeResults } from './lib/report';

const runs = Number(process.env.RUNS ?? 3);
const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

/** Seconds one production build takes, from process start to exit. */
function timeBuild(dir: string, outputPath: string, configFile?: string): Promise<number> {
  const started = process.hrtime.bigint();
  const args = [
    rspackCli,
    'build',
    '--config-loader',
    'jiti',
    '--mode',
    'production',
    '--output-path',
    outputPath,
    ...(configFile ? ['-c', configFile] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: path.join(repoRoot, dir), stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`rspack build in ${dir} failed (exit ${code}):\n${errors.slice(-2000)}`));
      else resolve(Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
}

async function main() {
  const outputRoot = mkdtempSync(path.join(tmpdir(), 'playprize-build-times-'));
  const appDirs = Object.values(apps).map((app) => app.dir);
  const perApp = new Map<string, number[]>(appDirs.map((dir) => [dir, []]));
  const allFive: number[] = [];
  const mono: number[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    for (let run = 1; run <= runs; run++) {
      let total = 0;
      for (const dir of appDirs) {
        const seconds = await timeBuild(dir, path.join(outputRoot, dir));
        perApp.get(dir)!.push(seconds);
        total += seconds;
      }
      allFive.push(total);
      mono.push(await timeBuild('.', path.join(outputRoot, 'mono'), path.join(repoRoot, 'bench/mono/rspack.config.ts')));
      console.log(`run ${run}: five apps ${total.toFixed(2)} s, single bundle ${mono.at(-1)!.toFixed(2)} s`);
    }
  } finally {
    rmSync(outputRoot, { recursive: true, force: true });
  }

  const seconds = (values: number[]) => median(values).toFixed(2);
  console.log(
    `\nProduction builds, median of ${runs} (${cpus().length} cores, load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)})\n`,
  );
  console.log(
    markdownTable(
      ['build', 'seconds'],
      [
        ['all five apps, one after another (cold)', seconds(allFive)],
        // A change to one remote rebuilds (and redeploys) that remote only.
        ...appDirs.map((dir) => [`${dir} alone`, seconds(perApp.get(dir)!)]),
        ['single bundle (bench/mono/), for comparison', seconds(mono)],
      ],
    ),
  );
  console.log(`\nresults: ${writeResults('build-times', { runs, allFive, perApp, mono })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
