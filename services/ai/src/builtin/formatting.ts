import type { Language } from '@immodesk/platform/domain/language';
import { formatCalendarDate, formatEuroCents } from '@immodesk/platform/domain/localeFormat';

/** Euro cents the nl-BE way in every answer (€ 1.250,00), as the product shows money. */
export function formatMoney(cents: number): string {
  return formatEuroCents('nl', cents);
}

/** A calendar date (`YYYY-MM-DD`) written out in the answer's language: 5 maart 2026, 5 mars 2026, 5 March 2026. */
export function formatDate(date: string, language: Language): string {
  return formatCalendarDate(language, date);
}

export function formatList(items: string[], language: Language): string {
  return new Intl.ListFormat(`${language}-BE`, { style: 'long', type: 'conjunction' }).format(items);
}

const PERCENT: Record<Language, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-BE', { maximumFractionDigits: 2 }),
};

/** A percentage given as a number (5.25 = 5.25 %), in the answer's language. */
export function formatPercent(value: number, language: Language): string {
  return `${formatNumber(value, language)} %`;
}

/** A figure such as a health index (130,92), with at most two decimals in the answer's language. */
export function formatNumber(value: number, language: Language): string {
  return PERCENT[language].format(value);
}

/** `2026-03` → "maart 2026". */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-BE`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
