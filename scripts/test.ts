/**
 * `npm test`: the format check, type checks, lint, every Jest project (server suites on PGlite,
 * and on PostgreSQL too when DATABASE_URL is set), production builds, the images from the
 * repository's Dockerfiles, then the Chromium end-to-end suite on the composed containers (docker
 * compose), a smoke pass on the Node static servers `npm start` uses, and the sign-in journey on
 * the single-bundle reference build. Two lanes share the two cores first: the Jest projects in one, the checks, builds and
 * images in the other. Prints each step's time and the total, and ends with
 * one line CI reads: `tests: N passed, N failed`.
 *
 * E2E_STACK=node skips the images and runs the whole suite on the Node static servers instead
 * (a machine without a Docker engine).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildWorkspaces, run, type RunOptions } from './lib/run';
import { repoRoot } from './lib/stack';
import { frontEnds } from './lib/front-ends';
import { compose } from './lib/compose';
import { typecheck } from './lib/typecheck';

const resultsDir = path.join(repoRoot, 'test-results');
const logsDir = path.join(resultsDir, 'logs');
const buildOrder = [...frontEnds().map((app) => app.dir), 'server'];
/**
 * What the Node static servers' pass tries: sign-in and mail, a pre-rendered page composed by the
 * Node server and a remote redeployed under it, the remotes' standalone harnesses (npm start -w), and
 * a remote added by the discovery document alone.
 */
const nodeSmokeSpecs = ['sign-in.spec.ts', 'mail.spec.ts', 'redeploy.spec.ts', 'harness.spec.ts', 'discovery.spec.ts'];
const onContainers = (process.env.E2E_STACK ?? 'compose') === 'compose';

interface Counts {
  passed: number;
  failed: number;
}
interface StepTime {
  step: string;
  seconds: number;
  ok: boolean;
}
const times: StepTime[] = [];
const checks: Counts = { passed: 0, failed: 0 };

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/**
 * Runs one step and records its time. In a lane (`log` true) its output goes to a file that is
 * printed whole when it ends, so two lanes never interleave their lines.
 */
