import { defineConfig } from '@playwright/test';
import { benchPorts } from './bench/lib/bench-stack';
import composed from './playwright.config';

// The 4000-range defaults of the benchmarks, set before global setup and workers read the ports.
const { mono } = benchPorts();
// Specs that assert how the composed build loads its screens read which build they face.
process.env.E2E_BUILD = 'mono';

/**
 * The sign-in journey against the single-bundle reference build (bench/mono/): the comparison in
 * BENCHMARKS.md is between two working builds. `npm run build:mono` first.
 */
export default defineConfig({
  ...composed,
  testMatch: ['sign-in.spec.ts'],
  projects: [composed.projects![0]!],
  outputDir: './test-results/e2e-mono',
  globalSetup: './e2e/support/mono-global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE ?? './test-results/e2e-mono-results.json' }]],
  use: { ...composed.use, baseURL: `http://localhost:${mono}` },
});
