import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  normalizeLanguage,
  type Language,
} from '@immodesk/sdk';
import { translate, type Catalog, type TranslateFunction } from './translate';

/**
 * Language and copy of the public bundle, without i18next (it would be a seventh of the landing page's budget).
 * Detection as SPEC §9 and the app: URL prefix, then the language cached in localStorage, then the browser's
 * list, nl last; the chosen language is cached in localStorage and set on <html lang>.
 */
export type SiteNamespace = 'site' | 'siteChrome';
export type Catalogs = Record<SiteNamespace, Catalog>;
type TranslationModule = { default: Catalog };

const loaders: Record<SiteNamespace, (language: Language) => Promise<TranslationModule>> = {
  site: (language) =>
    import(/* webpackChunkName: "site-[request]" */ `../../../locales/site/${language}.json`),
  siteChrome: (language) =>
    import(/* webpackChunkName: "site-chrome-[request]" */ `../../../locales/site-chrome/${language}.json`),
};

type State = { language: Language; catalogs: Catalogs | null };
let state: State = { language: DEFAULT_LANGUAGE, catalogs: null };
const listeners = new Set<() => void>();
let pending: Language | null = null;

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the language still applies to this page
  }
}

async function loadCatalogs(language: Language): Promise<Catalogs> {
  const [site, siteChrome] = await Promise.all([loaders.site(language), loaders.siteChrome(language)]);
  return { site: site.default, siteChrome: siteChrome.default };
}

function apply(language: Language, catalogs: Catalogs): void {
  state = { language, catalogs };
  document.documentElement.lang = language;
  storeLanguage(language);
  for (const listener of listeners) listener();
}

/** Build-time prerendering: the copy is given, nothing is stored and there is no document. */
export function primeSiteI18n(language: Language, catalogs: Catalogs): void {
  state = { language, catalogs };
}

export function detectSiteLanguage(): Language {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage({
    pathname: window.location.pathname,
    stored: readStoredLanguage(),
    browserLanguages,
  });
}

export async function initSiteI18n(): Promise<void> {
  const language = detectSiteLanguage();
  apply(language, await loadCatalogs(language));
}

/** Accepts codes and names (nl-BE, frans, english…); the last request wins when several overlap. */
export async function changeSiteLanguage(value: string | null | undefined): Promise<void> {
  const language = normalizeLanguage(value);
  if (!language || (language === state.language && pending === null)) return;
  pending = language;
  const catalogs = await loadCatalogs(language);
  if (pending !== language) return;
  pending = null;
  apply(language, catalogs);
}

export function siteLanguage(): Language {
  return state.language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useSiteTranslation(namespace: SiteNamespace = 'site'): {
  t: TranslateFunction;
  language: Language;
} {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const catalog = current.catalogs?.[namespace];
  return { t: (key, options) => translate(catalog, key, options), language: current.language };
}