async function timed(name: string, action: (options: RunOptions) => Promise<number>, { log = false } = {}): Promise<boolean> {
  const logFile = log ? path.join(logsDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`) : undefined;
  if (!log) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await action({ logFile }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  times.push({ step: name, seconds, ok: code === 0 });
  if (logFile) console.log(`\n=== ${name} (${seconds} s) ===\n${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`);
  if (code !== 0) console.error(`${name} failed (exit ${code})`);
  return code === 0;
}

/** A step that counts as one check (type check, lint, a build). */
async function check(name: string, action: (options: RunOptions) => Promise<number>, options?: { log?: boolean }): Promise<boolean> {
  const ok = await timed(name, action, options);
  checks[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/** One Playwright pass; its JSON report gives the counts. */
async function endToEnd(title: string, reportName: string, env: Record<string, string>, args: string[] = []): Promise<Counts> {
  const reportFile = path.join(resultsDir, reportName);
  let code = 1;
  await timed(title, async () => (code = await run('npx', ['playwright', 'test', ...args], { E2E_REPORT_FILE: reportFile, ...env })));
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(reportFile);
  const counts = report
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
    : { passed: 0, failed: code === 0 ? 0 : 1 };
  if (report && code !== 0 && report.stats.unexpected === 0) counts.failed += 1;
  return counts;
}

const build = (workspaces: string[]) => (options: RunOptions) => buildWorkspaces(workspaces, options).then(() => 0);

/** Jest's default on two cores is one worker; the suites wait on databases and sockets as much as on a core. */
const jestWorkers = String(Math.max(2, availableParallelism() - 1));

async function jestLane() {
  const jestFile = path.join(resultsDir, 'jest-results.json');
  await timed(
    'unit, component and server tests (Jest)',
    (options) => run('npx', ['jest', '--ci', '--maxWorkers', jestWorkers, '--json', '--outputFile', jestFile], {}, options),
    { log: true },
  );
  return readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(jestFile);
}

/** Prettier's check (ADR 046): the log lists the unformatted files and says how to fix them. */
async function formatCheck(options: RunOptions): Promise<number> {
  const code = await run('npm', ['run', 'format:check', '--silent'], {}, options);
  if (code !== 0) {
    const hint = 'Unformatted files (listed above): run `npm run format` and commit the result.\n';
    if (options.logFile) appendFileSync(options.logFile, hint);
    else console.error(hint);
  }
  return code;
}

/**
 * Beside Jest: the checks, the builds and the images. The e2e passes wait for Jest: beside it,
 * Chromium and the stacks slowed Jest's suites past their time-outs on two cores.
 */
async function checksAndBuildsLane() {
  await check('format (Prettier)', formatCheck, { log: true });
  await check('type check', (options) => typecheck({ ...options, concurrency: 1 }), { log: true });
  await check('lint', (options) => run('npx', ['eslint', '.', '--max-warnings', '0'], {}, options), { log: true });
  const built = await check('production builds', build(buildOrder), { log: true });
  const mono = await check('single-bundle build', (options) => run('npm', ['run', 'build:mono', '--silent'], {}, options), { log: true });
  // The base images when no registry has them, then every image of docker-compose.yml.
  const images =
    onContainers &&
    (await check('base images (npm run images:offline)', (options) => run('npm', ['run', 'images:offline', '--silent'], {}, options), {
      log: true,
    })) &&
    (await check('images (docker-compose build)', (options) => compose(['build'], options), { log: true }));
  return { built, mono, images };
}

function printTimes(totalSeconds: number) {
  const width = Math.max(...times.map((time) => time.step.length));
  console.log('\nstep times (lanes ran side by side, so steps add up to more than the total)');
  for (const time of times)
    console.log(`  ${time.step.padEnd(width)}  ${String(time.seconds).padStart(7)} s  ${time.ok ? 'ok' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${String(totalSeconds).padStart(7)} s`);
  writeFileSync(path.join(resultsDir, 'step-times.json'), `${JSON.stringify({ totalSeconds, steps: times }, null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(logsDir, { recursive: true });

  const [jest, { built, mono, images }] = await Promise.all([jestLane(), checksAndBuildsLane()]);

  const passes: Counts[] = [];
  // The whole suite on the containers.
  if (images)
    passes.push(await endToEnd('end-to-end tests (Chromium, docker compose)', 'e2e-compose-results.json', { E2E_STACK: 'compose' }));
  if (built) {
    // A filtered run would otherwise bring in the whole project the stack-disturbing specs depend on;
    // one worker keeps the redeploy from overlapping the others.
    const args = onContainers ? ['--no-deps', '--workers', '1', ...nodeSmokeSpecs] : [];
    passes.push(
      await endToEnd(
        `end-to-end tests (Chromium, Node static servers${onContainers ? ', smoke' : ''})`,
        'e2e-node-results.json',
        { E2E_STACK: 'node' },
        args,
      ),
    );
  }
  // The single-bundle reference build the benchmarks compare against must work too (BENCHMARKS.md, Front end).
  if (mono)
    passes.push(
      await endToEnd('sign-in journey on the single-bundle build', 'e2e-mono-results.json', { E2E_STACK: 'node' }, [
        '-c',
        'playwright.mono.config.ts',
      ]),
    );

  const e2e: Counts = { passed: 0, failed: 0 };
  for (const pass of passes) {
    e2e.passed += pass.passed;
    e2e.failed += pass.failed;
  }

  const passed = checks.passed + (jest?.numPassedTests ?? 0) + e2e.passed;
  const failed = checks.failed + (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 1) + e2e.failed;
  if (!process.env.DATABASE_URL) {
    console.warn('\nThe server suites ran on PGlite only: set DATABASE_URL=postgres://… to run them on PostgreSQL as well (CI does).');
  }
  printTimes(Math.round((Date.now() - started) / 100) / 10);
  console.log(
    `\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 'no report'} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed; checks: ${checks.passed} passed, ${checks.failed} failed`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
});
