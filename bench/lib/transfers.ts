/**
 * First-visit transfer of each benchmark route on a running stack: requests, JavaScript as
 * served (gzip and brotli), which packages the gzip bytes hold, and on the composed build whether
 * each shared singleton was loaded once. bench/transfer.ts prints it; bench/lighthouse.ts puts it
 * beside the Lighthouse medians of the same run.
 */
import { chromium } from '@playwright/test';
import { packageGroups, type PackageGroup } from './breakdown';
import { firstVisit, type Visit } from './measure-page';
import { kB, markdownTable } from './report';
import { benchPlayer, benchRoutes } from './routes';
import { federationReport } from '../../e2e/support/singletons';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { remoteFrontEnds } from '../../scripts/lib/front-ends';
import { frontEndPort } from '../../scripts/lib/stack';
import { accessTokenFor, localhost, type Build, type RunningStack } from './bench-stack';

export interface TransferResult {
  route: string;
  build: Build;
  requests: number;
  jsRequests: number;
  gzip: number;
  brotli: number;
  gzipByGroup: Map<PackageGroup, number>;
  files: { url: string; gzip: number; brotli: number }[];
  /** Composed build only: problems with the singletons (empty when each was loaded once, from the shell). */
  singletonProblems: string[] | null;
}

function summarise(route: string, build: Build, visit: Visit, problems: string[] | null): TransferResult {
  const gzipByGroup = new Map<PackageGroup, number>();
  for (const script of visit.scripts) {
    for (const [group, bytes] of script.gzipByGroup) gzipByGroup.set(group, (gzipByGroup.get(group) ?? 0) + bytes);
  }
  return {
    route,
    build,
    requests: visit.requests,
    jsRequests: visit.scripts.length,
    gzip: visit.scripts.reduce((sum, script) => sum + script.gzip, 0),
    brotli: visit.scripts.reduce((sum, script) => sum + script.brotli, 0),
    gzipByGroup,
    files: visit.scripts.map(({ url, gzip, brotli }) => ({ url, gzip, brotli })),
    singletonProblems: problems,
  };
}

export async function measureTransfers(stack: RunningStack, builds: Build[]): Promise<TransferResult[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const remoteOrigins = remoteFrontEnds().map((app) => localhost(frontEndPort(stack.ports, app)));
  const results: TransferResult[] = [];
  try {
    for (const { key, path, signedIn } of benchRoutes) {
      for (const build of builds) {
        const token = signedIn ? await accessTokenFor(stack.ports, benchPlayer.email, benchPlayer.password) : null;
        let problems: string[] | null = null;
        const visit = await firstVisit(browser, {
          url: `${stack.origin[build]}${path}`,
          token,
          inspect:
            build === 'composed'
              ? async (page, scriptUrls) => {
                  problems = (await federationReport(page, scriptUrls, remoteOrigins)).problems;
                }
              : undefined,
        });
        results.push(summarise(key, build, visit, problems));
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const buildLabel = (build: Build) => (build === 'mono' ? 'single bundle' : 'composed');

/** Composed / single-bundle JS gzip bytes for a route, or '' when one of the two was not measured. */
export function gzipRatio(results: TransferResult[], route: string): string {
  const of = (build: Build) => results.find((result) => result.route === route && result.build === build);
  const composed = of('composed');
  const mono = of('mono');
  return composed && mono ? (composed.gzip / mono.gzip).toFixed(2) : '';
}

export function singletonCell(result: TransferResult): string {
  if (result.singletonProblems === null) return '';
  return result.singletonProblems.length === 0 ? 'yes' : `NO: ${result.singletonProblems.join('; ')}`;
}

/** The package breakdown table (gzip kB per group, groups under 0.05 kB everywhere left out). */
export function breakdownTable(results: TransferResult[]): string {
  const groups = packageGroups.filter((group) => results.some((result) => (result.gzipByGroup.get(group) ?? 0) >= 50));
  return markdownTable(
    ['route', 'build', ...groups],
    results.map((result) => [result.route, buildLabel(result.build), ...groups.map((group) => kB(result.gzipByGroup.get(group) ?? 0))]),
  );
}
