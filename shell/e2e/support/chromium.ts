import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium: no test tool may download a browser of its own on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** How the e2e tests and the benchmarks (scripts/bench) launch it. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} satisfies LaunchOptions;
