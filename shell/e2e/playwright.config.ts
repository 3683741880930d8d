import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  // Two cores: tests that start their own product instance are heavy; keep one worker and predictable timing.
  workers: 1,
  fullyParallel: false,
  // On CI one retry: a test that passes only on its retry is still reported as flaky in the list output, to be
  // fixed, but one timing accident on a shared 2-core machine does not throw away a whole landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'nl-BE',
  },
});
