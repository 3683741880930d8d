import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { PdfRenderer } from './PdfRenderer';

export type ChromiumPdfOptions = {
  /** Debian's Chromium; no tool downloads a browser (.puppeteerrc.cjs, TECH-NOTES). */
  executablePath?: string;
  /** Pages kept open and reused; more renders than this wait their turn. */
  poolSize?: number;
  timeoutMs?: number;
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * HTML → PDF in one headless Chromium, started on first use and reused, with a small pool of pages. Pages run no
 * script and load nothing from the network: the HTML is self-contained, so a template cannot make the server fetch.
 */
export function createChromiumPdfRenderer(options: ChromiumPdfOptions = {}): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const poolSize = options.poolSize ?? 2;
  const timeout = options.timeoutMs ?? 20_000;
  let browser: Promise<Browser> | null = null;
  const idle: Page[] = [];
  const waiting: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];
  let open = 0;
  let closed = false;

  function launch(): Promise<Browser> {
    if (!browser) {
      browser = puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
      browser.then(
        (launched) =>
          launched.on('disconnected', () => {
            browser = null;
            idle.length = 0;
            open = 0;
          }),
        () => {
          browser = null;
        },
      );
    }
    return browser;
  }

  async function newPage(): Promise<Page> {
    const page = await (await launch()).newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url === 'about:blank') void request.continue();
      else void request.abort();
    });
    return page;
  }

  async function acquire(): Promise<Page> {
    const page = idle.pop();
    if (page && !page.isClosed()) return page;
    if (open < poolSize) {
      open += 1;
      try {
        return await newPage();
      } catch (error) {
        open -= 1;
        throw error;
      }
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release(page: Page, healthy: boolean): void {
    if (!healthy || page.isClosed()) {
      open -= 1;
      void page.close().catch(() => undefined);
      // The broken page's slot goes to the next waiting render, on a fresh page.
      const next = waiting.shift();
      if (next) void acquire().then(next.resolve, next.reject);
      return;
    }
    const next = waiting.shift();
    if (next) next.resolve(page);
    else idle.push(page);
  }

  return {
    async renderPdf(html) {
      if (closed) throw new Error('The PDF renderer is closed');
      const page = await acquire();
      let healthy = true;
      try {
        await page.setContent(html, { waitUntil: 'load', timeout });
        const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, timeout });
        return Buffer.from(pdf);
      } catch (error) {
        healthy = false;
        throw error;
      } finally {
        release(page, healthy);
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      idle.length = 0;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
