/**
 * `tsx bench/transfer.ts`: first-visit transfer of each benchmark route, composed build and
 * single-bundle build in the same run: requests, JavaScript as served (gzip and brotli), the
 * ratio composed / single-bundle, which packages the gzip bytes hold, and on the composed build
 * whether each shared singleton was loaded once (exit code 1 if not). Needs the production builds
 * of every app, the server and bench/mono/ (see BENCHMARKS.md).
 */
import { kB, markdownTable, writeResults } from './lib/report';
import { startStack, type Build } from './lib/bench-stack';
import { breakdownTable, buildLabel, gzipRatio, measureTransfers, singletonCell } from './lib/transfers';

const builds: Build[] = ['composed', 'mono'];

async function main() {
  const stack = await startStack({ builds });
  const results = await measureTransfers(stack, builds).finally(() => stack.stop());

  console.log('\nFirst visit, empty cache (kB = 1,000 bytes; JS as served by scripts/lib/static-server.ts)\n');
  console.log(
    markdownTable(
      ['route', 'build', 'requests', 'JS requests', 'JS gzip kB', 'JS brotli kB', 'composed / single (gzip)', 'singletons once'],
      results.map((result) => [
        result.route,
        buildLabel(result.build),
        result.requests,
        result.jsRequests,
        kB(result.gzip),
        kB(result.brotli),
        result.build === 'composed' ? gzipRatio(results, result.route) : '',
        singletonCell(result),
      ]),
    ),
  );
  console.log('\nJS gzip kB by package (from source maps; shares of each file estimated in proportion to its minified bytes)\n');
  console.log(breakdownTable(results));
  console.log(`\nresults: ${writeResults('transfer', results)}`);
  if (results.some((result) => result.singletonProblems && result.singletonProblems.length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
