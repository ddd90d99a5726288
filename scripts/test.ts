/**
 * `npm test`: type checks, lint, every Jest project (server suites on PGlite, and on PostgreSQL
 * too when DATABASE_URL is set), production builds, then the Chromium end-to-end suite (on the Node
 * static servers and on nginx) and the sign-in journey on the single-bundle reference build.
 * Ends with one line CI reads: `tests: N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWorkspaces, run } from './lib/run';
import { repoRoot } from './lib/stack';
import { apps } from '../shared/src/federation';
import { typecheck } from './lib/typecheck';

const resultsDir = path.join(repoRoot, 'test-results');
const buildOrder = [...Object.values(apps).map((app) => app.dir), 'server'];

interface Counts {
  passed: number;
  failed: number;
}

/** One Playwright pass; `reportName` keeps each pass's JSON report apart. */
async function endToEnd(title: string, reportName: string, env: Record<string, string> = {}, args: string[] = []): Promise<Counts> {
  console.log(`\n=== ${title} ===`);
  const reportFile = path.join(resultsDir, reportName);
  const code = await run('npx', ['playwright', 'test', ...args], { E2E_REPORT_FILE: reportFile, ...env });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(reportFile);
  const counts = report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected } : { passed: 0, failed: code === 0 ? 0 : 1 };
  if (report && code !== 0 && report.stats.unexpected === 0) counts.failed += 1;
  return counts;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

async function step(name: string, counts: Counts, action: () => Promise<number>): Promise<boolean> {
  console.log(`\n=== ${name} ===`);
  const code = await action();
  if (code !== 0) {
    console.error(`${name} failed (exit ${code})`);
    counts.failed += 1;
    return false;
  }
  counts.passed += 1;
  return true;
}

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  // Type checks and lint count as one check each; Jest and Playwright report their own tests.
  const checks: Counts = { passed: 0, failed: 0 };

  // The same check as `npm run typecheck`.
  await step('type check', checks, typecheck);
  await step('lint', checks, () => run('npx', ['eslint', '.', '--max-warnings', '0']));

  const jestFile = path.join(resultsDir, 'jest-results.json');
  console.log('\n=== unit, component and server tests ===');
  await run('npx', ['jest', '--ci', '--json', '--outputFile', jestFile]);
  const jest = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(jestFile);

  const built = await step('production builds', checks, () =>
    buildWorkspaces(buildOrder).then(
      () => 0,
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        return 1;
      },
    ),
  );

  const e2e: Counts = { passed: 0, failed: 0 };
  if (built) {
    const passes: Counts[] = [
      await endToEnd('end-to-end tests (Chromium, Node static servers)', 'e2e-results.json'),
      // The same suite against the builds served by nginx with deploy/nginx's config, as the containers serve them.
      await endToEnd('end-to-end tests (Chromium, nginx)', 'e2e-nginx-results.json', { E2E_STATIC_SERVER: 'nginx' }),
    ];
    // The single-bundle reference build the benchmarks compare against must work too (BENCHMARKS.md, Front end).
    if (await step('single-bundle build', checks, () => run('npm', ['run', 'build:mono', '--silent']))) {
      passes.push(await endToEnd('sign-in journey on the single-bundle build', 'e2e-mono-results.json', {}, ['-c', 'playwright.mono.config.ts']));
    }
    for (const pass of passes) {
      e2e.passed += pass.passed;
      e2e.failed += pass.failed;
    }
  }

  const passed = checks.passed + (jest?.numPassedTests ?? 0) + e2e.passed;
  const failed = checks.failed + (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 1) + e2e.failed;
  if (!process.env.DATABASE_URL) {
    console.warn('\nThe server suites ran on PGlite only: set DATABASE_URL=postgres://… to run them on PostgreSQL as well (CI does).');
  }
  console.log(`\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 'no report'} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed; checks: ${checks.passed} passed, ${checks.failed} failed`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
});
