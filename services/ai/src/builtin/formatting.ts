import type { Language } from '@immodesk/platform/domain/language';

const MONEY = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** Euro cents as Belgians read them: € 1.250,00. */
export function formatMoney(cents: number): string {
  return MONEY.format(cents / 100);
}

/** A calendar date (`YYYY-MM-DD`) written out in the answer's language: 5 maart 2026, 5 mars 2026, 5 March 2026. */
export function formatDate(date: string, language: Language): string {
  return DATE_FORMATS[language].format(new Date(`${date}T00:00:00Z`));
}

export function formatList(items: string[], language: Language): string {
  return new Intl.ListFormat(`${language}-BE`, { style: 'long', type: 'conjunction' }).format(items);
}
