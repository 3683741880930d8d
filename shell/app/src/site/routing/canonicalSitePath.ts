import { parsePublicPath, publicPathFor } from '@immodesk/contracts/shell/publicSitePaths';
import type { Language } from '@immodesk/sdk';

export type SiteRedirect = { kind: 'none' } | { kind: 'app'; to: string } | { kind: 'replace'; to: string };

/**
 * SPEC §2 routing rules for a public path once we know who is looking:
 * - signed in on / (or /nl, /en, /fr) → /dashboard (the app); elsewhere → the page without a language prefix;
 * - signed out without a prefix (/ or /pricing) → the same page under /{current language}.
 * Unknown pages under a prefix stay put (they show the public not-found page).
 */
export function canonicalSitePath(pathname: string, isSignedIn: boolean, language: Language): SiteRedirect {
  const parsed = parsePublicPath(pathname);
  if (!parsed || parsed.page === null) return { kind: 'none' };
  if (isSignedIn) {
    if (parsed.page === '') return { kind: 'app', to: '/dashboard' };
    if (parsed.language !== null) return { kind: 'replace', to: publicPathFor(parsed.page, null) };
    return { kind: 'none' };
  }
  if (parsed.language === null) return { kind: 'replace', to: publicPathFor(parsed.page, language) };
  return { kind: 'none' };
}
