import type { TLanguage } from '@immodesk/contracts/common/primitives';

export type Language = TLanguage;

/** nl is the default and the fallback (SPEC §9). */
export const LANGUAGES: readonly Language[] = ['nl', 'en', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'nl';
export const LANGUAGE_STORAGE_KEY = 'immodesk.language';

/** Saved user languages come as names too (SPEC §3): dutch/nederlands, french/frans, english/engels. */
const LANGUAGE_NAMES: Readonly<Record<string, Language>> = {
  dutch: 'nl',
  nederlands: 'nl',
  néerlandais: 'nl',
  neerlandais: 'nl',
  vlaams: 'nl',
  flemish: 'nl',
  french: 'fr',
  frans: 'fr',
  français: 'fr',
  francais: 'fr',
  english: 'en',
  engels: 'en',
  anglais: 'en',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value starting with nl, en or fr (nl-BE, fr_FR, english…) maps to that code; anything else is null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lowered = value.trim().toLowerCase();
  const named = LANGUAGE_NAMES[lowered];
  if (named) return named;
  return LANGUAGES.find((language) => lowered.startsWith(language)) ?? null;
}

/** `/fr`, `/fr/pricing` → fr; `/dashboard` → null. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

export type LanguageSources = {
  pathname: string;
  stored: string | null;
  browserLanguages: readonly string[];
};

/** Detection order: URL prefix, then the language cached in localStorage, then the browser's list; nl last. */
export function detectLanguage({ pathname, stored, browserLanguages }: LanguageSources): Language {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  const fromStorage = normalizeLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const candidate of browserLanguages) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): fall through to the browser's languages
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the language still applies to this page
  }
}

export function detectBrowserLanguage(): Language {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage({
    pathname: window.location.pathname,
    stored: readStoredLanguage(),
    browserLanguages,
  });
}
