import type { Language } from '@immodesk/platform/domain/language';
import { formatCalendarDate, formatEuroCents } from '@immodesk/platform/domain/localeFormat';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

export type AccountStatementLabels = (typeof nl)['accountStatement'];

/** The words of a statement of account (PDF, mail and line descriptions) in the reader's language (locales/*.json). */
export const ACCOUNT_STATEMENT_LABELS: Record<Language, AccountStatementLabels> = {
  nl: nl.accountStatement,
  fr: fr.accountStatement,
  en: en.accountStatement,
};

/** A date in words; French writes the first of the month as an ordinal ("1er novembre 2026"). */
export function writtenDate(language: Language, date: string): string {
  const written = formatCalendarDate(language, date);
  return language === 'fr' ? written.replace(/^1 /, '1er ') : written;
}

/** `2026-03` → "maart 2026" / "mars 2026"; other period keys (quarters, weeks, years) as they are. */
export function writtenPeriod(language: Language, period: string): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period;
  return new Intl.DateTimeFormat(ACCOUNT_STATEMENT_LABELS[language].locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

export const writtenMoney = formatEuroCents;
