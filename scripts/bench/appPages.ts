// The front-end part of `npm run bench`: what headless Chromium downloads for the landing page and every app
// first screen (first visit), and how long the first entry into a remote takes once the shell is interactive.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPOSITORY_ROOT } from './children';
import { chromiumPath } from '../../shell/e2e/support/chromium';
import {
  initialScriptsOfIndex,
  measureFirstRemoteEntry,
  measurePages,
  type PageWeight,
  type RemoteEntryTiming,
  type StaticWeight,
} from './frontEnd';

const SHELL_DIST = path.join(REPOSITORY_ROOT, 'shell/app/dist');

/** The app's first screens: each remote's and the shell's own, signed in (the 250 KB budget holds for every one). */
const SIGNED_IN_PATHS: readonly string[] = [
  '/dashboard',
  '/properties',
  '/contacts',
  '/rent-payments',
  '/reports',
  '/tasks',
  '/documents',
  '/communications',
  '/settings',
];
/** The landing page, then every signed-in first screen. */
export const MEASURED_PATHS = ['/nl', ...SIGNED_IN_PATHS] as const;

/** JS budgets (KB gz, first visit) and the first-entry budget (ms after the shell is interactive). */
export const BUDGETS = {
  landingKb: 100,
  dashboardKb: 200,
  appRouteKb: 250,
  firstRemoteEntryMs: 300,
} as const;

export function budgetKbFor(pagePath: string): number {
  if (pagePath === '/dashboard') return BUDGETS.dashboardKb;
  return /^\/(nl|fr|en)(\/|$)/.test(pagePath) ? BUDGETS.landingKb : BUDGETS.appRouteKb;
}

export type Credentials = { email: string; password: string };

function assertBuiltAndBrowser(): void {
  if (!fs.existsSync(path.join(SHELL_DIST, 'index.html')))
    throw new Error('shell/app/dist/index.html does not exist (shell not built)');
  if (!fs.existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}

function signInFor(baseUrl: string, credentials: Credentials) {
  return async (page: Page, pagePath: string) => {
    if (!SIGNED_IN_PATHS.includes(pagePath)) return;
    const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: credentials });
    if (!response.ok()) throw new Error(`browser login answered ${response.status()}`);
  };
}

export async function measureAppPages(baseUrl: string, credentials: Credentials): Promise<PageWeight[]> {
  assertBuiltAndBrowser();
  return measurePages(baseUrl, [...MEASURED_PATHS], signInFor(baseUrl, credentials));
}

/** `/dashboard` → `/properties` by the sidebar link; the bench seeds a property on Kerkstraat in every organization. */
export async function measureRemoteEntry(
  baseUrl: string,
  credentials: Credentials,
): Promise<RemoteEntryTiming> {
  assertBuiltAndBrowser();
  return measureFirstRemoteEntry(
    baseUrl,
    { from: '/dashboard', to: '/properties', remote: 'properties', text: 'Kerkstraat' },
    signInFor(baseUrl, credentials),
  );
}

/** The BFF serves the public website's own page for /nl (bff/src/static/serveApps.ts). */
export function landingInitialScripts(): StaticWeight {
  const weight = initialScriptsOfIndex(SHELL_DIST, 'site/index.html');
  if (!weight) throw new Error('shell/app/dist/site/index.html does not exist (shell not built)');
  return weight;
}
