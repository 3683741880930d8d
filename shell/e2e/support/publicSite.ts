import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from './paths';

type SiteCopy = typeof import('../../app/locales/site/nl.json');
type ChromeCopy = typeof import('../../app/locales/site-chrome/nl.json');
export type SiteLanguage = 'nl' | 'en' | 'fr';
export const SITE_LANGUAGES: SiteLanguage[] = ['nl', 'en', 'fr'];

function catalogs<T>(folder: string): Record<SiteLanguage, T> {
  const read = (language: SiteLanguage) =>
    JSON.parse(readFileSync(resolve(repoRoot, 'shell/app/locales', folder, `${language}.json`), 'utf8')) as T;
  return { nl: read('nl'), en: read('en'), fr: read('fr') };
}

/** The public site's copy, as the visitor reads it. */
export const SITE_COPY = catalogs<SiteCopy>('site');
export const CHROME_COPY = catalogs<ChromeCopy>('site-chrome');

/** Each public page with the heading a visitor sees first, per language. */
export const PUBLIC_PAGES = [
  { page: '', heading: (language: SiteLanguage) => SITE_COPY[language].landing.title },
  { page: 'features', heading: (language: SiteLanguage) => SITE_COPY[language].features.title },
  { page: 'pricing', heading: (language: SiteLanguage) => SITE_COPY[language].pricing.title },
  { page: 'contact', heading: (language: SiteLanguage) => SITE_COPY[language].contact.title },
  { page: 'terms', heading: (language: SiteLanguage) => SITE_COPY[language].terms.title },
  { page: 'privacy', heading: (language: SiteLanguage) => SITE_COPY[language].privacy.title },
  { page: 'faq', heading: (language: SiteLanguage) => SITE_COPY[language].faq.title },
  { page: 'helpcentrum', heading: (language: SiteLanguage) => SITE_COPY[language].faq.title },
] as const;

export function pathOf(language: SiteLanguage | null, page: string): string {
  if (language === null) return page ? `/${page}` : '/';
  return page ? `/${language}/${page}` : `/${language}`;
}

export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  // Colours are judged as they settle: mid-fade (a toast sliding in) text has a contrast it never keeps. Sonner
  // mounts a toast first and starts its fade-in a frame later (data-mounted), so a toast not yet marked mounted, or
  // already marked removed (fading out), counts as moving even before its transition shows in getAnimations().
  await page.waitForFunction(() => {
    const toastsMoving = [...document.querySelectorAll('[data-sonner-toast]')].some(
      (toast) =>
        toast.getAttribute('data-mounted') !== 'true' || toast.getAttribute('data-removed') === 'true',
    );
    return (
      !toastsMoving &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        )
    );
  });
  // Toasts stacked behind the front one show no text (sonner fades their content out); the front toast is checked.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-front="false"][data-expanded="false"]')
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map((violation) => `${label}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(overflows, `${label} scrolls sideways`).toBe(false);
}

/** No serious or critical axe violation, and no sideways scrolling. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, label);
  await expectNoSidewaysScroll(page, label);
}

/** The landing pages are prerendered: buttons work once the bundle has hydrated them. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
}
