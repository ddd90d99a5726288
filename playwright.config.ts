import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { stackKind } from './e2e/support/stack-kind';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

if (!existsSync(chromiumLaunchOptions.executablePath)) {
  throw new Error(
    `Chromium was not found at ${chromiumLaunchOptions.executablePath}. Install it (Debian: apt-get install -y chromium) or point CHROME_PATH at a Chromium or Chrome binary.`,
  );
}

/**
 * Specs that stop, redeploy or recreate a service every other test relies on: they run after the
 * rest, one at a time. Everything else shares the stack and runs on two workers.
 */
const disturbsTheStack = [
  'compose-lifecycle.spec.ts',
  'discovery.spec.ts',
  'offline.spec.ts',
  'prerender.spec.ts',
  'redeploy.spec.ts',
  'remote-down.spec.ts',
  'version-skew.spec.ts',
];
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
// The containers' own lifecycle (rebuild one, down and up, a killed one) is tried on them alone;
// a remote's standalone harness is a developer's path (npm start -w), which the images do not serve.
// The discovery spec edits the Node stack's document (DATA_DIR's config.json) and serves its fixture
// remotes from this machine; nginx's per-browser answers are held to the Node stack's by
// tooling/test/nginx-discovery.test.ts. The Node stack's remote origins answer config.json (their
// harness runs there), so "a remote's origin behind the shell" is the images' alone.
const notOnThisStack = {
  node: ['compose-*.spec.ts', 'standalone.spec.ts'],
  nginx: ['compose-*.spec.ts', 'discovery.spec.ts'],
  compose: ['harness.spec.ts', 'discovery.spec.ts'],
}[stackKind()];

/** End-to-end suite: real Chromium against the production builds on five origins, the server and MailDev. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/e2e-${stackKind()}`,
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  // One stack on the contract's ports, shared by every test; a spec file's tests run in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two workers share two cores with the stack: the longest journeys take over 30 s there.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE ?? './test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${process.env.SHELL_PORT ?? 3000}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // A page's routes never see what a service worker fetches for it (ADR 069), and most specs hold
    // or fail requests with them: the worker is blocked but where a spec allows it (offline,
    // remote-down, prerender).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [...disturbsTheStack, ...notOnThisStack] },
    // After the others (if one of them fails, these are reported as not run).
    {
      name: 'chromium, alone',
      use: chromium,
      testMatch: disturbsTheStack,
      testIgnore: notOnThisStack,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
});
