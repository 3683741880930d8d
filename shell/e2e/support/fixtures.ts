import { createHash } from 'node:crypto';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export const DEMO_LOGIN = {
  email: 'demo@immodesk.be',
  password: process.env.DEMO_PASSWORD ?? 'Demo-Immodesk-2026',
};

function isLoopback(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

/** Nothing leaves the machine: every request to a non-loopback host is aborted. */
export async function blockExternalRequests(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    isLoopback(route.request().url()) ? route.continue() : route.abort(),
  );
}

/**
 * A page in a browser context of its own (Dutch unless `options` say otherwise; nothing leaves the machine): a second
 * visitor, or a visitor of a product instance a spec starts itself. Close `context` at the end of the test.
 */
export async function newIsolatedPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'nl-BE', ...options });
  await blockExternalRequests(context);
  return { context, page: await context.newPage() };
}

/** Signs in through the API, as the login form does; the session cookie lands in the page's context. */
export async function signInAsDemo(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login`, {
    data: DEMO_LOGIN,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The address a test's visitor comes from, in 10.0.0.0/8: one per test (and per repetition), so each test is its own
 * visitor for the product's per-address rate limits, as it would be behind the production proxy.
 */
export function clientAddressOf(visitor: string, repeatEachIndex = 0): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${visitor}#${repeatEachIndex}`).digest();
  return `10.${a}.${b}.${c}`;
}

type Fixtures = { productURL: string };

export const test = base.extend<Fixtures>({
  // Playwright requires an object pattern for a fixture without dependencies.
  // eslint-disable-next-line no-empty-pattern
  productURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts');
    await use(url);
  },
  baseURL: async ({ productURL }, use) => use(productURL),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.repeatEachIndex),
    }),
  context: async ({ context }, use) => {
    await blockExternalRequests(context);
    await use(context);
  },
});

export { expect };
