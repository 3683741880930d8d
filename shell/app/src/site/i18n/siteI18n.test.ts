import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@immodesk/sdk';
import { changeSiteLanguage, detectSiteLanguage, initSiteI18n, siteLanguage } from './siteI18n';

function visit(path: string, browserLanguages: string[], stored: string | null) {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  if (stored === null) window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('public site language (SPEC §2, §9)', () => {
  it('takes the path prefix first, then local storage, then the browser, and falls back to Dutch', () => {
    visit('/en/pricing', ['fr-BE'], 'nl');
    expect(detectSiteLanguage()).toBe('en');
    visit('/pricing', ['fr-BE'], 'en');
    expect(detectSiteLanguage()).toBe('en');
    visit('/', ['de-DE', 'fr-BE'], null);
    expect(detectSiteLanguage()).toBe('fr');
    visit('/', ['de-DE'], null);
    expect(detectSiteLanguage()).toBe('nl');
  });

  it('caches the language in local storage and on <html lang>, and switches on request', async () => {
    visit('/', ['fr-CA'], null);
    await initSiteI18n();
    expect(siteLanguage()).toBe('fr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    await changeSiteLanguage('english');
    expect(siteLanguage()).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
