import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../shell/e2e/support/chromium';

/** zlib's default level, what most servers (and koa-compress) use on the fly. */
export const GZIP_LEVEL = 6;

/** One script a page fetched: its path on the server and its gzipped size. */
export type ScriptWeight = { url: string; gzipBytes: number };
export type PageWeight = {
  path: string;
  status: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  lcpMs: number | null;
  scripts: ScriptWeight[];
};
/** A request made after the click, in ms from the click: where the first entry's time goes. */
export type TimelineEntry = { url: string; startMs: number; endMs: number };
export type RemoteEntryTiming = RemoteEntryScenario & {
  ms: number;
  jsFiles: number;
  jsGzipBytes: number;
  scripts: ScriptWeight[];
  timeline: TimelineEntry[];
};
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
    const isScriptPreload =
      /rel=["']?(modulepreload|preload)/i.test(tag) &&
      (/as=["']?script/i.test(tag) || /modulepreload/i.test(tag));
    const source = (isScript ? /\bsrc=["']([^"']+)/i : /\bhref=["']([^"']+)/i).exec(tag)?.[1];
    if (source && (isScript || isScriptPreload) && !/^(https?:)?\/\//.test(source))
      sources.add(source.split(/[?#]/)[0] ?? source);
  }
  const bodies = [...sources]
    .map((source) => path.join(distDir, source.replace(/^\/+/, '')))
    .filter((file) => fs.existsSync(file));
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

/**
 * Loads pages in headless Chromium (every non-loopback request blocked) and adds up the JavaScript they fetch.
 * Each body is gzipped here at GZIP_LEVEL, so the number does not depend on whether the server compresses.
 * `signIn` runs in each page's context first (cookies are shared with the page).
 */
type SignIn = (page: Page, pagePath: string) => Promise<void>;

/** A fresh browser context (first visit: empty cache) that only reaches loopback; `use` runs in its one page. */
async function withFreshPage<T>(
  browser: Browser,
  signIn: SignIn | undefined,
  pagePath: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ locale: 'nl-BE' });
  try {
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return hostname === 'localhost' || hostname.startsWith('127.') ? route.continue() : route.abort();
    });
    const page = await context.newPage();
    if (signIn) await signIn(page, pagePath);
    return await use(page);
  } finally {
    await context.close();
  }
}

type Script = { url: string; body: Buffer };

/** Collects every JavaScript body the page receives from now on. */
function collectScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const url = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => ({ url, body }),
        () => ({ url, body: Buffer.alloc(0) }),
      ),
    );
  });
  return () => Promise.all(pending);
}

function weigh(scripts: Script[]): {
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  scripts: ScriptWeight[];
} {
  const weights = scripts.map(({ url, body }) => ({ url, bytes: body.length, gzipBytes: gzipSize(body) }));
  return {
    jsFiles: weights.length,
    jsBytes: weights.reduce((sum, weight) => sum + weight.bytes, 0),
    jsGzipBytes: weights.reduce((sum, weight) => sum + weight.gzipBytes, 0),
    scripts: weights
      .map(({ url, gzipBytes }) => ({ url, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export function measurePages(baseURL: string, paths: string[], signIn?: SignIn): Promise<PageWeight[]> {
  return withBrowser(async (browser) => {
    const results: PageWeight[] = [];
    for (const pagePath of paths) {
      const weight = await withFreshPage(browser, signIn, pagePath, async (page) => {
        const scriptsSoFar = collectScripts(page);
        const response = await page.goto(`${baseURL}${pagePath}`, {
          waitUntil: 'networkidle',
          timeout: 30_000,
        });
        const lcpMs = await largestContentfulPaint(page);
        return {
          path: pagePath,
          status: response?.status() ?? 0,
          ...weigh(await scriptsSoFar()),
          lcpMs: lcpMs === null ? null : Math.round(lcpMs),
        };
      });
      results.push(weight);
    }
    return results;
  });
}

export type RemoteEntryScenario = {
  /** The shell page the user starts on, e.g. `/dashboard`. */
  from: string;
  /** The app link the user follows (client-side navigation), e.g. `/properties`. */
  to: string;
  /** The remote that owns `to`; its area carries `data-remote="<remote>"`. */
  remote: string;
  /** Text the remote's first screen shows once its data is there. */
  text: string;
};

/**
 * First entry into a remote: opens `from` in a fresh context and waits until the shell is interactive (network
 * idle, its heading shown), then clicks the app link to `to` and times, inside the page, until the remote's area
 * is visible and shows `text` (remote manifest, entry, chunks, translations and its first API answer included).
 */
export function measureFirstRemoteEntry(
  baseURL: string,
  scenario: RemoteEntryScenario,
  signIn?: SignIn,
): Promise<RemoteEntryTiming> {
  return withBrowser((browser) =>
    withFreshPage(browser, signIn, scenario.from, async (page) => {
      await page.goto(`${baseURL}${scenario.from}`, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
      const scriptsAfterClick = collectScripts(page);
      // Written without named inner functions: tsx would wrap them in a `__name` helper the page does not have.
      const { ms, timeline } = await page.evaluate(
        ({ to, remote, text }) =>
          new Promise<{ ms: number; timeline: TimelineEntry[] }>((resolve, reject) => {
            const link = document.querySelector<HTMLAnchorElement>(`a[href="${to}"]`);
            if (!link) {
              reject(new Error(`no link to ${to} on the page`));
              return;
            }
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const area = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
              if (!area || !area.checkVisibility() || !(area.textContent ?? '').includes(text)) return;
              observer.disconnect();
              clearTimeout(timer);
              // Resolved in the frame that paints it.
              requestAnimationFrame(() =>
                resolve({
                  ms: performance.now() - started,
                  timeline: performance
                    .getEntriesByType('resource')
                    .map((entry) => entry as PerformanceResourceTiming)
                    .filter((entry) => entry.startTime >= started)
                    .map((entry) => ({
                      url: new URL(entry.name).pathname,
                      startMs: Math.round(entry.startTime - started),
                      endMs: Math.round(entry.responseEnd - started),
                    })),
                }),
              );
            });
            const timer = setTimeout(() => {
              observer.disconnect();
              reject(new Error(`the ${remote} remote did not show "${text}" within 20 s`));
            }, 20_000);
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
            link.click();
          }),
        scenario,
      );
      await page.waitForLoadState('networkidle');
      const { jsFiles, jsGzipBytes, scripts } = weigh(await scriptsAfterClick());
      return { ...scenario, ms: Math.round(ms), jsFiles, jsGzipBytes, scripts, timeline };
    }),
  );
}
