import { LANGUAGES, type TLanguage } from '../common/languages';

/**
 * The public website's pages (SPEC §2 "Public routes"), shared by the BFF (which serves the light public
 * bundle for these paths) and the public bundle's own router. '' is the landing page.
 */
export const PUBLIC_PAGES = [
  '',
  'features',
  'pricing',
  'contact',
  'terms',
  'privacy',
  'faq',
  'helpcentrum',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public site speaks the product's languages. */
export const PUBLIC_LANGUAGES = LANGUAGES;
export type PublicLanguage = TLanguage;

export type PublicPath = { language: PublicLanguage | null; page: PublicPage | null };

function isPublicPage(value: string): value is PublicPage {
  return (PUBLIC_PAGES as readonly string[]).includes(value);
}

function isPublicLanguage(value: string): value is PublicLanguage {
  return (PUBLIC_LANGUAGES as readonly string[]).includes(value);
}

/**
 * `/nl` → landing nl; `/fr/pricing` → pricing fr; `/pricing` → pricing without prefix; `/` → landing without
 * prefix; `/nl/unknown` → a public path with an unknown page (the public site's not-found page); anything else → null.
 */
export function parsePublicPath(pathname: string): PublicPath | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first = '', second, ...rest] = segments;
  if (isPublicLanguage(first)) {
    if (second === undefined) return { language: first, page: '' };
    return {
      language: first,
      page: rest.length === 0 && isPublicPage(second) && second !== '' ? second : null,
    };
  }
  if (segments.length <= 1 && isPublicPage(first)) return { language: null, page: first };
  return null;
}

export function publicPathFor(page: PublicPage, language: PublicLanguage | null): string {
  if (language === null) return page === '' ? '/' : `/${page}`;
  return page === '' ? `/${language}` : `/${language}/${page}`;
}
