import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screenshots`: the README's pictures of the product, taken from the seeded product the e2e suite starts.
 * Not part of `npm test`: it rewrites files under docs/screenshots/ and asserts nothing of its own.
 */
export default defineConfig({ ...baseConfig, testDir: './screenshots' });
