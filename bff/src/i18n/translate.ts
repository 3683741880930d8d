import { LANGUAGES, type TLanguage } from '@immodesk/contracts/common/primitives';
import { createTranslator } from '@immodesk/platform/i18n/translate';
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };

const translateMessage = createTranslator({ nl, en, fr });

/** The server's user-facing messages (errors, mails) in nl, en or fr; Dutch is the fallback. */
export function translate(
  language: TLanguage,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return translateMessage(language, key, params);
}

/** Picks nl, en or fr from an Accept-Language header; any tag starting with one of them maps to it. */
export function languageFromHeader(header: string | undefined): TLanguage {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const quality = Number(rest.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    const match = LANGUAGES.find((language) => tag.startsWith(language));
    if (match) return match;
  }
  return 'nl';
}
