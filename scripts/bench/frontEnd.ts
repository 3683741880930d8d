import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** zlib's default level, what most servers (and koa-compress) use on the fly. */
export const GZIP_LEVEL = 6;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export type PageWeight = { path: string; status: number; jsFiles: number; jsBytes: number; jsGzipBytes: number; lcpMs: number | null };
export type StaticWeight = { jsFiles: number; jsBytes: number; jsGzipBytes: number; files: string[] };

const gzipSize = (body: Buffer) => gzipSync(body, { level: GZIP_LEVEL }).length;

/**
 * The scripts an HTML page asks for before any code runs (`<script src>` and script preloads). A lower bound:
 * what the federation runtime loads next (remote entries, shared React chunks) only shows in a browser.
 * `htmlFile` is relative to `distDir`; script paths in it are resolved against `distDir` (the site root).
 */
export function initialScriptsOfIndex(distDir: string, htmlFile = 'index.html'): StaticWeight | null {
  const indexFile = path.join(distDir, htmlFile);
  if (!fs.existsSync(indexFile)) return null;
  const html = fs.readFileSync(indexFile, 'utf8');
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const isScriptPreload = /rel=["']?(modulepreload|preload)/i.test(tag) && (/as=["']?script/i.test(tag) || /modulepreload/i.test(tag));
    const source = (isScript ? /\bsrc=["']([^"']+)/i : /\bhref=["']([^"']+)/i).exec(tag)?.[1];
    if (source && (isScript || isScriptPreload) && !/^(https?:)?\/\//.test(source)) sources.add(source.split(/[?#]/)[0] ?? source);
  }
  const bodies = [...sources].map((source) => path.join(distDir, source.replace(/^\/+/, ''))).filter((file) => fs.existsSync(file));
  const buffers = bodies.map((file) => fs.readFileSync(file));
  return {
    jsFiles: buffers.length,
    jsBytes: buffers.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: buffers.reduce((sum, body) => sum + gzipSize(body), 0),
    files: bodies.map((file) => path.relative(distDir, file)),
  };
}

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

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Loads pages in headless Chromium (every non-loopback request blocked) and adds up the JavaScript they fetch.
 * Each body is gzipped here at GZIP_LEVEL, so the number does not depend on whether the server compresses.
 * `signIn` runs in each page's context first (cookies are shared with the page).
 */
export async function measurePages(baseURL: string, paths: string[], signIn?: (page: Page, pagePath: string) => Promise<void>): Promise<PageWeight[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext({ locale: 'nl-BE' });
      await context.route('**/*', (route) => {
        const { hostname } = new URL(route.request().url());
        return hostname === 'localhost' || hostname.startsWith('127.') ? route.continue() : route.abort();
      });
      const page = await context.newPage();
      if (signIn) await signIn(page, pagePath);
      const pending: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (type.includes('javascript')) pending.push(response.body().catch(() => Buffer.alloc(0)));
      });
      const response = await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle', timeout: 30_000 });
      const lcpMs = await largestContentfulPaint(page);
      const scripts = await Promise.all(pending);
      results.push({
        path: pagePath,
        status: response?.status() ?? 0,
        jsFiles: scripts.length,
        jsBytes: scripts.reduce((sum, body) => sum + body.length, 0),
        jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSize(body), 0),
        lcpMs: lcpMs === null ? null : Math.round(lcpMs),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
