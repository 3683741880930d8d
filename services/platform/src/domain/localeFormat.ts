import type { Language } from './language';

const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** Euro cents as the reader writes money: "€ 1.150,00" (nl), "1 150,00 €" (fr), "€1,150.00" (en). */
export function formatEuroCents(language: Language, cents: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A `YYYY-MM-DD` date written out: "16 maart 2026", "16 mars 2026", "16 March 2026". */
export function formatCalendarDate(language: Language, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
