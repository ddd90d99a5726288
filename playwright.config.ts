import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { stackKind } from './e2e/support/stack-kind';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium was not found at ${chromePath}. Install it (Debian: apt-get install -y chromium) or point CHROME_PATH at a Chromium or Chrome binary.`,
  );
}

/** End-to-end suite: real Chromium against the production builds on five origins, the server and MailDev. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/e2e-${stackKind()}`,
  // The containers' own lifecycle (rebuild one, down and up, a killed one) is tried on them alone.
  testIgnore: stackKind() === 'compose' ? [] : ['compose-*.spec.ts'],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  // One stack on the contract's ports, shared by every test: tests that stop a service run alone.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE ?? './test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${process.env.SHELL_PORT ?? 3000}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
