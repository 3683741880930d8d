import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export type PageWeight = { path: string; jsFiles: number; jsBytes: number; jsGzipBytes: number; lcpMs: number | null };

async function largestContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        let latest: number | null = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) latest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(latest), 500);
      }),
  );
}

/**
 * Loads pages in headless Chromium and adds up the JavaScript they fetch. The gzip size is measured on the
 * bodies themselves (level 9), so the number does not depend on whether the server compresses.
 */
export async function measurePages(baseURL: string, paths: string[], signIn?: (page: Page) => Promise<void>): Promise<PageWeight[]> {
  const browser = await chromium.launch(launchOptions);
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ locale: 'nl-BE' });
      await context.route('**/*', (route) => {
        const { hostname } = new URL(route.request().url());
        return hostname === 'localhost' || hostname.startsWith('127.') ? route.continue() : route.abort();
      });
      const page = await context.newPage();
      if (signIn) await signIn(page);
      const scripts: Buffer[] = [];
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (type.includes('javascript')) scripts.push(await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const lcpMs = await largestContentfulPaint(page);
      results.push({
        path,
        jsFiles: scripts.length,
        jsBytes: scripts.reduce((sum, body) => sum + body.length, 0),
        jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
        lcpMs: lcpMs === null ? null : Math.round(lcpMs),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
