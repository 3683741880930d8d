import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  // Two cores: tests that start their own product instance are heavy; keep one worker and predictable timing.
  workers: 1,
  fullyParallel: false,
  retries: 0,
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
