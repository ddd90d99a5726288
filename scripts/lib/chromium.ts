/**
 * The Chromium every browser check drives (the e2e suite, the benchmarks, the tooling tests): the
 * machine's own (CHROME_PATH), never a download, started without a sandbox (containers run it as
 * root) and without the background work (updates, sync, first-run pages) that would skew a timing.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
