import { createContext, useContext } from 'react';
import type { Language } from '@immodesk/sdk';
import type { TranslateFunction } from './translate';

/**
 * The footer and the system status dialog are rendered by both bundles: the public site passes its own translator,
 * the app passes i18next's `t` for the same `siteChrome` catalog (locales/site-chrome/*.json).
 */
export type ChromeTranslation = { t: TranslateFunction; language: Language };

export const ChromeTranslationContext = createContext<ChromeTranslation | null>(null);

export function useChromeTranslation(): ChromeTranslation {
  const value = useContext(ChromeTranslationContext);
  if (!value) throw new Error('useChromeTranslation needs a ChromeTranslationContext provider');
  return value;
}
